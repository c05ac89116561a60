import type { Page } from "@playwright/test";

/** Waits until React has hydrated the element (its props are attached), so its handlers run. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactProps")));
  }, selector);
}
