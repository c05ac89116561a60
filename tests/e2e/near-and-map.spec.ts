import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";

// Distance search, "Use my location" and the map of results, against the demo data (Berlin-area hospitals with
// published addresses) on the embedded database. Nothing here may leave the machine: every request is checked.

const cards = (page: Page) => page.locator("article.listing-card");
const distances = (page: Page) => page.getByTestId("card-proximity").allTextContents();

/** Fails the test if the page asks anything of a host other than the app itself (no tiles, fonts or geocoders). */
function expectNoNetwork(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) foreign.push(request.url());
  });
  return () => expect(foreign, "requests to other hosts").toEqual([]);
}

/** Kilometres in a distance text ('2.4 km', '≈ 26 km'); 0 for 'In Berlin' (the city itself). */
function kilometres(text: string): number {
  const match = /([\d.,]+)\s*(k?m)/.exec(text);
  if (!match?.[1]) return 0;
  const value = Number(match[1].replace(",", ""));
  return match[2] === "m" ? value / 1000 : value;
}

test.describe("near a place", () => {
  test("Berlin-area clinics by distance, with their distances, from a fresh start", async ({ page, baseURL }) => {
    const offline = expectNoNetwork(page, baseURL);
    await page.goto("/directory?category=clinics&near=Berlin&radius=50");
    await expect(page.getByTestId("near-resolved")).toHaveText("Measured from Berlin, Germany");
    await expect(cards(page).first()).toBeVisible();
    const texts = await distances(page);
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.length).toBe(await cards(page).count());
    const km = texts.map(kilometres);
    expect(km, `in order: ${texts.join(" | ")}`).toEqual([...km].sort((a, b) => a - b));
    expect(texts[0]).toBe("In Berlin");
    expect(km.at(-1)).toBeLessThanOrEqual(50);
    await expect(cards(page).filter({ hasText: "Klinikum Ernst von Bergmann" })).toContainText("≈ 2");
    await expectAccessible(page, "clinics near Berlin");
    offline();
  });

  test("München, Munich and Muenchen are one city", async ({ page }) => {
    for (const spelling of ["Muenchen", "M%C3%BCnchen", "Munich"]) {
      await page.goto(`/directory?category=clinics&near=${spelling}`);
      await expect(page.getByTestId("near-resolved")).toHaveText("Measured from Munich, Germany");
    }
  });

  test("an ambiguous place offers 'Did you mean…', and a choice searches there", async ({ page }) => {
    await page.goto("/directory?category=clinics&near=Springfield");
    const suggestions = page.getByTestId("near-suggestions");
    await expect(suggestions).toContainText("Did you mean");
    const first = suggestions.getByRole("link").first();
    const label = (await first.textContent()) ?? "";
    expect(label).toContain("Springfield");
    await first.click();
    // The address bar may show the comma as it is (nuqs writes it unescaped): the URL's value is what counts.
    await expect(page).toHaveURL((url) => url.searchParams.get("near")?.startsWith("Springfield,") ?? false);
    await expect(page.getByTestId("near-resolved")).toContainText(`Measured from ${label.split(",")[0]},`);
    await expect(page.getByTestId("near-suggestions")).toBeHidden();
    await expectAccessible(page, "Did you mean");
  });

  test("the place, radius and toggle are typed in and kept in the URL", async ({ page }) => {
    await page.goto("/directory?category=clinics");
    await hydrated(page, "[data-testid=near-submit]");
    await page.getByTestId("near-toggle").click();
    await page.getByTestId("near-input").fill("Potsdam, Germany");
    await page.getByTestId("near-submit").click();
    await expect(page).toHaveURL(/near=Potsdam/);
    await expect(page.getByTestId("near-resolved")).toHaveText("Measured from Potsdam, Germany");
    await page.getByTestId("near-radius").selectOption("50");
    await expect(page).toHaveURL(/radius=50/);
    await expect(cards(page).filter({ hasText: "Charité" })).toBeVisible();
    await page.getByTestId("near-remote").check();
    await expect(page).toHaveURL(/remote=true/);
    await page.getByTestId("near-clear").click();
    await expect(page).not.toHaveURL(/near=/);
  });

  test("the detail page says how far a listing is from the place searched in this tab", async ({ page }) => {
    await page.goto("/directory?category=clinics&near=Berlin&radius=50");
    await cards(page).filter({ hasText: "Klinikum Ernst von Bergmann" }).getByRole("link").first().click();
    await expect(page.getByTestId("detail-distance")).toHaveText(/^≈ 2\d km from Berlin, Germany$/);
    const map = page.getByTestId("location").getByRole("img");
    await expect(map).toHaveAttribute("alt", /Potsdam/);
    const response = await page.request.get((await map.getAttribute("src")) ?? "");
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  });
});

