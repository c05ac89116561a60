// The register of EU-authorised health claims end to end: the admin adds a claim for magnesium with its condition of
// use on /admin/health-claims; a supplement listing magnesium above the condition shows it in English, one below it
// shows none, and the German page shows the English wording with the pending note (no official German wording read).
// The wording is this test's own fixture, not a registered claim; the test removes it again.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";

const run = Date.now().toString(36);
const WORDING = `E2E fixture wording for magnesium ${run}`;
const NAMES = { en: "Magnesium", de: "Magnesium", fr: "Magnésium", es: "Magnesio", it: "Magnesio", nl: "Magnesium" };

type Register = { nutrients: { slug: string }[]; claims: { id: string; wording: { en: { text?: string } } }[] };

test("the admin adds a magnesium claim; a supplement above its condition shows it, one below shows none", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const today = new Date().toISOString().slice(0, 10);

  await page.goto("/admin/health-claims");
  await hydrated(page, '[data-testid="nutrient-save"]');
  const before = (await (await page.request.get("/api/admin/health-claims")).json()) as Register;
  const hadMagnesium = before.nutrients.some((nutrient) => nutrient.slug === "magnesium");

  // The nutrient (saving the slug again edits it, so a register that has it already keeps one).
  await page.getByTestId("nutrient-slug").fill("magnesium");
  for (const [language, name] of Object.entries(NAMES)) await page.getByTestId(`nutrient-name-${language}`).fill(name);
  const nutrientSaved = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/health-claims/nutrients") && r.request().method() === "POST",
  );
  await page.getByTestId("nutrient-save").click();
  expect((await nutrientSaved).status()).toBe(200);
  await expect(page.getByTestId("claim-nutrients-table")).toContainText("magnesium");

  // The claim: English wording, every other language left pending, at least 60 mg per daily portion.
  await page.getByTestId("claim-nutrient").selectOption("magnesium");
  await page.getByTestId("claim-text-en").fill(WORDING);
  await expect(page.getByTestId("claim-status-de")).toHaveValue("pending");
  await page.getByTestId("claim-min-amount").fill("60");
  await page.getByTestId("claim-min-unit").selectOption("mg");
  await page.getByTestId("claim-regulation").fill("E2E test regulation");
  await page.getByTestId("claim-sourceUrl").fill(`https://register-${run}.example.org/claims`);
  await page.getByTestId("claim-checkedAt").fill(today);
  const claimSaved = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/health-claims/claims") && r.request().method() === "POST",
  );
  await page.getByTestId("claim-save").click();
  const saved = await claimSaved;
  expect(saved.status(), await saved.text()).toBe(201);
  const claimId = ((await saved.json()) as { id: string }).id;
  const row = page.locator(`[data-claim="${claimId}"]`);
  await expect(row).toContainText(WORDING);
  await expect(row).toContainText("at least 60 mg per daily portion");
  await expectAccessible(page, "the admin's health-claims register");

  // Two fictional demo supplements: 100 mg of magnesium a day, and 30 mg.
  const imported = await page.request.post("/api/admin/import/commit", {
    data: {
      rows: [100, 30].map((amount, index) => ({
        row: index + 1,
        values: {
          kind: "supplement",
          name: `E2E Claims Magnesium ${amount} ${run}`,
          website: `https://e2e-claims-magnesium-${amount}-${run}.example/`,
          servingsPerDay: "1",
          ingredientAmounts: JSON.stringify([{ name: "Magnesium", amount, unit: "mg" }]),
        },
      })),
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const { results } = (await imported.json()) as { results: { listing?: { path: string } }[] };
  const [above, below] = results.map((result) => result.listing!.path);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(above!);
  const claims = visitor.getByTestId("health-claims");
  const shown = claims.locator(`[data-claim="${claimId}"]`);
  await expect(shown.locator("q")).toHaveText(WORDING);
  await expect(shown.locator("q")).toHaveAttribute("lang", "en");
  await expect(shown.getByRole("link")).toHaveAttribute("href", `https://register-${run}.example.org/claims`);
  await expect(shown.locator("small")).toHaveCount(0);
  await expectAccessible(visitor, "a supplement page with an authorised claim");

  await visitor.goto(below!);
  await expect(visitor.getByTestId("health-claims-none")).toBeVisible();
  await expect(visitor.getByTestId("health-claims")).not.toContainText(WORDING);

  await visitor.goto(`/de${above!}`);
  const german = visitor.getByTestId("health-claims").locator(`[data-claim="${claimId}"]`);
  await expect(german.locator("q")).toHaveText(WORDING);
  await expect(german.locator("q")).toHaveAttribute("lang", "en");
  await expect(german).toContainText("Übersetzung ausstehend: Es wird der registrierte englische Wortlaut angezeigt.");
  await expectAccessible(visitor, "the German page with the pending note");
  await visitorContext.close();

  // The fixture claim leaves the register again (and the nutrient, when this test added it).
  expect((await page.request.delete(`/api/admin/health-claims/claims/${claimId}`)).status()).toBe(204);
  if (!hadMagnesium)
    expect((await page.request.delete("/api/admin/health-claims/nutrients/magnesium")).status()).toBe(204);
});
