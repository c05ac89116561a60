import type { Page } from "@playwright/test";

/** A Radix Toast event name: only the lazily loaded toast-list chunk carries it. */
export const TOAST_CHUNK_MARK = "toast.swipeStart";
// The forms' wording comes from the page (catalogues), so their code is recognised by a test id only it renders.
/** The outcome line only the newsletter form's code (a chunk of its own) renders. */
export const NEWSLETTER_CHUNK_MARK = "newsletter-message";
/** The submit button only the Add Brand form's code (a chunk of its own) renders. */
export const ADD_BRAND_CHUNK_MARK = "brand-submit";

/**
 * Runs `onMatch` on every JavaScript chunk that contains `mark` before the page receives it. Call stopChunkRoutes() at
 * the end of the test: a chunk still in flight when the page closes must not fail it.
 */
export async function onChunkContaining(
  page: Page,
  mark: string,
  onMatch: (url: string) => Promise<void> | void,
): Promise<void> {
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(mark)) await onMatch(route.request().url());
    await route.fulfill({ response, body });
  });
}

/**
 * Delays the JavaScript chunk that contains `mark`, as a slow network or a busy machine would, to check what the
 * page does while a lazily loaded part is still on its way.
 */
export async function slowChunk(page: Page, mark: string, delayMs: number): Promise<void> {
  await onChunkContaining(page, mark, () => new Promise((resolve) => setTimeout(resolve, delayMs)));
}

/**
 * Holds back the JavaScript chunk that contains `mark` until `release()` is called, to check what the page offers
 * before that part has hydrated. `requested` settles once the page has asked for the chunk.
 */
export async function holdChunk(page: Page, mark: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let requestedNow = () => {};
  let release = () => {};
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await onChunkContaining(page, mark, async () => {
    requestedNow();
    await released;
  });
  return { requested, release };
}

/** Removes the chunk routes without waiting for, or failing on, requests still in flight. */
export async function stopChunkRoutes(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
}
