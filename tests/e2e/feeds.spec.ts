// The directory outside its pages, as a feed reader and an AI crawler find it: home links its feed, the footer's
// feed icon opens the list of every feed, a category view links its own feed and a view near a city that city's, and
// a listing page links its Markdown copy, which its URL with .md appended serves (through the rewrite, in English and
// German); llms.txt is served at the root.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";

test.describe("feeds and machine-readable copies", () => {
  test("home and a category view link their feeds, and the footer's feed icon opens the list of every feed", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const homeFeed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(homeFeed).toHaveAttribute("href", /^https?:\/\/[^/]+\/feed\.xml$/);
    const footerLink = page.getByTestId("footer-feed-link");
    await expect(footerLink).toHaveAccessibleName("Feeds: RSS, Atom and JSON Feed");
    await footerLink.click();
    await expect(page).toHaveURL(/\/feeds$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feeds");
    await expectAccessible(page, "/feeds");
    const newFeed = page.getByTestId("feed-new").getByRole("link", { name: "RSS" });
    await expect(newFeed).toHaveAttribute("href", "/feed.xml");
    const feed = await request.get("/feed.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await feed.text()).toContain('<rss version="2.0"');
    await expect(page.getByTestId("feed-clinics").getByRole("link", { name: "JSON Feed" })).toHaveAttribute(
      "href",
      "/feeds/clinics.json",
    );

    await page.goto("/de/directory?category=labs");
    const labsFeed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(labsFeed).toHaveAttribute("href", /\/de\/feeds\/labs\.atom$/);
    const atom = await request.get(new URL((await labsFeed.getAttribute("href"))!).pathname);
    expect(atom.status()).toBe(200);
    expect(await atom.text()).toContain("<title>Labore – Longevity Directory</title>");
  });

  test("a view near a city with a feed links that city's feed beside the directory's own", async ({
    page,
    request,
  }) => {
    await page.goto("/de/feeds");
    await expectAccessible(page, "/de/feeds");
    const city = page.locator('[data-testid^="feed-city-"]').first();
    const slug = (await city.getAttribute("data-testid"))!.replace("feed-city-", "");
    const name = (await city.locator("span").first().textContent())!.split(",")[0]!;
    await page.goto(`/de/directory?near=${encodeURIComponent(name)}`);
    const links = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(links.nth(1)).toHaveAttribute("href", new RegExp(`/de/feeds/city/${slug}\\.xml$`));
    const cityFeed = await request.get(`/de/feeds/city/${slug}.xml`);
    expect(cityFeed.status()).toBe(200);
    expect(await cityFeed.text()).toContain(`<title>Einträge in ${name}`);
  });

  for (const prefix of ["", "/de"]) {
    test(`a listing page${prefix ? " in German" : ""} links its Markdown copy at its URL with .md`, async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/directory?category=clinics`);
      const first = page.locator(".listing-card-title a").first();
      const slug = (await first.getAttribute("href"))?.split("/clinic/")[1];
      expect(slug).toBeTruthy();
      const detail = `${prefix}/clinic/${slug}`;
      await page.goto(detail);
      const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(alternate).toHaveAttribute("href", new RegExp(`^https?://[^/]+${detail}\\.md$`));
      const copy = await request.get(`${detail}.md`);
      expect(copy.status()).toBe(200);
      expect(copy.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      const text = await copy.text();
      expect(text).toMatch(/^# .+\n/);
      expect(text).toContain(prefix ? "- Art: Klinik" : "- Kind: Clinic");
      expect((await request.get(`${prefix}/clinic/no-such-clinic-anywhere.md`)).status()).toBe(404);
    });
  }

  test("llms.txt and llms-full.txt are served at the root", async ({ request }) => {
    const short = await request.get("/llms.txt");
    expect(short.status()).toBe(200);
    expect(await short.text()).toMatch(/^# Longevity Directory\n\n> /);
    const full = await request.get("/llms-full.txt");
    expect(full.status()).toBe(200);
    expect(await full.text()).toMatch(/^## Listings$/m);
  });
});
