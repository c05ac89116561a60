// Saved searches from the saver's side: a member saves a directory view (labs with a marker filter) in German, then
// edits, pauses and deletes it on the profile; a visitor saves one with an address and confirms it from the email,
// with scripts and without (the plain form lands on a page that says to check the inbox, in the page's language).
// axe checks each page.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutScripts } from "./support/axe";
import { hydrated } from "./support/hydrated";
import { emailTo } from "./support/mailbox";
import { signUp } from "./support/member";

/** Labs that measure ApoB: a view with a marker filter. */
const LABS_WITH_APOB = "/directory?category=labs&markers=apob";
const PROFILE_TAB = "/profile?tab=subscriptions";

type Saved = { id: string; name: string; view: string; query: string; frequency: string; active: boolean };

const panel = (page: Page) => page.getByTestId("save-search");
const items = (page: Page) => page.getByTestId("saved-search-item");

/** Opens "Save this search" and waits for the full form to replace the plain one. */
async function openSaveForm(page: Page) {
  await hydrated(page, '[data-testid="save-search-toggle"]');
  await panel(page).getByTestId("save-search-toggle").click();
  const form = panel(page).locator('[data-testid="save-search-form"][data-enhanced="true"]');
  await expect(form).toBeVisible();
  return form;
}

/** Path and query of the first absolute link to `pathname` in a message (the links name SITE_URL's host). */
function linkPath(message: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>/]+${pathname.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]{43}`).exec(
    message,
  );
  if (!match) throw new Error(`no ${pathname} link in:\n${message}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

