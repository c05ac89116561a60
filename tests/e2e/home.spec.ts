import { expect, test } from "@playwright/test";
import { holdChunk, NEWSLETTER_CHUNK_MARK, onChunkContaining, stopChunkRoutes } from "./support/slow-chunks";

// Chunk routes (support/slow-chunks) may still hold a request when a test ends.
test.afterEach(async ({ page }) => stopChunkRoutes(page));

// The sample questions as the English page words them (a search is case-insensitive).
const CHIPS = [
  "LDL cholesterol",
  "Blood glucose",
  "Sleep and recovery",
  "Longevity",
  "Energy",
  "Inflammation and gut health",
];
const TILES = ["clinics", "labs", "wearables", "supplements", "apps", "social"];

type FeaturedBrand = { id: string; name: string; placement: "editorial" | "sponsored" | null; url: string };

test.describe("home page", () => {
  test("has the title, canonical URL and Organization + WebSite JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Longevity Directory/);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe("/");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const website = jsonLd
      .map((text) => JSON.parse(text) as { "@type": string; potentialAction?: { target?: { urlTemplate?: string } } })
      .find((d) => d["@type"] === "WebSite");
    expect(website?.potentialAction?.target?.urlTemplate).toContain("/directory?search={search_term_string}");
  });

  test("shows live stats from the database", async ({ page, request }) => {
    const health = (await (await request.get("/api/health")).json()) as { listings: number };
    await page.goto("/");
    const stats = page.getByTestId("hero-stats");
    if (health.listings === 0) {
      await expect(stats).toHaveCount(0);
      return;
    }
    await expect(stats).toBeVisible();
    await expect(stats).toContainText(/\d+\+?\s*Clinics/);
    await expect(stats).toContainText(/\d+\+?\s*Labs/);
    await expect(stats).toContainText(/\d+\+?\s*Brands/);
    // Never the old hard-coded marketing numbers unless the data really says so.
    const clinics = (await (await request.get("/api/clinics?limit=100&region=All%20Regions")).json()) as unknown[];
    const shown = Number((await page.getByTestId("stat-clinics").textContent())?.match(/\d+/)?.[0]);
    expect(shown).toBeLessThanOrEqual(clinics.length === 100 ? Number.MAX_SAFE_INTEGER : clinics.length);
  });

  test("the six sample questions also work without JavaScript, as directory searches", async ({ page }) => {
    await page.goto("/");
    const chips = page.getByTestId("assistant-chips").getByRole("link");
    await expect(chips).toHaveCount(6);
    const hrefs = await chips.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(CHIPS.map((q) => `/directory?search=${encodeURIComponent(q)}`));
  });

  test("links the six category tiles to their directory category", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByTestId("category-tiles").getByRole("link");
    await expect(tiles).toHaveCount(6);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(TILES.map((id) => `/directory?category=${id}`));
  });

  test("shows the featured list from /api/featured/brands, or no section when it is empty", async ({
    page,
    request,
  }) => {
    const brands = (await (await request.get("/api/featured/brands")).json()) as FeaturedBrand[];
    await page.goto("/");
    const section = page.getByTestId("featured-partners");
    if (!brands.length) {
      await expect(section).toHaveCount(0);
      return;
    }
    await expect(section).toBeVisible();
    const sponsored = brands.filter((b) => b.placement === "sponsored").slice(0, 3);
    for (const brand of sponsored) {
      const card = section.getByTestId("sponsored-partner-card").filter({ hasText: brand.name });
      await expect(card).toContainText("Sponsored");
    }
    const shownIds = new Set(sponsored.map((b) => b.id));
    const more = brands.filter((b) => !shownIds.has(b.id)).slice(0, 6);
    const cards = section.getByTestId("featured-brand-card");
    await expect(cards).toHaveCount(more.length);
    for (const [index, brand] of more.entries()) {
      await expect(cards.nth(index)).toContainText(brand.name);
      await expect(cards.nth(index).getByRole("link", { name: brand.name })).toHaveAttribute("href", brand.url);
    }
  });

  test("newsletter: an invalid email shows an error and keeps the text", async ({ page }) => {
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    const input = form.getByLabel("Email address");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-message")).toHaveText("Please enter a valid email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue("not-an-email");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("newsletter: a valid email clears the field and shows success", async ({ page }) => {
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    const input = form.getByLabel("Email address");
    await input.fill(`e2e-${Date.now()}@example.com`);
    const response = page.waitForResponse(
      (r) => r.url().endsWith("/api/newsletter") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByTestId("newsletter-message")).toContainText("Check your inbox");
    await expect(input).toHaveValue("");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("newsletter: its form code is not among the page's first scripts, and the enhanced form replaces the plain one", async ({
    page,
  }) => {
    const loaded: string[] = [];
    await onChunkContaining(page, NEWSLETTER_CHUNK_MARK, (url) => void loaded.push(url));
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const firstScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!, page.url()).href);
    await expect.poll(() => loaded.length).toBe(1);
    expect(firstScripts).not.toContain(loaded[0]);
    await expect(page.getByTestId("newsletter-form")).toHaveCount(1);
    await expect(page.getByTestId("newsletter-form").getByLabel("Email address")).toBeEditable();
  });

  test("newsletter: submitted before its form code has arrived, it is a plain form post the endpoint answers", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, NEWSLETTER_CHUNK_MARK);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await chunk.requested;
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill("still-loading");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL((url) => url.pathname === "/newsletter/check-inbox" && url.search === "?error=invalid");
    chunk.release();
  });

  test("newsletter: after a client-side navigation to the home page the form is there and validates", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await page.getByTestId("site-header").locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === "/");
    const form = page.getByTestId("newsletter-form");
    await expect(form).toHaveCount(1);
    const input = form.getByLabel("Email address");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-message")).toHaveText("Please enter a valid email address");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("has no layout shift while loading", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.05);
  });
});
