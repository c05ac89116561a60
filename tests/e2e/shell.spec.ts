import { expect, test } from "@playwright/test";

const HEADER_LINKS = [
  "/directory?category=clinics",
  "/directory?category=labs",
  "/directory?category=wearables",
  "/directory?category=supplements",
  "/directory?category=social",
  "/directory?category=brands",
  "/addnew",
];

test.describe("site shell", () => {
  test("home page renders with header, h1 and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
  });

  test("desktop header links to every category and to /addnew", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const header = page.getByTestId("site-header");
    for (const href of HEADER_LINKS) {
      await expect(header.locator(`a[href="${href}"]`).first(), `header link ${href}`).toBeVisible();
    }
  });

  test("mobile menu opens, toggles closed and closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByTestId("mobile-menu-toggle");
    const menu = page.getByTestId("mobile-menu");
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    const link = menu.locator('a[href]:not([href="/"]):not([href^="#"])').first();
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    const target = new URL(href ?? "/", page.url());
    await link.click();
    await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Login goes through /api/login to the sign-in page, which is noindex", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByTestId("site-header").getByRole("link", { name: "Login" }).click();
    await page.waitForURL("**/login");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Member accounts");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("Content-Security-Policy carries a nonce that every script tag has", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"];
    expect(csp, "content-security-policy header").toBeTruthy();
    const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    expect(nonce, `nonce in ${csp}`).toBeTruthy();

    // The raw HTML: browsers hide the nonce attribute from the DOM once the page has loaded.
    const html = await response.text();
    // JSON-LD blocks are data, never executed, so CSP does not govern them.
    const scripts = (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    const missing = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
    expect(missing, "script tags without the response's nonce").toEqual([]);
  });
});
