import { expect, test } from "@playwright/test";

test.describe("newsletter pages", () => {
  test("a plain form post (before hydration or without JavaScript) lands on the check-inbox page", async ({ page }) => {
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/newsletter");
    const res = await page.request.post("/api/newsletter", {
      form: { email: `nojs-${Date.now()}@example.com`, source: "home" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe("/newsletter/check-inbox");
    await page.goto(res.headers().location!);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    const bad = await page.request.post("/api/newsletter", { form: { email: "nope" }, maxRedirects: 0 });
    expect(bad.headers().location).toBe("/newsletter/check-inbox?error=invalid");
    await page.goto(bad.headers().location!);
    await expect(page.getByRole("heading", { name: "Please check your email address" })).toBeVisible();
  });

  test("a confirm link with an unknown token says so, and the page is noindex", async ({ page }) => {
    await page.goto(`/newsletter/confirm?token=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  });

  test("an unsubscribe link with an unknown token says so, and the page is noindex", async ({ page }) => {
    await page.goto(`/newsletter/unsubscribe?token=${"B".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  });

  test("the unsubscribed outcome page", async ({ page }) => {
    await page.goto("/newsletter/unsubscribe?status=unsubscribed");
    await expect(page.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
  });

  test("one-click unsubscribe rejects unknown tokens and GET", async ({ request }) => {
    const post = await request.post(`/api/newsletter/unsubscribe?token=${"C".repeat(43)}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(post.status()).toBe(404);
    expect((await request.get(`/api/newsletter/unsubscribe?token=${"C".repeat(43)}`)).status()).toBe(405);
  });
});
