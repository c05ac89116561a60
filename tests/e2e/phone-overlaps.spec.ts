// On a phone (390 × 844) nothing fixed (the analytics button, the language offer, banners) lies over a control of
// the first screen: the point at the centre of each visible button and link hits that control itself.
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-US" });

const PAGES = [
  { name: "home", path: "/" },
  { name: "the directory", path: "/directory" },
  { name: "a detail page", path: "/clinic/buchinger-wilhelmi-lake-constance" },
  // The browser prefers English, so the offer to switch shows on the German page.
  { name: "a German detail page", path: "/de/clinic/buchinger-wilhelmi-lake-constance", languageOffer: true },
];

/** Each visible button and link of the first screen whose centre hits something else, and what it hits. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const testId = element.getAttribute("data-testid");
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ""}> "${text}"`;
    };
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === "fixed") return node;
      return null;
    };
    const covered: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, [role="button"]')) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // Disabled for now (the assistant's empty question): nothing to press, and the pointer passes through it.
      if (control.matches(":disabled") || getComputedStyle(control).pointerEvents === "none") continue;
      // The part of the control its scrolling ancestors and the viewport let show.
      let { left, top, right, bottom } = control.getBoundingClientRect();
      for (let node = control.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      left = Math.max(left, 0);
      top = Math.max(top, 0);
      right = Math.min(right, window.innerWidth);
      bottom = Math.min(bottom, window.innerHeight);
      // Visually hidden (the skip link until focused) or outside the first screen.
      if (right - left < 4 || bottom - top < 4) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && (hit === control || control.contains(hit))) continue;
      const cover = fixedAncestor(hit);
      covered.push(
        `${describe(control)} is under ${hit ? describe(cover ?? hit) : "nothing"}${cover ? " (fixed)" : ""}`,
      );
    }
    return covered;
  });
}

for (const { name, path, languageOffer } of PAGES) {
  test(`on a phone, no control of ${name}'s first screen is covered`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId("analytics-dashboard-button")).toBeVisible();
    if (languageOffer) await expect(page.getByTestId("language-banner")).toBeVisible();
    else await expect(page.getByTestId("language-banner")).toHaveCount(0);
    expect(await coveredControls(page)).toEqual([]);
  });
}
