import { expect, type Page } from "@playwright/test";

/** Signs the page's browser context in as the admin through the API (tests/e2e/admin.spec.ts covers the form). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const password = process.env.E2E_ADMIN_PASSWORD;
  expect(password, "playwright.config.ts sets E2E_ADMIN_PASSWORD").toBeTruthy();
  const response = await page.request.post("/api/admin/login", { data: { password } });
  expect(response.status(), await response.text()).toBe(200);
}