test.describe("use my location", () => {
  test("granted: the position becomes the nearest city, and only a rounded position is sent", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 52.5163, longitude: 13.3777 });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/places/nearest")) asked.push(request.url());
    });
    await page.goto("/directory?category=clinics");
    await page.getByTestId("near-toggle").click();
    await page.getByTestId("use-my-location").click();
    await expect(page).toHaveURL(/near=Berlin/);
    await expect(page.getByTestId("near-resolved")).toHaveText("Measured from Berlin, Germany");
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).search).toBe("?lat=52.5&lng=13.4");
    expect(page.url()).not.toContain("52.5");
  });

  test("denied: a clear message, and the page stays as it was", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/directory?category=clinics");
    await page.getByTestId("near-toggle").click();
    await page.getByTestId("use-my-location").click();
    await expect(page.getByTestId("location-message")).toHaveText(/Location access was denied/);
    await expect(page).not.toHaveURL(/near=/);
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`the map of results (${device})`, () => {
    test.use({ viewport });

    test("opens on demand, shows the results as points and groups, and a point's card links to it", async ({
      page,
      baseURL,
    }) => {
      const offline = expectNoNetwork(page, baseURL);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto("/directory?category=clinics&near=Berlin&radius=50");
      await page.waitForLoadState("networkidle");
      const firstLoad = [...scripts];
      await page.getByTestId("map-toggle").click();
      const map = page.getByTestId("results-map");
      await expect(map.getByTestId("map-outlines").locator("path").first()).toHaveAttribute("d", /M/);
      expect(
        scripts.filter((url) => !firstLoad.includes(url)).length,
        "the map's code loads on demand",
      ).toBeGreaterThan(0);
      await expect(page.getByTestId("map-status")).toHaveText(/result/);
      const markers = map.locator("[data-testid=map-point], [data-testid=map-cluster]");
      await expect(markers.first()).toBeVisible();
      // Groups come apart as the map zooms in; a point opens its card.
      for (let i = 0; i < 6 && (await map.getByTestId("map-point").count()) === 0; i++) {
        await map.getByTestId("map-cluster").first().click();
      }
      await map.getByTestId("map-point").first().click();
      const card = page.getByTestId("map-point-card");
      await expect(card).toBeVisible();
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/clinic\//);
      await expectAccessible(page, "map of results");
      await page.keyboard.press("Escape");
      await expect(card).toBeHidden();
      // The list stays, below the map.
      await expect(cards(page).first()).toBeVisible();
      offline();
    });

    test("is keyboard-operable and lists its points for screen readers", async ({ page }) => {
      await page.goto("/directory?category=labs");
      await page.getByTestId("map-toggle").click();
      const frame = page.getByTestId("map-frame");
      await expect(page.getByTestId("map-status")).toHaveText(/on the map/);
      const before = await frame.locator("[data-testid=map-point], [data-testid=map-cluster]").count();
      await frame.focus();
      await page.keyboard.press("+");
      await page.keyboard.press("ArrowLeft");
      await expect(
        page.getByRole("list", { name: "Results on the map, as a list" }).getByRole("link").first(),
      ).toHaveAttribute("href", /^\/lab\//);
      expect(before).toBeGreaterThan(0);
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("data-testid", /map-(point|cluster)/);
    });
  });
}
