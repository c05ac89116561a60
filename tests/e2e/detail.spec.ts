import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// Detail pages against the real demo data (production build, `npm start`): slugs come from the public list API.

type Item = {
  id: string;
  slug: string;
  name: string;
  kind: string;
  url: string;
  website: string | null;
  verified?: boolean;
};
type JsonObject = Record<string, unknown>;

type RouteCase = {
  /** /api/{segment} collection to take a demo listing from. */
  segment: string;
  /** Detail route segment. */
  route: string;
  /** schema.org type of the listing's JSON-LD. */
  type: string;
};

const ROUTES: RouteCase[] = [
  { segment: "clinics", route: "clinic", type: "MedicalClinic" },
  { segment: "labs", route: "lab", type: "MedicalBusiness" },
  { segment: "practitioners", route: "practitioner", type: "Physician" },
  { segment: "wearables", route: "wearable", type: "Product" },
  { segment: "supplements", route: "supplement", type: "Product" },
  { segment: "foods", route: "food", type: "Product" },
  { segment: "leaderboards", route: "leaderboard", type: "Organization" },
  { segment: "brands", route: "brand", type: "Organization" },
  { segment: "apps", route: "brand", type: "Organization" },
  { segment: "communities", route: "brand", type: "Organization" },
  { segment: "events", route: "brand", type: "Event" },
];

const NOT_FOUND = [
  { route: "brand", title: "Brand Not Found", thing: "brand", link: "Browse Directory", href: "/directory" },
  { route: "brands", title: "Brand Not Found", thing: "brand", link: "Browse Directory", href: "/directory" },
  {
    route: "clinic",
    title: "Clinic Not Found",
    thing: "clinic",
    link: "Browse Clinics",
    href: "/directory?category=clinics",
  },
  { route: "lab", title: "Lab Not Found", thing: "lab", link: "Browse Labs", href: "/directory?category=labs" },
  {
    route: "wearable",
    title: "Wearable Not Found",
    thing: "wearable",
    link: "Browse Wearables",
    href: "/directory?category=wearables",
  },
  {
    route: "supplement",
    title: "Supplement Not Found",
    thing: "supplement",
    link: "Browse Supplements",
    href: "/directory?category=supplements",
  },
  {
    route: "practitioner",
    title: "Practitioner Not Found",
    thing: "practitioner",
    link: "Browse Practitioners",
    href: "/directory?category=practitioners",
  },
  {
    route: "leaderboard",
    title: "Leaderboard Not Found",
    thing: "leaderboard",
    link: "Browse Leaderboards",
    href: "/directory?category=leaderboards",
  },
  {
    route: "food",
    title: "Food Product Not Found",
    thing: "food product",
    link: "Browse Foods",
    href: "/directory?category=foods",
  },
];

const FALLBACKS = [
  { segment: "clinics", route: "clinic" },
  { segment: "labs", route: "lab" },
  { segment: "supplements", route: "supplement" },
  { segment: "foods", route: "food" },
  { segment: "wearables", route: "wearable" },
];

const JSON_LD_TAG = /<script type="application\/ld\+json">/g;

async function firstItem(request: APIRequestContext, segment: string): Promise<Item> {
  const response = await request.get(`/api/${segment}?limit=1`);
  expect(response.status(), `/api/${segment}`).toBe(200);
  const items = (await response.json()) as Item[];
  expect(items.length, `the demo data has a listing in /api/${segment}`).toBeGreaterThan(0);
  return items[0]!;
}

/** The redirect target path. (Next.js may repeat the Location header on an uncached first render; any copies agree.) */
function locationPath(headers: Record<string, string>): string[] {
  const values = (headers.location ?? "").split(/,\s*/).filter(Boolean);
  return [...new Set(values.map((value) => new URL(value, "http://x").pathname))];
}

async function jsonLd(page: Page): Promise<JsonObject[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonObject);
}

