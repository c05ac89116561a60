import { expect, type Page } from "@playwright/test";

/**
 * Clicks Login or Sign Up once it opens the dialog. Until the account menu's code has arrived the button is a plain
 * link to the sign-in page, so clicking earlier would navigate instead.
 */
export async function openAuthDialog(page: Page, button: "login" | "signup"): Promise<void> {
  const opener = page.getByTestId(`${button}-button`).first();
  await expect(opener).toHaveAttribute("data-opens-dialog", "");
  await opener.click();
  await expect(page.getByTestId("auth-dialog")).toBeVisible();
}
