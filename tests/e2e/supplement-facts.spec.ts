import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";

// A fictional demo supplement, imported through the admin API: its facts belong to no real organisation. The visitor
// reads it in German: ingredients with their form, the price per daily dose, the third-party test as a link out to
// its register, and the claims and evidence blocks, which say what is not known instead of guessing.

const run = Date.now().toString(36);

test("a supplement's page shows its daily dose price, its register link and its claims and evidence in German", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const registerUrl = `https://register-${run}.example.org/batch/demo-1`;
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
});
