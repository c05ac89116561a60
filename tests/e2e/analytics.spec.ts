// Visitor-side analytics in Chromium (local records, the 1000 cap, scroll and dwell, the dashboard and its export,
// the debug page, the consent banner) and the owner dashboard behind the admin session.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_CHROME } from "./support/visitor";

type StoredRecord = {
  type: "pageview" | "event";
  path: string;
  action?: string;
  label?: string | null;
  value?: number | null;
};

const RECORDS_KEY = "ld_analytics_records";
const VISITOR_KEY = "ld_visitor_id";
const CONSENT_KEY = "ld_analytics_consent";
// The start-up routine waits 2 s, then loads its chunk: records appear a little later.
const STARTED = { timeout: 15_000 };

const records = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as StoredRecord[], RECORDS_KEY);
const localDay = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

async function waitForPageView(page: Page, path: string) {
  await expect
    .poll(async () => (await records(page)).some((r) => r.type === "pageview" && r.path === path), STARTED)
    .toBe(true);
}

test.describe("browser-stored analytics", () => {
  test("records page views, scroll milestones and the time on a page", async ({ page }) => {
    await page.goto("/");
    await waitForPageView(page, "/");
    const stored = (await records(page))[0];
    expect(stored).toMatchObject({ type: "pageview", path: "/" });
    expect(stored).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        timestamp: expect.any(String),
        visitorId: expect.any(String),
        sessionId: expect.any(String),
        viewport: expect.stringMatching(/^\d+x\d+$/),
        stored_at: expect.any(String),
      }),
    );

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(
        async () =>
          (await records(page))
            .filter((r) => r.action === "scroll_depth")
            .map((r) => r.value)
            .sort((a, b) => Number(a) - Number(b)),
        STARTED,
      )
      .toEqual([25, 50, 75, 100]);

    // Over a second on the page, then away: the dwell time is recorded for the page left.
    await page.waitForTimeout(1_500);
    await page.goto("/oura");
    await waitForPageView(page, "/oura");
    const dwell = (await records(page)).find((r) => r.action === "dwell_time");
    expect(dwell).toMatchObject({ type: "event", path: "/", label: "/" });
    expect(Number(dwell?.value)).toBeGreaterThanOrEqual(1);
  });

  test("keeps only the latest 1000 records", async ({ page }) => {
    await page.goto("/analytics-debug");
    await waitForPageView(page, "/analytics-debug");
    // Every scroll milestone first, so clicking below cannot add records of its own.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => (await records(page)).some((r) => r.action === "scroll_depth" && r.value === 100), STARTED)
      .toBe(true);
    await page.evaluate((key) => {
      const seed = Array.from({ length: 1005 }, (_, i) => ({
        type: "event",
        action: "seed",
        path: `/seed/${i}`,
        title: "",
        timestamp: new Date().toISOString(),
        visitorId: "v",
        sessionId: "s",
        referrer: "",
        userAgent: "",
        viewport: "1x1",
        pageViewCount: 0,
        stored_at: new Date().toISOString(),
        category: null,
        label: null,
        value: null,
        params: {},
      }));
      localStorage.setItem(key, JSON.stringify(seed));
    }, RECORDS_KEY);
    // Records three test events, one by one.
    await page.getByTestId("debug-send-test-events").click();
    await expect(page.getByTestId("debug-test-events-status")).toBeVisible();
    const kept = await records(page);
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.path).toBe("/seed/8");
    expect(kept.slice(-3).map((r) => r.action)).toEqual(["debug_test_event", "debug_engagement", "debug_conversion"]);
  });

  test("the floating dashboard shows this session and exports a JSON file dated by day", async ({ page }) => {
    await page.goto("/");
    await waitForPageView(page, "/");
    await page.getByTestId("analytics-dashboard-button").click();
    const dialog = page.getByTestId("analytics-dashboard");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    await expect(page.getByTestId("analytics-stat-page-views")).toHaveText("1");
    for (const id of [
      "analytics-stat-session-duration",
      "analytics-stat-events",
      "analytics-stat-days-active",
      "analytics-visitor-id",
      "analytics-session-id",
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    const visitorId = await page.evaluate((key) => localStorage.getItem(key) ?? "", VISITOR_KEY);
    await expect(page.getByTestId("analytics-visitor-id")).toHaveText(`${visitorId.slice(0, 20)}…`);
    await expect(dialog).toContainText("What is tracked");

    const download = page.waitForEvent("download");
    await page.getByTestId("analytics-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`analytics-export-${await localDay(page)}.json`);
    const exported = JSON.parse(readFileSync((await file.path())!, "utf8")) as {
      records: StoredRecord[];
      stats: { visitorId: string };
    };
    expect(exported.stats.visitorId).toBe(visitorId);
    expect(exported.records.some((r) => r.type === "pageview" && r.path === "/")).toBe(true);

    await page.getByTestId("analytics-close").click();
    await expect(dialog).toBeHidden();
  });

  test("the debug page shows its blocks, the visitor id cut to 20 characters, and runs its checks", async ({
    page,
  }) => {
    await page.goto("/analytics-debug");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics Debug" })).toBeVisible();
    // The e2e build has a GA id (tests/support/e2e-servers.ts).
    await expect(page.getByTestId("analytics-config-status")).toHaveAttribute("data-configured", "true");
    await expect(page.getByTestId("analytics-config-status")).toContainText("G-E2ETEST01");
    for (const id of [
      "debug-session-duration",
      "debug-page-views",
      "debug-events-tracked",
      "debug-total-stored",
      "debug-history-total-page-views",
      "debug-history-days-active",
      "debug-report-delay-note",
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await waitForPageView(page, "/analytics-debug");
    const visitorId = await page.evaluate((key) => localStorage.getItem(key) ?? "", VISITOR_KEY);
    expect(visitorId.length).toBeGreaterThan(20);
    await expect(page.getByTestId("debug-visitor-id")).toHaveText(`${visitorId.slice(0, 20)}…`);

    await page.getByTestId("debug-run-all-tests").click();
    const results = page.getByTestId("debug-test-result");
    await expect(results).toHaveCount(7);
    await expect(results.filter({ hasText: /^Local storage/ })).toHaveAttribute("data-passed", "true");
    await expect(results.filter({ hasText: /^Measurement ID configured/ })).toHaveAttribute("data-passed", "true");
  });
});

test.describe("consent banner", () => {
  // A first visit: no answer stored yet (the other specs start as visitors who declined).
  test.use({ storageState: { cookies: [], origins: [] } });

  /** gtag.js served from here (nothing leaves the machine); every request to Google's hosts is recorded. */
  async function fakeGoogle(page: Page): Promise<string[]> {
    const google: string[] = [];
    await page.route(
      /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//,
      (route) => {
        google.push(route.request().url());
        return route.fulfill({
          contentType: "text/javascript",
          body: "window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;",
        });
      },
    );
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    return google;
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  const gtagLoaded = (page: Page) =>
    page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded ?? 0);

  test("asks once; Google Analytics loads only after Accept, within the CSP, on cached and per-request pages", async ({
    page,
  }) => {
    const google = await fakeGoogle(page);
    await page.goto("/");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible(STARTED);
    expect(google, "nothing before consent").toEqual([]);
    await page.getByTestId("consent-accept").click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe("granted");
    await expect.poll(() => gtagLoaded(page)).toBe(1);
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01`]);
    expect(await violations(page)).toEqual([]);

    // A page with a per-request nonce CSP: the consented script still loads ('strict-dynamic'), without asking again.
    await page.goto("/login");
    await expect.poll(() => gtagLoaded(page), STARTED).toBe(1);
    await expect(banner).toBeHidden();
    expect(await violations(page)).toEqual([]);
    expect(google).toHaveLength(2);
  });

  test("a refusal is remembered, and Google is never contacted", async ({ page }) => {
    const google = await fakeGoogle(page);
    await page.goto("/oura");
    await page.getByTestId("consent-decline").click({ timeout: STARTED.timeout });
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe("denied");
    await page.goto("/directory");
    await waitForPageView(page, "/directory");
    // The page view is stored by the same delayed start that would show the banner.
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    expect(await page.locator("script[data-ga-loader]").count()).toBe(0);
    expect(google).toEqual([]);
  });
});

test.describe("owner analytics (/analytics)", () => {
  test("sends a visitor to the admin sign-in", async ({ page }) => {
    await page.goto("/analytics");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("shows an admin the first-party figures, charts, periods and a CSV export", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    // A visit the server counts: the batch goes out 5 s after its first event at the latest.
    const beacon = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/track" && r.request().method() === "POST",
      { timeout: 20_000 },
    );
    await page.goto("/oura");
    expect((await beacon).status()).toBe(204);

    const login = await page.request.post("/api/admin/login", { data: { password: process.env.E2E_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const response = await page.goto("/analytics?days=7");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("analytics-period-7")).toHaveAttribute("aria-current", "page");
    expect(
      Number((await page.getByTestId("analytics-total-views").textContent())?.replace(/,/g, "")),
    ).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("analytics-top-pages")).toContainText("/oura");
    for (const id of [
      "analytics-top-listing-views",
      "analytics-top-outbound",
      "analytics-top-searches",
      "analytics-zero-searches",
      "analytics-events-by-type",
      "analytics-assistant-topics",
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId("analytics-chart-traffic").locator("svg").first()).toBeVisible();

    await page.getByTestId("analytics-period-30").click();
    await expect(page).toHaveURL(/\/analytics\?days=30$/);
    await expect(page.getByTestId("analytics-period-30")).toHaveAttribute("aria-current", "page");

    const download = page.waitForEvent("download");
    await page.getByTestId("analytics-export-csv").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-30d\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("day,metric,key,label,value");
    expect(csv).toContain(",top_pages,/oura,");

    const anonymous = await browser.newContext();
    expect((await anonymous.request.get("/api/admin/analytics/export?days=7")).status()).toBe(401);
    await anonymous.close();
    await context.close();
  });
});
