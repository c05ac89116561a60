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
 * axe on the page a script-less visitor sees at `url`. axe runs as a script, so it cannot run where JavaScript is
 * off: the same URL is loaded in a fresh context with scripts on. (Blocking the page's own scripts instead makes
 * Next reload the page on the failed chunk, which ends axe's run.)
 */
export async function expectAccessibleWithoutScripts(browser: Browser, url: string, label: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await expectAccessible(page, label);
  } finally {
    await context.close();
  }
}
