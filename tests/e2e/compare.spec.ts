import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// Compare, related listings and the verified line against the curated demo data (production build, `npm start`).

const OURA = "/wearable/oura-ring";
const WHOOP = "/wearable/whoop";
const COMPARISON = "/compare/wearable/oura-ring-vs-whoop";

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe("compare", () => {
  test("on a desktop: collect two wearables from the directory, open the comparison, see the differences", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const card = (name: string) => page.locator("article", { has: page.getByRole("link", { name, exact: true }) });
    await page.goto("/directory?search=Oura%20Ring");
    await card("Oura Ring").getByRole("button", { name: "Compare Oura Ring" }).click();
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toContainText("1 wearable");
    await expect(bar).toContainText("Add another wearable to compare");
    // The comparison lives in this browser: a search on another page still has it.
    // WHOOP is in North America; the directory shows Europe unless asked.
    await page.goto("/directory?search=WHOOP&region=All+Regions");
    await expect(bar).toContainText("1 wearable");
    await card("WHOOP").getByRole("button", { name: "Compare WHOOP" }).click();
    await expect(card("WHOOP").getByRole("button", { name: "Compare WHOOP" })).toHaveAttribute("aria-pressed", "true");
    await expect(bar).toContainText("2 wearables");
    await bar.getByTestId("compare-link").click();

    await expect(page).toHaveURL(new RegExp(`${COMPARISON}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oura Ring vs WHOOP");
    await expect(page).toHaveTitle(/^Oura Ring vs WHOOP: wearables compared/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${COMPARISON}$`));
    // Neither picked nor opened often yet: not for search engines, though its links are followed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveText([/Oura Ring/, /WHOOP/]);
    const battery = table.locator('tr[data-fact="batteryLife"]');
    await expect(battery).toHaveAttribute("data-differs", "true");
    await expect(battery.getByRole("cell")).toHaveText(["up to 8 days", "Not yet provided"]);
    await expect(table.locator('tr[data-fact="platforms"]')).not.toHaveAttribute("data-differs");
    await expect(table.getByRole("row", { name: /Member rating/ })).toContainText("No member reviews yet");
    await expect(table.getByRole("link", { name: "Oura Ring" })).toHaveAttribute("href", OURA);
    const itemList = (await jsonLdTypes(page)).find((block) => block["@type"] === "ItemList");
    expect(itemList?.numberOfItems).toBe(2);
    expect((itemList?.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname)).toEqual([
      OURA,
      WHOOP,
    ]);
    await expectAccessible(page, "compare 1");
  });

  test("on a phone: collect from detail pages, the bar links to the comparison, the table scrolls", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(WHOOP);
    await page.getByTestId("detail-header").getByRole("button", { name: "Compare" }).click();
    await page.goto(OURA);
    const toggle = page.getByTestId("detail-header").getByRole("button", { name: "Compare" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("compare-bar")).toContainText("2 wearables");
    await expectAccessible(page, "compare 2");
    await page.getByTestId("compare-link").click();
    await expect(page).toHaveURL(new RegExp(`${COMPARISON}$`));
    const region = page.getByRole("region", { name: "Comparison table" });
    await expect(region).toBeVisible();
    // The fact names stay in view while the listings scroll beside them.
    const width = await region.evaluate((element) => element.clientWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page, "compare 3");
    // Clearing empties the comparison on every page of this browser.
    await page.getByTestId("compare-bar").getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("compare-bar")).toHaveCount(0);
  });

  test("one address per comparison: other orders answer 308, anything else the route's 404", async ({ request }) => {
    const reversed = await request.get("/compare/wearable/whoop-vs-oura-ring", { maxRedirects: 0 });
    expect(reversed.status()).toBe(308);
    // Next repeats the Location header of a cached redirect; every copy names the canonical address.
    const locations = (reversed.headers().location ?? "")
      .split(/,\s*/)
      .map((value) => new URL(value, "http://x").pathname);
    expect(new Set(locations)).toEqual(new Set([COMPARISON]));
    for (const path of [
      "/compare/wearable/oura-ring-vs-no-such-ring",
      "/compare/wearable/oura-ring-vs-oura-ring",
      "/compare/wearable/oura-ring",
      "/compare/lab/oura-ring-vs-whoop",
      "/compare/wearables/oura-ring-vs-whoop",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Comparison Not Found");
    }
  });
});

