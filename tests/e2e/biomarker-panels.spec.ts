// The biomarker catalogue end to end, in German: an owner adds a test panel to their lab with the catalogue's marker
// picker, and a visitor filtering the directory by those markers and a price per measured marker finds the lab, on
// the page and in the API alike. The admin's catalogue and evidence pages pass axe.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { sql } from "./support/database";
import { hydrated } from "./support/hydrated";
import { signUp } from "./support/member";

type Lab = { id: string; slug: string; name: string };

/** Two markers no demo panel holds together, so the filter finds the lab only through the panel added here. */
const MARKERS = "omega-3-index,telomere-length";
const FILTER = `markers=${MARKERS}&maxPerMarker=10`;

test("Inhaber fügt ein Panel aus dem Katalog hinzu, eine Besucherin filtert danach", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A published lab priced in euros (or in no currency, which reads as euros), the fourth by slug.
  const [lab] = await sql<Lab>(
    `SELECT id, slug, name FROM "Listing" WHERE status = 'published' AND kind = 'lab'
       AND coalesce(currency, 'EUR') = 'EUR' ORDER BY slug OFFSET 3 LIMIT 1`,
  );
  expect(lab, "a published demo lab in euros").toBeDefined();
  const { id, name } = lab!;
  const directory = `/de/directory?category=labs&${FILTER}`;

  // Before: the filter does not find the lab.
  const before = await page.request.get(`/api/labs?${FILTER}&limit=100`);
  expect(before.status()).toBe(200);
  expect(((await before.json()) as { id: string }[]).map((item) => item.id)).not.toContain(id);

  // The owner: a member who owns the lab (granted here; the claim flow has its own spec).
  const member = await signUp(page);
  await sql(
    `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt")
     SELECT $1, $2, u.id, 'admin', now() FROM "User" u WHERE u.email = $3`,
    [`e2e-${randomUUID()}`, id, member.email],
  );
  await page.goto(`/de/owner?listing=${id}`);
  await expect(page.getByTestId("owner-listing-heading")).toContainText(name);
  const picker = page.getByTestId("panel-picker");
  await expect(page.getByRole("group", { name: "Panel aus dem Katalog hinzufügen" })).toBeVisible();
  await hydrated(page, '[data-testid="panel-picker-add"]');

  const panelName = `Langlebigkeit ${randomUUID().slice(0, 6)}`;
  await picker.getByLabel("Name des Panels").fill(panelName);
  await picker.getByLabel("Preis (in der Währung des Eintrags)").fill("20");
  // The search narrows the list; each marker is a checkbox named as the catalogue names it in German.
  await picker.getByLabel("Marker suchen").fill("omega");
  await expect(picker.getByRole("checkbox", { name: "Telomerlänge" })).toBeHidden();
  await picker.getByRole("checkbox", { name: "Omega-3-Index" }).check();
  await picker.getByLabel("Marker suchen").fill("telomer");
  await picker.getByRole("checkbox", { name: "Telomerlänge" }).check();
  await expect(picker).toContainText("2 ausgewählt");
  // What the price includes, and the page it was read from with the day.
  await picker.getByLabel("Probenentnahme").selectOption("finger-prick-kit");
  await picker.getByLabel("Ärztliche Befundung").selectOption("yes");
  await picker.getByLabel("Ergebnis innerhalb von (Tagen)").fill("3");
  await picker.getByLabel("Geprüft am").fill("2026-11-30");
  const source = `https://www.example.org/panels/${panelName.split(" ")[1]}`;
  await picker.getByLabel("Seite, auf der das Panel steht (https)").fill("http://localhost/");
  await picker.getByTestId("panel-picker-add").click();
  await expect(picker.getByRole("alert")).toHaveText(
    "Geben Sie die Seite als https-Adresse einer öffentlichen Website an.",
  );
  await picker.getByLabel("Seite, auf der das Panel steht (https)").fill(source);
  await picker.getByTestId("panel-picker-add").click();
  await expect(picker.getByRole("status")).toContainText(`${panelName} mit 2 Markern hinzugefügt`);
  await expect(page.getByTestId("listing-field-testPanels")).toHaveValue(/"omega-3-index",\s*"telomere-length"/);
  await expect(page.getByTestId("listing-field-testPanels")).toHaveValue(/"sampleMethod": "finger-prick-kit"/);
  await expectAccessible(page, "Inhaber-Dashboard mit Panel-Auswahl");

  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/owner/listings/${id}`) && r.request().method() === "PATCH",
  );
  await page.getByTestId("owner-save").click();
  expect((await saved).status()).toBe(200);

  // The visitor (no cookies): the page and the API find the lab by the panel's markers and its €10 per marker.
  const visitor = await browser.newContext({ locale: "de-DE" });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(directory);
  await expect(visitorPage.getByRole("link", { name, exact: true }).first()).toBeVisible();
  const api = await visitorPage.request.get(`/api/labs?${FILTER}&limit=100&locale=de`);
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { id: string }[]).map((item) => item.id)).toContain(id);
  // A cent under the panel's price per marker, the lab is gone; a marker the catalogue lacks is a coded 400.
  const cheaper = await visitorPage.request.get(`/api/labs?markers=${MARKERS}&maxPerMarker=9&limit=100`);
  expect(((await cheaper.json()) as { id: string }[]).map((item) => item.id)).not.toContain(id);
  const unknown = await visitorPage.request.get("/api/labs?markers=omega-3-index,einhorn");
  expect(unknown.status()).toBe(400);
  expect(
    ((await unknown.json()) as { error: { fields: Record<string, { code: string }[]> } }).error.fields.markers?.[0]
      ?.code,
  ).toBe("errors.unknownValue");
  // The lab's page counts the panel's markers and its price per measured marker.
  await visitorPage.goto(`/de/lab/${lab!.slug}`);
  await expect(visitorPage.getByTestId("at-a-glance")).toContainText(panelName);
  await expect(visitorPage.getByTestId("at-a-glance")).toContainText("Telomerlänge");
  const panel = visitorPage.getByTestId("at-a-glance").locator("li", { hasText: panelName });
  await expect(panel).toContainText(
    "Heimtest mit Fingerstich · Ärztliche Befundung: Ja · Ergebnisse innerhalb von: 3 Tagen",
  );
  await expect(panel.getByRole("link", { name: "Quelle: example.org ↗" })).toHaveAttribute("href", source);
  await expect(panel).toContainText("geprüft am 30. November 2026");
  await visitor.close();

  // The admin's catalogue and evidence pages, in German.
  await signInAsAdmin(page);
  await page.goto("/de/admin/biomarkers");
  await expect(page.getByTestId("biomarker-table")).toContainText("Omega-3-Index");
  await expectAccessible(page, "Biomarker-Katalog");
  await page.goto("/de/admin/evidence");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einträge zur Studienlage");
  await expectAccessible(page, "Studienlage");
});