/** Outbound links open safely; a verified listing's links are followed, everyone else's are nofollow. */
async function expectSafeOutboundLinks(page: Page, { verified }: { verified: boolean }) {
  const links = await page
    .locator('a[target="_blank"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" })),
    );
  expect(links.length, "at least one outbound link").toBeGreaterThan(0);
  for (const link of links) {
    expect(link.href, `outbound href ${link.href}`).toMatch(/^https?:\/\//);
    const rel = link.rel.split(/\s+/);
    expect(rel, `rel of ${link.href}`).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    expect(rel.includes("nofollow"), `nofollow on ${link.href}`).toBe(!verified);
  }
}

test.describe("detail pages", () => {
  for (const { segment, route, type } of ROUTES) {
    test(`/${route}/{slug} renders a demo listing from /api/${segment} with ${type} and BreadcrumbList JSON-LD`, async ({
      page,
      request,
    }) => {
      const item = await firstItem(request, segment);
      expect(item.url).toBe(`/${route}/${item.slug}`);

      const response = await page.goto(item.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${item.url}$`));

      // Exactly three blocks in the HTML itself (breadcrumbs, the page in its language, the listing), and they parse.
      const html = (await response?.text()) ?? "";
      expect(html.match(JSON_LD_TAG)?.length ?? 0).toBe(3);
      const blocks = await jsonLd(page);
      expect(blocks.map((block) => block["@type"])).toEqual(["BreadcrumbList", "WebPage", type]);
      expect(blocks[1]).toMatchObject({ inLanguage: "en" });
      const [breadcrumbs, , entity] = blocks;
      expect(entity?.name).toBe(item.name);
      // Demo listings have no member reviews, so no rating markup.
      expect(entity).not.toHaveProperty("aggregateRating");
      expect(entity).not.toHaveProperty("review");
      const crumbs = breadcrumbs?.itemListElement as JsonObject[];
      expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
      expect(crumbs[0]?.name).toBe("Home");
      expect(String(crumbs[2]?.item)).toMatch(new RegExp(`${item.url}$`));

      await expect(page.getByTestId("save-button")).toHaveAttribute("title", "Sign in to save");
      if (item.website) await expectSafeOutboundLinks(page, { verified: Boolean(item.verified) });
    });
  }

  test("a listing opens by id as well as by slug", async ({ page, request }) => {
    const item = await firstItem(request, "clinics");
    const response = await page.goto(`/clinic/${item.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/clinic/${item.slug}$`));
  });

  for (const { route, title, thing, link, href } of NOT_FOUND) {
    test(`/${route}/{missing} answers 404 with '${title}'`, async ({ page }) => {
      const response = await page.goto(`/${route}/no-such-listing-e2e`);
      // The status comes from Proxy (components/detail/detail-request.ts); the screen from the route's not-found.
      expect.soft(response?.status(), "HTTP status").toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(`The ${thing} you're looking for doesn't exist or has been removed.`)).toBeVisible();
      await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", href);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    });
  }

  test("/brands/{id} shows the same screen as /brand/{slug}", async ({ page, request }) => {
    const item = await firstItem(request, "brands");
    const sections = () => page.locator("main h2").allTextContents();

    await page.goto(`/brand/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const headings = await sections();
    expect(headings).toContain("Brand Story");

    const response = await page.goto(`/brands/${item.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical ?? "");
    expect(await sections()).toEqual(headings);
  });

  test("/brand/{slug of a wearable} answers 308 to the wearable page", async ({ request }) => {
    const item = await firstItem(request, "wearables");
    const response = await request.get(`/brand/${item.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locationPath(response.headers())).toEqual([`/wearable/${item.slug}`]);
  });

  test("/brand/{slug of a wearable} lands on the wearable page in the browser", async ({ page, request }) => {
    const item = await firstItem(request, "wearables");
    await page.goto(`/brand/${item.slug}`);
    await page.waitForURL((url) => url.pathname === `/wearable/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
  });

  for (const { segment, route } of FALLBACKS) {
    test(`/${segment}/{slug} redirects with 308 to /${route}/{slug}`, async ({ request }) => {
      const item = await firstItem(request, segment);
      const response = await request.get(`/${segment}/${item.slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(locationPath(response.headers())).toEqual([`/${route}/${item.slug}`]);
      const followed = await request.get(`/${segment}/${item.slug}`);
      expect(followed.status()).toBe(200);
    });
  }
});

test.describe("brand story timeline", () => {
  async function openTimeline(page: Page, request: APIRequestContext) {
    const item = await firstItem(request, "brands");
    await page.goto(`/brand/${item.slug}`);
    const dots = page.getByTestId("timeline-dot");
    const count = await dots.count();
    expect(count, "the demo brand has at least two milestones").toBeGreaterThanOrEqual(2);
    const current = async () => {
      const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-current")));
      return states.indexOf("step");
    };
    return {
      dots,
      count,
      current,
      carousel: page.getByTestId("brand-timeline"),
      status: page.getByTestId("timeline-status"),
    };
  }

  test("next, previous and dots move between milestones and wrap around", async ({ page, request }) => {
    const { dots, count, current, status } = await openTimeline(page, request);
    expect(await current()).toBe(0);
    await expect(status).toHaveText(new RegExp(`^Milestone 1 of ${count}:`));

    await page.getByRole("button", { name: "Next milestone" }).click();
    await expect.poll(current).toBe(1);
    await expect(status).toHaveText(new RegExp(`^Milestone 2 of ${count}:`));

    await page.getByRole("button", { name: "Previous milestone" }).click();
    await page.getByRole("button", { name: "Previous milestone" }).click();
    await expect.poll(current).toBe(count - 1);

    await page.getByRole("button", { name: "Next milestone" }).click();
    await expect.poll(current).toBe(0);

    await dots.nth(count - 1).click();
    await expect.poll(current).toBe(count - 1);
    await expect(page.getByTestId("timeline-slide")).toHaveAttribute(
      "aria-label",
      new RegExp(`^${count} of ${count}:`),
    );
  });

  test("works with the keyboard", async ({ page, request }) => {
    const { count, current, carousel } = await openTimeline(page, request);
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(current).toBe(1);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(current).toBe(count - 1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(current).toBe(0);
    await page.keyboard.press("End");
    await expect.poll(current).toBe(count - 1);
    await page.keyboard.press("Home");
    await expect.poll(current).toBe(0);

    // The buttons are real buttons: focus one and press Enter / Space.
    await page.getByRole("button", { name: "Next milestone" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(current).toBe(1);
    await page.getByRole("button", { name: /^Go to milestone 1:/ }).focus();
    await page.keyboard.press("Space");
    await expect.poll(current).toBe(0);
  });
});

test.describe("/oura", () => {
  const isTrack = (url: string, method: string) => new URL(url).pathname === "/api/track" && method === "POST";

  /**
   * Playwright does not expose the body of a sendBeacon request, so the page's beacons are copied to the test
   * through an exposed function (which survives navigations) while still being sent.
   */
  async function recordBeacons(page: Page): Promise<JsonObject[]> {
    const sent: JsonObject[] = [];
    await page.exposeFunction("__recordBeacon", (text: string) => {
      // The tracker sends batches ({events: [...]}) when the page is hidden or left, or 5 s after the first event.
      const body = JSON.parse(text) as JsonObject;
      sent.push(...(Array.isArray(body.events) ? (body.events as JsonObject[]) : [body]));
    });
    await page.addInitScript(() => {
      const record = (window as unknown as { __recordBeacon: (text: string) => void }).__recordBeacon;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        if (data instanceof Blob) void data.text().then(record);
        else if (typeof data === "string") record(data);
        return original(url, data);
      };
    });
    return sent;
  }

  test("renders the static brand page and records a page view on entry", async ({ page }) => {
    const sent = await recordBeacons(page);
    const trackRequest = page.waitForRequest((req) => isTrack(req.url(), req.method()));
    const response = await page.goto("/oura");
    expect(response?.status()).toBe(200);
    await trackRequest;
    await expect
      .poll(() => sent.find((body) => body.type === "pageview"))
      .toMatchObject({ type: "pageview", action: "page_view", path: "/oura" });
    const pageView = sent.find((body) => body.type === "pageview");
    // No persistent visitor id leaves the browser: the server counts visitors by a daily-salted hash.
    expect(pageView).not.toHaveProperty("visitorId");
    expect(typeof pageView?.sessionId).toBe("string");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oura Ring");
    await expect(page.getByTestId("oura-rating")).toContainText("4.2/5");
    await expect(page.getByTestId("oura-rating")).toContainText("2,847 reviews");
    await expect(page.getByTestId("oura-rating")).toContainText("Best Wearable 2024");
    await expect(page.getByTestId("oura-disclosure")).toBeVisible();
    const quickInfo = page.getByTestId("quick-info");
    for (const text of ["$299-$549", "7 days", "100m", "iOS & Android", "8 sizes"])
      await expect(quickInfo).toContainText(text);
    for (const id of [
      "key-features",
      "health-insights",
      "user-quotes",
      "metrics-tracked",
      "integrations",
      "oura-cta",
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId("user-quotes").locator("blockquote")).toHaveCount(2);

    const visit = page.getByTestId("oura-visit");
    await expect(visit).toHaveAttribute("href", /^https:\/\/ouraring\.com\/?$/);
    await expectSafeOutboundLinks(page, { verified: false });

    const blocks = await jsonLd(page);
    const product = blocks.find((block) => block["@type"] === "Product");
    expect(product?.name).toBe("Oura Ring");
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product).not.toHaveProperty("review");
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("its buttons record a brand_interaction event", async ({ page }) => {
    const sent = await recordBeacons(page);
    await page.goto("/oura");
    await expect.poll(() => sent.some((body) => body.type === "pageview")).toBe(true);
    const eventRequest = page.waitForRequest((req) => isTrack(req.url(), req.method()));
    await page.getByTestId("oura-compare").click();
    await eventRequest;
    await expect
      .poll(() => sent.find((body) => body.action === "brand_interaction"))
      .toMatchObject({
        type: "event",
        action: "brand_interaction",
        category: "oura",
        label: "oura-compare",
        path: "/oura",
      });
    await page.waitForURL((url) => url.pathname === "/directory");
  });
});
