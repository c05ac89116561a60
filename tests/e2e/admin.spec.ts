// Admin login and brand review (docs/product.md, Admin: screens): the session gate, the login form, and approve / feature / reject against
// brands inserted straight into the first server's database, down to the public directory and brand page.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL } from "../support/e2e-servers";
import { slowChunk, stopChunkRoutes, TOAST_CHUNK_MARK } from "./support/slow-chunks";

// Chunk routes (support/slow-chunks) may still hold a request when a test ends.
test.afterEach(async ({ page }) => stopChunkRoutes(page));

const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/** The toast list (Radix's viewport region); the screen-reader announcement copy lives outside it. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const card = (page: Page, id: string) => page.locator(`[data-testid="brand-card"][data-brand-id="${id}"]`);
const tabCount = async (page: Page, tab: "pending" | "approved") =>
  Number(/\((\d+)\)/.exec((await page.getByTestId(`tab-${tab}`).textContent()) ?? "")?.[1]);

/** The first server trusts forwarding headers: each test signs in from its own address, so no throttle couples them. */
async function fromOwnAddress(page: Page) {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `100.${byte()}.${byte()}.${byte()}` });
}

async function expectPerRequestPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toMatch(
    /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByTestId("admin-password").fill(PASSWORD);
  await page.getByTestId("admin-login-submit").click();
  await expect(toasts(page)).toContainText("Login successful");
  await page.waitForURL("**/admin/review");
}

type Brand = { id: string; slug: string; name: string };

async function insertPendingBrands(count: number): Promise<Brand[]> {
  const token = randomUUID().slice(0, 8);
  // The greatest ids among unrated brands, so an approved one leads the directory's brand view (featured, rating, id).
  const brands = Array.from({ length: count }, (_, i) => ({
    id: `zz-admin-${token}-${i}`,
    slug: `admin-review-brand-${token}-${i}`,
    name: `Admin Review Brand ${token} ${i}`,
  }));
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    for (const brand of brands) {
      await client.query(
        `INSERT INTO "Listing" (id, kind, slug, name, status, origin, country, region, category, website, "shortDescription", description, "updatedAt")
         VALUES ($1, 'brand', $2, $3, 'pending', 'submission', 'Germany', 'Europe', 'sleep', 'https://example.com', 'Submitted by the admin e2e test.', 'Submitted by the admin e2e test.', now())`,
        [brand.id, brand.slug, brand.name],
      );
    }
  } finally {
    await client.end();
  }
  return brands;
}

test.describe("admin login", () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test("/admin and /admin/review without a session lead to the login page", async ({ page }) => {
    await page.goto("/admin/review");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get("/api/admin/status")).ok()).toBe(true);
  });

  test("a forged session cookie: 'Checking authentication...', then 'Access Denied' and the login page", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "admin-session", value: "A".repeat(43), url: baseURL! }]);
    await page.goto("/admin/review");
    await expect(toasts(page)).toContainText("Access Denied");
    await expect(toasts(page)).toContainText("Please log in to access the admin panel.");
    await page.waitForURL("**/admin/login");
  });

  test("the form: the required message, 'Invalid password', then sign-in and the review page after 1 second", async ({
    page,
  }) => {
    test.skip(!PASSWORD, "E2E_ADMIN_PASSWORD comes from playwright.config.ts");
    await expectPerRequestPage(page, "/admin/login");
    await expect(page.getByTestId("admin-session-notice")).toContainText("24 hours of inactivity");
    await expect(page.getByTestId("admin-login-submit")).toHaveText("Access Admin Panel");

    await page.getByTestId("admin-login-submit").click();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByTestId("admin-password").fill("not the password");
    await page.getByTestId("admin-login-submit").click();
    await expect(toasts(page)).toContainText("Login failed");
    await expect(toasts(page)).toContainText("Invalid password");
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByTestId("admin-password").fill(PASSWORD);
    await page.getByTestId("admin-login-submit").click();
    await expect(toasts(page)).toContainText("Login successful");
    await expect(toasts(page)).toContainText("Redirecting to admin panel...");
    const shown = Date.now();
    await page.waitForURL("**/admin/review");
    expect(Date.now() - shown).toBeGreaterThanOrEqual(700);
    await expect(page.getByTestId("count-pending")).toBeVisible();
    await expectPerRequestPage(page, "/admin/review");
  });

  test("with slowly loading toast code, 'Login successful' still shows for a second before the review page", async ({
    page,
  }) => {
    test.skip(!PASSWORD, "E2E_ADMIN_PASSWORD comes from playwright.config.ts");
    await slowChunk(page, TOAST_CHUNK_MARK, 1_500);
    await page.goto("/admin/login");
    await page.getByTestId("admin-password").fill(PASSWORD);
    await page.getByTestId("admin-login-submit").click();
    await expect(toasts(page)).toContainText("Login successful");
    const shown = Date.now();
    await page.waitForURL("**/admin/review");
    expect(Date.now() - shown).toBeGreaterThanOrEqual(700);
  });
});

