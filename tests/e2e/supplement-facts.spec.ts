import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { sql } from "./support/database";
import { hydrated } from "./support/hydrated";
import { newMember, signUp } from "./support/member";

// A fictional demo supplement, imported through the admin API: its facts belong to no real organisation. The visitor
// reads it in German: ingredients with their form, the price per daily dose, the third-party test as a link out to
// its register, and the claims and evidence blocks, which say what is not known instead of guessing.

const run = Date.now().toString(36);

test("a supplement's page shows its daily dose price, its register link and its claims and evidence in German", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const registerUrl = `https://www.koelnerliste.com/en/demo-${run}`;
  const response = await page.request.post("/api/admin/import/commit", {
    data: {
      rows: [
        {
          row: 1,
          values: {
            kind: "supplement",
            name: `E2E Demo Magnesium ${run}`,
            website: `https://e2e-demo-magnesium-${run}.example/`,
            priceFrom: "24",
            currency: "EUR",
            servingsPerContainer: "60",
            servingsPerDay: "2",
            ingredientAmounts: JSON.stringify([
              { name: "Magnesium", amount: 100, unit: "mg", form: "Magnesiumglycinat" },
            ]),
            thirdPartyTests: JSON.stringify([
              { programme: "cologne-list", batch: "DEMO-1", registerUrl, checkedAt: "2026-11-30" },
            ]),
          },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: { outcome: string; listing?: { path: string } }[] };
  expect(results[0]?.outcome).toBe("created");

  await page.context().clearCookies();
  await page.goto(`/de${results[0]!.listing!.path}`);
  const facts = page.getByTestId("at-a-glance");
  await expect(facts.locator('[data-fact="ingredientAmounts"]')).toHaveText("Magnesium 100 mg (Magnesiumglycinat)");
  await expect(facts.locator('[data-fact="servingsPerDay"]')).toHaveText(/^2 Portionen · 0,80\s€ pro Tagesdosis$/);
  const tested = facts.locator('[data-fact="thirdPartyTests"] a');
  await expect(tested).toHaveText("Cologne List: DEMO-1 ↗");
  await expect(tested).toHaveAttribute("href", registerUrl);
  await expect(page.getByTestId("health-claims")).toContainText("In der EU zugelassene gesundheitsbezogene Angaben");
  await expect(page.getByTestId("evidence-none")).toHaveText("Noch keine Einträge zur Studienlage.");
  await expectAccessible(page, "supplement facts in German");

  // An editor's evidence entry for the ingredient (a test entry, its citations fictional, removed at the end): the
  // page shows it in German, each citation a link to its DOI or PubMed page.
  await signInAsAdmin(page);
  const outcome = `E2E-Ergebnis ${run}`;
  const saved = await page.request.post("/api/admin/evidence", {
    data: {
      ingredient: "magnesium",
      outcome,
      grade: "B",
      direction: "benefit",
      summary: Object.fromEntries(["en", "de", "fr", "es", "it", "nl"].map((l) => [l, `Testeintrag ${l} ${run}`])),
      citations: [{ doi: `10.1000/e2e-${run}` }, { pmid: "12345678" }],
      editor: "E2E-Redaktion",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id: entryId } = (await saved.json()) as { id: string };
  await page.context().clearCookies();
  await page.goto(`/de${results[0]!.listing!.path}`);
  const evidence = page.getByTestId("evidence").locator("li", { hasText: outcome });
  await expect(evidence).toContainText(`magnesium × ${outcome}: Stufe B, Nutzen`);
  await expect(evidence).toContainText(`Testeintrag de ${run}`);
  await expect(evidence.getByRole("link", { name: `doi:10.1000/e2e-${run}` })).toHaveAttribute(
    "href",
    `https://doi.org/10.1000/e2e-${run}`,
  );
  await expect(evidence.getByRole("link", { name: "PMID 12345678" })).toHaveAttribute(
    "href",
    "https://pubmed.ncbi.nlm.nih.gov/12345678/",
  );
  await expect(evidence).toContainText("Bearbeitet von E2E-Redaktion am");
  await expectAccessible(page, "supplement evidence in German");
  await signInAsAdmin(page);
  expect((await page.request.delete(`/api/admin/evidence/${entryId}`)).status()).toBe(204);
});

// Two fictional demo listings, imported by the admin: an owner adds a wearable's validation study and a clinic's
// diagnostic from the dashboard, and a visitor reads both on the pages in German, the study linked to its DOI.
test("an owner adds a wearable's validation and a clinic's diagnostic, shown on the pages in German", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const imported = await page.request.post("/api/admin/import/commit", {
    data: {
      rows: [
        {
          row: 1,
          values: {
            kind: "wearable",
            name: `E2E Demo Ring ${run}`,
            website: `https://e2e-demo-ring-${run}.example/`,
            priceFrom: "299",
            currency: "EUR",
            subscriptionPrice: "5",
          },
        },
        {
          row: 2,
          values: {
            kind: "clinic",
            name: `E2E Demo Clinic ${run}`,
            website: `https://e2e-demo-clinic-${run}.example/`,
          },
        },
      ],
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const { results } = (await imported.json()) as { results: { listing?: { id: string; path: string } }[] };
  const [ring, clinic] = results.map((result) => result.listing!);
  await page.context().clearCookies();

  const owner = await signUp(page, newMember("facts-owner"));
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [owner.email]);
  for (const listing of [ring!, clinic!])
    await sql(
      `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt") VALUES ($1, $2, $3, 'admin', now())`,
      [`e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`, listing.id, user!.id],
    );

  const save = async (id: string) => {
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/owner/listings/${id}`) && r.request().method() === "PATCH",
    );
    await page.getByTestId("owner-save").click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
  };

  await page.goto(`/owner?listing=${ring!.id}`);
  await hydrated(page, '[data-testid="listing-field-validationStudies"]');
  await page.getByTestId("listing-field-validationStudies").fill(
    JSON.stringify([
      {
        metric: "sleep-stages",
        referenceMethod: "polysomnography",
        doi: "10.1000/e2e-demo",
        sampleSize: 60,
        agreement: "κ = 0.6",
        checkedAt: "2026-11-30",
      },
    ]),
  );
  await save(ring!.id);

  await page.goto(`/owner?listing=${clinic!.id}`);
  await hydrated(page, '[data-testid="listing-field-diagnostics"]');
  await page.getByTestId("listing-field-diagnostics").getByLabel("Coronary calcium score").check();
  await save(clinic!.id);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/de${ring!.path}`);
  const ringFacts = visitor.getByTestId("at-a-glance");
  const study = ringFacts.locator('[data-fact="validationStudies"] a');
  await expect(study).toHaveText(
    "Schlafphasen im Vergleich mit Polysomnographie · 60 Teilnehmende · κ = 0.6 · DOI 10.1000/e2e-demo ↗",
  );
  await expect(study).toHaveAttribute("href", "https://doi.org/10.1000/e2e-demo");
  await expect(ringFacts.locator('[data-fact="subscriptionPrice"]')).toHaveText(/^5\s€ · 419\s€ in zwei Jahren$/);
  await visitor.goto(`/de${clinic!.path}`);
  await expect(visitor.getByTestId("at-a-glance").locator('[data-fact="diagnostics"]')).toHaveText("Koronarkalk-Score");
  await expectAccessible(visitor, "wearable validation and clinic diagnostics in German");
  await visitorContext.close();
});
