import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";
import { signUp } from "./support/member";

// The directory and detail pages before (and without) their JavaScript: Load More is a link to the next page of
// results, Save and Compare are forms whose routes answer 303 back. With JavaScript the islands do the same in place.

/** A view paged by 20 that the demo data fills past its first page. */
const PAGED = "/directory?category=clinics";
const CLINICS = "/directory?category=clinics";
const OURA = "/wearable/oura-ring";
const WHOOP = "/wearable/whoop";

const cards = (page: Page) => page.getByTestId("directory-grid").locator("article.listing-card");
const cardHrefs = (page: Page) =>
  cards(page)
    .locator(".listing-card-title a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
const loadMore = (page: Page) => page.getByRole("link", { name: "Load More Results" });

type Favorite = { itemType: string; listing: { slug: string } };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More is a link to the next page of results, which links back to the first", async ({ page }) => {
    await page.goto(PAGED);
    await expect(cards(page)).toHaveCount(20);
    const first = await cardHrefs(page);
    await expect(loadMore(page)).toHaveAttribute("rel", "next");
    await loadMore(page).click();
    await expect(page).toHaveURL(/\/directory\?category=clinics&page=2$/);
    const second = await cardHrefs(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    // The cards' forms come back to this page of results.
    await expect(cards(page).first().locator("input[name=returnTo]").first()).toHaveValue(
      "/directory?category=clinics&page=2",
    );
    const previous = page.getByRole("link", { name: "Previous Results" });
    await expect(previous).toHaveAttribute("rel", "prev");
    await previous.click();
    await expect(page).toHaveURL(/\/directory\?category=clinics$/);
    expect(await cardHrefs(page)).toEqual(first);
  });

  test("'Did you mean…' offers links that search near the place chosen", async ({ page }) => {
    await page.goto("/directory?category=clinics&near=Springfield");
    const choice = page.getByTestId("near-suggestions").getByRole("link").first();
    const label = (await choice.textContent()) ?? "";
    expect(label).toContain("Springfield,");
    await choice.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("near") === label);
    await expect(page.getByTestId("near-suggestions")).toBeHidden();
    await expect(page.getByTestId("results-status")).toContainText("Showing");
  });

  test("a signed-out visitor's Save goes to sign in, to come back to the page", async ({ page }) => {
    await page.goto(CLINICS);
    await cards(page).first().locator(".favorite-heart").click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdirectory%3Fcategory%3Dclinics$/);
  });

  test("a member's Save saves the listing and comes back to the page, on a card and on a detail page", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto(CLINICS);
    const href = (await cardHrefs(page))[0]!;
    await cards(page).first().locator(".favorite-heart").click();
    await expect(page).toHaveURL(/\/directory\?category=clinics$/);

    await page.goto(OURA);
    await page.getByTestId("save-button").click();
    await expect(page).toHaveURL(new RegExp(`${OURA}$`));

    const favorites = (await (await page.request.get("/api/favorites")).json()) as Favorite[];
    const saved = favorites.map((favorite) => `${favorite.itemType}/${favorite.listing.slug}`);
    expect(saved).toEqual(expect.arrayContaining([href.replace(/^\/clinic\//, "clinic/"), "wearable/oura-ring"]));
  });

  test("Compare keeps the comparison in a cookie and opens it once it holds two listings", async ({ page }) => {
    await page.goto(OURA);
    await page.getByTestId("compare-toggle").click();
    await expect(page).toHaveURL(new RegExp(`${OURA}$`));
    await page.goto(WHOOP);
    await page.getByTestId("compare-toggle").click();
    await expect(page).toHaveURL(/\/compare\/wearable\/oura-ring-vs-whoop$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oura Ring vs WHOOP");
  });
});

test("the forms' routes refuse posts from another site and accept the page's own", async ({ request, baseURL }) => {
  const form = { kind: "wearable", slug: "whoop", returnTo: OURA };
  for (const path of ["/api/compare", "/api/favorites/save"]) {
    const data = path === "/api/compare" ? form : { itemType: "wearable", itemId: "whoop", returnTo: OURA };
    const foreign = await request.post(path, {
      form: data,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status(), path).toBe(403);
    const own = await request.post(path, { form: data, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(own.status(), path).toBe(303);
  }
  // A returnTo off the site comes back home instead.
  const away = await request.post("/api/compare", {
    form: { ...form, returnTo: "//evil.example/" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(away.headers()["location"]).toBe("/");
});

test.describe("with JavaScript", () => {
  test("Load More adds the next page in place and moves the URL's page along", async ({ page }) => {
    await page.goto(PAGED);
    await expect(cards(page)).toHaveCount(20);
    await hydrated(page, "[data-testid=load-more]");
    await page.evaluate(() => void Object.assign(window, { stayed: true }));
    await loadMore(page).click();
    await expect(page).toHaveURL(/\/directory\?category=clinics&page=2$/);
    await expect.poll(async () => (await cardHrefs(page)).length).toBeGreaterThan(20);
    expect(await page.evaluate(() => "stayed" in window), "no page load").toBe(true);
    await expectAccessible(page, "directory with a second page");
    // Reloaded, the URL is that page of results on its own, with a link back.
    await page.reload();
    await expect(page.getByRole("link", { name: "Previous Results" })).toBeVisible();
    await expectAccessible(page, "directory page 2");
  });

  test("Compare and Save act in place once hydrated", async ({ page }) => {
    await page.goto(OURA);
    await hydrated(page, "[data-testid=compare-toggle]");
    await page.evaluate(() => void Object.assign(window, { stayed: true }));
    const compare = page.getByTestId("compare-toggle");
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("save-button")).toHaveAttribute("title", "Sign in to save");
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("save-button").click();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Login Required");
    await expect(page).toHaveURL(new RegExp(`${OURA}$`));
    expect(await page.evaluate(() => "stayed" in window), "no page load").toBe(true);
  });
});
