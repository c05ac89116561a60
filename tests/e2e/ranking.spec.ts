// How the directory ranks, seen by a visitor: /how-we-rank in English and German passes axe and lists every order's
// parameters; a sponsored listing is labelled "Sponsored" / "Gesponsert" on its card and its page, the label
// explaining itself on focus; every directory view links to how it ranks.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { RANKING_ORDERS } from "../../lib/listings/ranking";
import { E2E_DB_URL } from "../support/e2e-servers";
import { expectAccessible } from "./support/axe";

const token = `zq${randomUUID().replace(/-/g, "").slice(0, 8)}`;
const slug = `ranking-sponsored-${token}`;
const name = `Ranking Sponsored Clinic ${token}`;

test.beforeAll(async () => {
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "Listing" (id, kind, slug, name, status, placement, country, city, region, "shortDescription", "publishedAt", "updatedAt")
       VALUES ($1, 'clinic', $2, $3, 'published', 'sponsored', 'Germany', 'Berlin', 'Europe', $4, now(), now())`,
      [`zz-ranking-${token}`, slug, name, `A clinic made by the ranking test ${token}.`],
    );
  } finally {
    await client.end();
  }
});

test.describe("how we rank", () => {
  for (const [prefix, title] of [
    ["", "How we rank listings"],
    ["/de", "So ordnen wir die Einträge"],
  ] as const) {
    test(`${prefix}/how-we-rank lists every order and passes axe`, async ({ page }) => {
      const response = await page.goto(`${prefix}/how-we-rank`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("ranking-orders").locator("[data-order]")).toHaveCount(
        Object.keys(RANKING_ORDERS).length,
      );
      await expect(page.locator("#placement")).toBeVisible();
      await expectAccessible(page, `${prefix}/how-we-rank`);
    });
  }

  for (const [prefix, label, explanation] of [
    ["", "Sponsored", "A paid placement."],
    ["/de", "Gesponsert", "Eine bezahlte Platzierung."],
  ] as const) {
    test(`a sponsored listing says ${label} on its card and its page, explained on focus`, async ({ page }) => {
      await page.goto(`${prefix}/directory?category=clinics&search=${token}`);
      await expect(page.getByTestId("how-we-rank")).toHaveAttribute("href", `${prefix}/how-we-rank`);
      const card = page.locator("article.listing-card").filter({ hasText: name });
      const badge = card.locator('[data-placement="sponsored"] a');
      await expect(badge).toHaveText(label);
      await badge.focus();
      await expect(card.getByRole("tooltip")).toBeVisible();
      await expect(card.getByRole("tooltip")).toContainText(explanation);
      await expect(badge).toHaveAttribute("href", `${prefix}/how-we-rank#placement`);

      await page.goto(`${prefix}/clinic/${slug}`);
      await expect(page.getByTestId("detail-header").locator('[data-placement="sponsored"] a')).toHaveText(label);
    });
  }
});