test.describe("admin review", () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test("approve, feature and reject, each with its toast; the approved brand is public at once", async ({
    page,
    request,
  }) => {
    test.skip(!PASSWORD, "E2E_ADMIN_PASSWORD comes from playwright.config.ts");
    const [approved, rejected] = await insertPendingBrands(2);
    await signIn(page);

    // Counters and tabs: Pending Review is open, featured brands are counted among the approved.
    await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-selected", "true");
    await expect(card(page, approved!.id)).toBeVisible();
    await expect(card(page, rejected!.id)).toBeVisible();
    await expect(card(page, approved!.id).getByTestId("brand-status")).toHaveText("Pending");
    await expect(card(page, approved!.id)).toContainText("Germany");
    await expect(card(page, approved!.id).getByTestId("brand-website")).toHaveAttribute("target", "_blank");
    const pendingBefore = await tabCount(page, "pending");
    const approvedBefore = await tabCount(page, "approved");
    await expect(page.getByTestId("count-pending")).toHaveText(String(pendingBefore));
    await expect(page.getByTestId("count-approved")).toHaveText(String(approvedBefore));
    expect(Number(await page.getByTestId("count-featured").textContent())).toBeLessThanOrEqual(approvedBefore);

    // Nobody else sees a pending brand.
    const anonymous = (await (await request.get("/api/data/brands")).json()) as { id: string }[];
    expect(anonymous.map((brand) => brand.id)).not.toContain(approved!.id);

    await card(page, approved!.id).getByTestId("brand-approve").click();
    await expect(toasts(page)).toContainText("Brand approved!");
    await expect(toasts(page)).toContainText("The brand has been verified and added to the directory.");
    await expect(card(page, approved!.id)).toHaveCount(0);
    await expect(page.getByTestId("tab-pending")).toHaveText(`Pending Review (${pendingBefore - 1})`);
    await expect(page.getByTestId("tab-approved")).toHaveText(`Approved (${approvedBefore + 1})`);

    expect(await (await request.get("/directory?category=brands")).text()).toContain(approved!.name);
    const detail = await request.get(`/brand/${approved!.slug}`);
    expect(detail.status()).toBe(200);
    expect(await detail.text()).toContain(approved!.name);

    await page.getByTestId("tab-approved").click();
    const live = card(page, approved!.id);
    await expect(live.getByTestId("brand-status")).toHaveText("Verified");
    await expect(live.getByTestId("brand-featured")).toHaveCount(0);
    await live.getByTestId("brand-feature").click();
    await expect(toasts(page)).toContainText("Brand featured!");
    await expect(live.getByTestId("brand-featured")).toBeVisible();
    await expect(live.getByTestId("brand-feature")).toContainText("Unfeature");

    await page.getByTestId("tab-pending").click();
    await card(page, rejected!.id).getByTestId("brand-reject").click();
    await expect(toasts(page)).toContainText("Brand rejected");
    await expect(toasts(page)).toContainText("The brand submission has been removed.");
    await expect(card(page, rejected!.id)).toHaveCount(0);
    await expect(page.getByTestId("tab-pending")).toHaveText(`Pending Review (${pendingBefore - 2})`);
    expect((await request.get(`/brand/${rejected!.slug}`)).status()).toBe(404);
  });

  test("the status is checked again when the window regains focus", async ({ page }) => {
    test.skip(!PASSWORD, "E2E_ADMIN_PASSWORD comes from playwright.config.ts");
    await signIn(page);
    await expect(page.getByTestId("count-pending")).toBeVisible();
    // As if the session had ended elsewhere: the browser no longer carries it.
    await page.context().clearCookies();
    // Past the status check's 2-second deduplication window.
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(toasts(page)).toContainText("Access Denied");
    await page.waitForURL("**/admin/login");
  });
});
