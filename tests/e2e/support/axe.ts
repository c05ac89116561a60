import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";

/** axe's WCAG 2.2 AA rules on the page as it is now: no violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(violations, `${label}: axe violations`).toEqual([]);
}

/**
 * axe on the page as a script-less visitor has it. axe runs as a script, so it cannot run where JavaScript is off:
 * the page's markup, without its scripts, is served at the same URL to a fresh context with scripts on, so axe sees
 * exactly what that visitor sees (styles and images load from the app as usual).
 */
export async function expectAccessibleWithoutScripts(page: Page, browser: Browser, label: string): Promise<void> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  // Inside a test, a new context takes that test's options (JavaScript off among them) unless told otherwise.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(
      (address) => address.href === url,
      (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }),
    );
    await copy.goto(url);
    await expectAccessible(copy, label);
  } finally {
    await context.close();
  }
}
