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

  test("every footer link leads to a page: none is a 404", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .getByTestId("site-footer")
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/reviews", "/blog", "/community", "/help", "/contact", "/privacy", "/terms"]),
    );
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    const community = await request.get("/community", { maxRedirects: 0 });
    expect(community.headers().location).toBe("/directory?category=social");
  });

  test("at the bottom of a page the floating analytics button does not cover the copyright line", async ({ page }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto("/reviews");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const text = await page.getByTestId("copyright").evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { top, bottom, left, right } = range.getBoundingClientRect();
        return { top, bottom, left, right };
      });
      const button = await page.getByTestId("analytics-dashboard-button").boundingBox();
      expect(button, `${size.width}px`).not.toBeNull();
      const overlaps =
        button!.x < text.right &&
        button!.x + button!.width > text.left &&
        button!.y < text.bottom &&
        button!.y + button!.height > text.top;
      expect(overlaps, `${size.width}px`).toBe(false);
    }
  });

  test("at 390 px the floating analytics button sits bottom right and covers no link or button in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/directory?category=clinics");
    const detail = await page.getByTestId("directory-grid").locator("a[href^='/clinic/']").first().getAttribute("href");
    for (const path of ["/", "/directory", detail ?? "/clinic/missing"]) {
      await page.goto(path);
      const button = page.getByTestId("analytics-dashboard-button");
      await expect(button, path).toHaveAccessibleName("Open analytics dashboard");
      const covered = await button.evaluate((fab) => {
        const own = fab.getBoundingClientRect();
        const hit = (r: DOMRect) =>
          r.width > 0 &&
          r.height > 0 &&
          r.left < own.right &&
          r.right > own.left &&
          r.top < own.bottom &&
          r.bottom > own.top;
        return [...document.querySelectorAll("a[href], button, [role='button'], input, select, textarea")]
          .filter((element) => element !== fab && getComputedStyle(element).visibility !== "hidden")
          .filter((element) => [...element.getClientRects()].some(hit))
          .map((element) => element.outerHTML.slice(0, 120));
      });
      expect(covered, path).toEqual([]);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, path).toBeGreaterThan(390 - 24);
      expect(box.y + box.height, path).toBeGreaterThan(844 - 24);
    }
  });

  test("the footer's text pages: privacy names what is stored and where to write; the empty blog stays out of the index", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expect(page.locator("main a[href^='mailto:']").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy$/);
    await page.goto("/blog");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("newsletter-form")).toBeVisible();
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

  test("Login and Sign Up open the auth dialog; without JavaScript they lead to the sign-in page", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // Until the account menu's code has arrived, Sign Up is a plain link to the sign-in page (checked below).
    const signUp = page.getByTestId("site-header").getByTestId("signup-button").first();
    await expect(signUp).toHaveAttribute("data-opens-dialog", "");
    await signUp.click();
    await expect(page.getByTestId("auth-dialog")).toContainText("Create your account");
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/");
    await plain.getByTestId("login-button").first().click();
    await plain.waitForURL("**/login?returnTo=%2F");
    await noScript.close();
  });

  test("unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  /** Script tags of the raw HTML (browsers hide the nonce attribute once the page has loaded); JSON-LD is data, not governed by CSP. */
  const scriptTags = (html: string) =>
    (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));

  test("cached public pages carry the static CSP (no nonce, no eval) and SRI on the framework's scripts", async ({
    request,
  }) => {
    for (const path of ["/", "/directory", "/directory?category=clinics", "/oura", "/this-page-does-not-exist-e2e"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).not.toMatch(/nonce-|unsafe-eval/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      // Next adds integrity to its bootstrap chunks (the runtime that loads everything else); page chunks come from 'self'.
      const external = scriptTags(await response.text()).filter((tag) => tag.includes(" src="));
      expect(
        external.filter((tag) => /integrity="sha256-[A-Za-z0-9+/=]+"/.test(tag)).length,
        `${path}: scripts with SRI`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test("per-request pages carry a fresh nonce with 'strict-dynamic' that every script tag has", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/newsletter/confirm", "/login", "/reset-password"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, path).toContain("'strict-dynamic'");
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `nonce in ${csp}`).toBeTruthy();
      nonces.add(nonce!);
      const scripts = scriptTags(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        `${path}: scripts without the nonce`,
      ).toEqual([]);
    }
    expect(nonces.size, "a new nonce per response").toBe(3);
  });
});
