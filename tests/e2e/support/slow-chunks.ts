import type { Page } from "@playwright/test";

/** Radix Toast's viewport label: only the lazily loaded toast-list chunk carries it. */
const TOAST_CHUNK_MARK = "Notifications ({hotkey})";

/**
 * Delays the toast list's JavaScript chunk, as a slow network or a busy machine would: a toast followed by a timed
 * navigation must still be seen before the page leaves.
 */
export async function slowToastChunk(page: Page, delayMs: number): Promise<void> {
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(TOAST_CHUNK_MARK)) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ response, body });
  });
}