test.describe("facts, verification and related listings on a detail page", () => {
  test("shows the facts it has, names the ones it lacks, says they are not yet verified, and lists similar wearables", async ({
    page,
  }) => {
    await page.goto(OURA);
    const glance = page.getByTestId("at-a-glance");
    await expect(glance.locator('dd[data-fact="batteryLife"]')).toHaveText("up to 8 days");
    await expect(glance.locator('dd[data-fact="platforms"]')).toHaveText("iOS, Android");
    await expect(glance.getByTestId("facts-missing")).toContainText("Price");
    const verified = page.getByTestId("verified-line");
    await expect(verified).toContainText("Not yet verified.");
    await expect(verified.getByRole("link", { name: "ouraring.com" })).toHaveAttribute("href", "https://ouraring.com");
    // Curated listings were seeded, not published here by anyone: no "first published" date.
    await expect(page.getByTestId("listing-info")).not.toContainText("First published here");
    const related = page.getByTestId("related").getByTestId("related-listing");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(6);
    for (const href of await related.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/wearable\/[^/]+$/);
    const entity = (await jsonLdTypes(page)).find((block) => block["@type"] === "Product");
    expect(entity?.additionalProperty).toEqual(
      expect.arrayContaining([{ "@type": "PropertyValue", name: "Battery life", value: "up to 8 days" }]),
    );
    await expectAccessible(page, "compare 4");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "compare 5");
  });

  test("the admin marks a listing verified, and its page says so at once", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/verification");
    await expect(page.getByTestId("stale-total")).toContainText("published listings need checking");
    await expectAccessible(page, "compare 6");
    await page.getByTestId("stale-kind").selectOption("wearable");
    const row = page.getByTestId("stale-listing").filter({ hasText: "Polar H10" });
    await expect(row).toHaveCount(1);
    await row.getByTestId("mark-verified").click();
    await expect(page.getByTestId("stale-listing").filter({ hasText: "Polar H10" })).toHaveCount(0);
    await page.goto("/wearable/polar-h10");
    await expect(page.getByTestId("verified-line")).toContainText(
      /Information verified \d{1,2} \w+ \d{4} by our team\./,
    );
    await expect(page.getByTestId("verified-stale")).toHaveCount(0);
  });
});

test.describe("the admin's facts and comparison picks", () => {
  test("facts edited in the listing editor show in the page's facts block and its comparison", async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.request.get("/api/wearables/whoop");
    const whoop = (await response.json()) as { id: string };
    await page.goto(`/admin/listings/${whoop.id}`);
    await page.getByTestId("listing-field-batteryLife").fill("up to 14 days");
    await page.getByTestId("listing-field-priceFrom").fill("239");
    await page.getByTestId("listing-field-currency").fill("EUR");
    await page.getByTestId("listing-save").click();
    await expect(page.getByText("Listing saved").first()).toBeVisible();
    await expectAccessible(page, "compare 7");
    try {
      await page.goto(WHOOP);
      await expect(page.getByTestId("at-a-glance").locator('dd[data-fact="batteryLife"]')).toHaveText("up to 14 days");
      await expect(page.getByTestId("at-a-glance").locator('dd[data-fact="priceFrom"]')).toHaveText("€239.00");
      await page.goto(COMPARISON);
      await expect(page.getByTestId("compare-table").locator('tr[data-fact="batteryLife"] td')).toHaveText([
        "up to 8 days",
        "up to 14 days",
      ]);
    } finally {
      const undo = await page.request.patch(`/api/admin/listings/${whoop.id}`, {
        data: { batteryLife: "", priceFrom: "", currency: "" },
      });
      expect(undo.status()).toBe(200);
    }
  });

  test("a comparison the admin picks becomes indexable and joins the sitemap", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/comparisons");
    await page.getByTestId("pick-url").fill(`http://example.org/compare/wearable/whoop-vs-oura-ring`);
    await page.getByTestId("pick-add").click();
    const picks = page.getByTestId("picks");
    await expect(picks.getByRole("link", { name: "Oura Ring vs WHOOP" })).toHaveAttribute("href", COMPARISON);
    await expectAccessible(page, "compare 8");
    try {
      await page.goto(COMPARISON);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
      const sitemap = await page.request.get("/sitemaps/pages.xml");
      expect(await sitemap.text()).toContain(`${COMPARISON}</loc>`);
    } finally {
      await page.goto("/admin/comparisons");
      await picks.getByRole("button", { name: "Remove Oura Ring vs WHOOP" }).click();
      await expect(picks).toHaveCount(0);
    }
    await page.goto(COMPARISON);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