test.describe("saved searches", () => {
  test("ein Mitglied speichert Labore mit ApoB, ändert die Häufigkeit, pausiert und löscht die Suche", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page);
    await page.goto(`/de${LABS_WITH_APOB}`);
    await expect(page.getByTestId("results-status")).toBeVisible();
    const form = await openSaveForm(page);
    // A member is known on the client (the page is cached for everyone): no address asked.
    await expect(form.getByTestId("save-search-email")).toHaveCount(0);
    await expect(form.getByTestId("save-search-sign-in")).toHaveCount(0);

    // An empty name is refused by its code, in German, before any request.
    await form.getByTestId("save-search-submit").click();
    await expect(form.getByRole("alert")).toHaveText("Geben Sie der Suche einen Namen mit 1 bis 80 Zeichen.");

    await form.getByTestId("save-search-name").fill("Labore mit ApoB");
    await form.getByTestId("save-search-frequency").selectOption("daily");
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/saved-searches" && r.request().method() === "POST",
    );
    await form.getByTestId("save-search-submit").click();
    expect((await created).status()).toBe(201);
    await expect(panel(page).getByTestId("save-search-done")).toContainText(
      "Gespeichert. Wir schreiben Ihnen, sobald neue Einträge dazu passen.",
    );
    await expectAccessible(page, "Verzeichnis mit gespeicherter Suche");

    const [saved] = (await (await page.request.get("/api/saved-searches")).json()) as Saved[];
    expect(saved).toMatchObject({ name: "Labore mit ApoB", view: "labs", frequency: "daily", active: true });
    expect(new URLSearchParams(saved!.query).get("markers")).toBe("apob");

    // The profile follows the language chosen by the prefixed link.
    await page.goto(`/de${PROFILE_TAB}`);
    await expect(page).toHaveURL((url) => url.pathname === "/profile");
    await expect(items(page)).toHaveCount(1);
    const item = items(page).first();
    await expect(item.getByTestId("saved-search-name")).toHaveText("Labore mit ApoB");
    await expect(item.getByTestId("saved-search-name")).toHaveAttribute("href", /^\/de\/directory\?/);
    await expect(item.getByTestId("saved-search-status")).toHaveText("Aktiv");
    await expect(item.getByTestId("saved-search-frequency")).toHaveText("Täglich");
    await expectAccessible(page, "Profil mit gespeicherter Suche");

    // Editing: a blank name is refused on its field; then the weekly frequency is saved.
    await item.getByTestId("saved-search-edit").click();
    const edit = item.getByTestId("saved-search-edit-form");
    await edit.getByTestId("saved-search-name-input").fill("   ");
    await edit.getByTestId("saved-search-save").click();
    await expect(edit.getByRole("alert")).toHaveText("Geben Sie der Suche einen Namen mit 1 bis 80 Zeichen.");
    await edit.getByTestId("saved-search-name-input").fill("Labore mit ApoB, wöchentlich");
    await edit.getByTestId("saved-search-frequency-input").selectOption("weekly");
    // The criteria too: search words added to the same kind keep its ApoB filter.
    await expect(edit.getByTestId("saved-search-view-input")).toHaveValue("labs");
    await edit.getByTestId("saved-search-search-input").fill("Heimtest");
    await expectAccessible(page, "Gespeicherte Suche bearbeiten");
    await edit.getByTestId("saved-search-save").click();
    await expect(item.getByTestId("saved-search-frequency")).toHaveText("Wöchentlich");
    await expect(item.getByTestId("saved-search-name")).toHaveText("Labore mit ApoB, wöchentlich");
    await expect(item.getByTestId("saved-search-name")).toHaveAttribute("href", /search=Heimtest/);
    const [edited] = (await (await page.request.get("/api/saved-searches")).json()) as Saved[];
    expect(new URLSearchParams(edited!.query).get("markers")).toBe("apob");
    expect(new URLSearchParams(edited!.query).get("search")).toBe("Heimtest");

    await item.getByTestId("saved-search-toggle").click();
    await expect(item.getByTestId("saved-search-status")).toHaveText("Pausiert");
    await expect(item.getByTestId("saved-search-toggle")).toHaveText("Fortsetzen");
    await page.reload();
    await expect(items(page).first().getByTestId("saved-search-status")).toHaveText("Pausiert");
    await expect(items(page).first().getByTestId("saved-search-frequency")).toHaveText("Wöchentlich");

    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await items(page).first().getByTestId("saved-search-delete").click();
    await expect(items(page)).toHaveCount(0);
    expect(dialogs).toEqual(["Die gespeicherte Suche „Labore mit ApoB, wöchentlich“ löschen?"]);
    await expect(page.getByTestId("saved-searches-empty")).toBeVisible();
    expect(await (await page.request.get("/api/saved-searches")).json()).toEqual([]);
    await expectAccessible(page, "Profil ohne gespeicherte Suchen");
  });

  test("a visitor saves with an address, gets the confirmation email and confirms", async ({ page }) => {
    test.setTimeout(120_000);
    const address = `saver-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(LABS_WITH_APOB);
    await expect(page.getByTestId("results-status")).toBeVisible();
    const form = await openSaveForm(page);
    await expect(form.getByTestId("save-search-sign-in")).toBeVisible();

    await form.getByTestId("save-search-name").fill("ApoB labs");
    await form.getByTestId("save-search-submit").click();
    await expect(form.getByRole("alert")).toHaveText("This field is required");
    await form.getByTestId("save-search-email").fill("not-an-address");
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/saved-searches/email");
    await form.getByTestId("save-search-submit").click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expectAccessible(page, "directory save form with an error");

    await form.getByTestId("save-search-email").fill(address);
    await form.getByTestId("save-search-frequency").selectOption("weekly");
    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/saved-searches/email");
    await form.getByTestId("save-search-submit").click();
    expect((await accepted).status()).toBe(202);
    await expect(panel(page).getByTestId("save-search-done")).toContainText("Check your inbox");

    const message = await emailTo(address, /^Confirm your saved search/);
    expect(message).toContain("ApoB labs");
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const confirm = linkPath(message, "/saved-searches/confirm");
    expect(confirm.startsWith("/saved-searches/confirm?")).toBe(true);

    // Opening the link changes nothing (mail scanners open links); its button confirms. It takes a secret token, so
    // it renders per request under a nonce CSP.
    const opened = await page.goto(confirm);
    expect(opened?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByRole("heading", { name: "Confirm your saved search?" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expectAccessible(page, "saved-search confirm page");
    await page.getByTestId("confirm-saved-search-confirm").click();
    await expect(page.getByRole("heading", { name: "Saved search confirmed" })).toBeVisible();
    await expectAccessible(page, "saved search confirmed");
    // A second use of the link is refused.
    await page.goto(confirm);
    await page.getByTestId("confirm-saved-search-confirm").click();
    await expect(page.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("un visiteur enregistre avec son adresse : la page dit de consulter sa boîte, le lien confirme en français", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const address = `sans-js-${randomUUID().slice(0, 8)}@example.com`;
      await page.goto(`/fr${LABS_WITH_APOB}`);
      await panel(page).getByTestId("save-search-toggle").click();
      const form = panel(page).getByTestId("save-search-form");
      await form.getByTestId("save-search-name").fill("Laboratoires ApoB");
      await form.getByTestId("save-search-email").fill(address);
      await form.getByTestId("save-search-submit").click();

      await expect(page).toHaveURL((url) => url.pathname === "/fr/saved-searches/saved");
      await expect(page.getByRole("heading", { name: "Consultez votre boîte de réception" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Retour aux résultats" })).toHaveAttribute(
        "href",
        /^\/fr\/directory\?category=labs&markers=apob/,
      );
      await expectAccessibleWithoutScripts(page, browser, "page « consultez votre boîte »");

      // Its subject is MIME-encoded (non-ASCII): any message to this fresh address is the one.
      const message = await emailTo(address, /./);
      const confirm = linkPath(message, "/fr/saved-searches/confirm");
      // The prefixed link chooses French for the per-request page it opens.
      await page.goto(confirm);
      await expect(page).toHaveURL((url) => url.pathname === "/saved-searches/confirm");
      await expect(page.getByRole("heading", { name: /^Confirmer votre recherche enregistrée/ })).toBeVisible();
      await expectAccessibleWithoutScripts(page, browser, "page de confirmation");
      await page.getByTestId("confirm-saved-search-confirm").click();
      await expect(page).toHaveURL((url) => url.searchParams.get("status") === "confirmed");
      await expect(page.getByRole("heading", { name: "Recherche enregistrée confirmée" })).toBeVisible();
    });

    test("a refused plain form says why on the outcome page", async ({ page, browser }) => {
      await page.goto(`/de${LABS_WITH_APOB}`);
      await panel(page).getByTestId("save-search-toggle").click();
      const form = panel(page).getByTestId("save-search-form");
      // Blank after trimming: the browser's `required` lets it through, the schema refuses it.
      await form.getByTestId("save-search-name").fill("   ");
      await form.getByTestId("save-search-email").fill(`ohne-namen-${randomUUID().slice(0, 8)}@example.com`);
      await form.getByTestId("save-search-submit").click();
      await expect(page).toHaveURL((url) => url.pathname === "/de/saved-searches/saved");
      await expect(page.getByRole("heading", { name: "Die Suche konnte nicht gespeichert werden" })).toBeVisible();
      await expectAccessibleWithoutScripts(page, browser, "Seite nach abgelehntem Formular");
    });
  });
});
