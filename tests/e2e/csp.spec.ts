// The CSP in a real browser: no page shows a violation, every page hydrates, and each page carries the CSP of its
// rendering model (static on cached public pages, a per-request nonce on member, admin and secret-taking pages).
import { expect, test, type Page } from "@playwright/test";
import { GA_SCRIPT_ORIGIN } from "../../lib/analytics/ga-config";
import { rendersPerRequest } from "../../lib/security/page-rendering";
import { signUp } from "./support/member";

type Violation = { directive: string; blocked: string };

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __csp: typeof seen }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
}

async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.querySelector("[data-testid=mobile-menu-toggle]");
    return Boolean(
      element && Object.keys(element).some((key) => key.startsWith("__reactFiber") || key.startsWith("__reactProps")),
    );
  });
}

async function check(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  const csp = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const pathname = new URL(page.url()).pathname;
  if (rendersPerRequest(pathname)) expect(scriptSrc, `${path}: nonce CSP`).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  // The e2e build has a GA id (tests/support/e2e-servers.ts): its one script origin is allowed, nothing else.
  else expect(scriptSrc, `${path}: static CSP`).toBe(`'self' 'unsafe-inline' ${GA_SCRIPT_ORIGIN}`);
  expect(await hydrated(page), `${path} hydrates`).toBe(true);
  const violations = await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
  expect(violations, `${path}: CSP violations`).toEqual([]);
}

test.describe("Content-Security-Policy in Chromium", () => {
  test("public pages: static CSP, no violation, hydrated", async ({ page, request }) => {
    await watchViolations(page);
    const detail = async (segment: string, api: string) => {
      const items = (await (await request.get(`/api/${api}?limit=1&region=All%20Regions`)).json()) as { url: string }[];
      return items[0]?.url ?? `/${segment}/missing`;
    };
    const paths = [
      "/",
      "/directory",
      "/directory?category=labs",
      "/directory?search=sleep",
      "/oura",
      "/addnew",
      "/audit",
      "/test-audit",
      "/analytics-debug",
      "/no-such-page",
      await detail("clinic", "clinics"),
      await detail("lab", "labs"),
      await detail("wearable", "wearables"),
      await detail("supplement", "supplements"),
      await detail("practitioner", "practitioners"),
      await detail("food", "foods"),
      await detail("leaderboard", "leaderboards"),
      await detail("brand", "brands"),
    ];
    for (const path of paths) await check(page, path);
  });

  test("member pages: nonce CSP, no violation, hydrated", async ({ page, request }) => {
    await watchViolations(page);
    await signUp(page);
    const [clinic] = (await (await request.get("/api/clinics?limit=1&region=All%20Regions")).json()) as {
      url: string;
    }[];
    for (const path of [
      "/home",
      "/profile",
      "/profile?tab=subscriptions",
      "/login",
      "/reset-password",
      "/owner",
      `/claim${clinic?.url ?? "/clinic/missing"}`,
    ])
      await check(page, path);
  });

  test("admin pages: nonce CSP, no violation, hydrated", async ({ page }) => {
    await watchViolations(page);
    await check(page, "/admin/login");
    const login = await page.request.post("/api/admin/login", { data: { password: process.env.E2E_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    for (const path of [
      "/admin",
      "/admin/review",
      "/admin/listings",
      "/admin/import",
      "/admin/reviews",
      "/admin/owners",
      "/admin/reports",
      "/admin/audit",
      "/analytics",
    ])
      await check(page, path);
    const listings = (await (await page.request.get("/api/admin/listings")).json()) as { items: { id: string }[] };
    await check(page, `/admin/listings/${listings.items[0]?.id}`);
  });
});
