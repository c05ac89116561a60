// The audit pages in Chromium: /audit's three tabs scored with the spec's deductions, its failure state, the site's
// own headers scoring 100 over HTTPS, and /test-audit's basic test.
import { expect, test, type Page } from "@playwright/test";
import { scoreSecurity, SECURITY_HEADERS } from "../../lib/audit/security-audit";

type Kind = "performance" | "mobile" | "security";

/** The points of each listed deduction ("−10"), read from the panel. */
async function deductionPoints(page: Page, kind: Kind): Promise<number[]> {
  const list = page.getByTestId(`audit-deductions-${kind}`);
  if ((await list.count()) === 0) return [];
  const texts = await list.locator("li > span:last-child").allTextContents();
  return texts.map((text) => Number(text.replace("−", "")));
}

async function shownScore(page: Page, kind: Kind): Promise<number> {
  return Number(await page.getByTestId(`audit-score-${kind}`).textContent());
}

function badgeFor(score: number): string {
  return score >= 90 ? "Excellent" : score >= 70 ? "Good" : "Needs Work";
}

/** Each tab's score is 100 minus the deductions it lists (clamped at 0), with the matching badge. */
async function expectScoredByDeductions(page: Page, kind: Kind) {
  await page.getByTestId(`audit-tab-${kind}`).click();
  const score = await shownScore(page, kind);
  const points = await deductionPoints(page, kind);
  expect(score, `${kind} score`).toBe(Math.max(0, 100 - points.reduce((sum, p) => sum + p, 0)));
  await expect(page.getByTestId(`audit-badge-${kind}`)).toHaveText(badgeFor(score));
}

test.describe("Technical Performance Audit (/audit)", () => {
  test("Run Audit reads 'Running...' for the 5 s collection, then scores each tab by its deductions", async ({
    page,
  }) => {
    await page.goto("/audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technical Performance Audit");
    await expect(page.getByTestId("audit-empty-performance")).toBeVisible();
    const run = page.getByTestId("run-audit");
    await run.click();
    await expect(run).toHaveText("Running...");
    await expect(run).toBeDisabled();
    await expect(run).toHaveText("Run Audit", { timeout: 15_000 });

    // Performance: the five Web Vitals rows, and the score from the listed deductions.
    for (const metric of ["fcp", "lcp", "inp", "cls", "ttfb"])
      await expect(page.getByTestId(`audit-metric-${metric}`)).toBeVisible();
    await expectScoredByDeductions(page, "performance");

    // Mobile: the four checks, and the score from the listed deductions.
    await page.getByTestId("audit-tab-mobile").click();
    for (const check of ["viewport", "tap-targets", "font-size", "input-modes"])
      await expect(page.getByTestId(`mobile-check-${check}`)).toBeVisible();
    await expect(page.getByTestId("mobile-check-viewport")).toHaveAttribute("data-ok", "true");
    await expectScoredByDeductions(page, "mobile");

    // Security over the e2e servers' plain http: −50 for HTTPS and −10 for HSTS (sent only on https); the six other
    // headers are present and strong, so nothing else is deducted.
    await page.getByTestId("audit-tab-security").click();
    await expect(page.getByTestId("security-https")).toHaveAttribute("data-ok", "false");
    for (const name of SECURITY_HEADERS) {
      await expect(page.getByTestId(`security-header-${name}`)).toHaveAttribute(
        "data-ok",
        name === "strict-transport-security" ? "false" : "true",
      );
    }
    expect(await deductionPoints(page, "security")).toEqual([50, 10]);
    expect(await shownScore(page, "security")).toBe(40);
    await expect(page.getByTestId("audit-badge-security")).toHaveText("Needs Work");
    await expect(page.getByTestId("audit-critical-issues-security")).toContainText("not served over HTTPS");
    await expect(page.getByTestId("audit-recommendations-security")).toContainText("Strict-Transport-Security");
  });

  test("a failed header check shows 'Could not check security headers' and is only logged", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/audit");
    await page.route("**/audit", (route) =>
      route.request().method() === "HEAD" ? route.abort("failed") : route.fallback(),
    );
    await page.getByTestId("run-audit").click();
    await page.getByTestId("audit-tab-security").click();
    await expect(page.getByTestId("security-error")).toHaveText("Could not check security headers");
    await expect(page.getByTestId("run-audit")).toHaveText("Run Audit", { timeout: 15_000 });
    expect(errors.some((text) => text.includes("Security audit failed"))).toBe(true);
    // The other tabs still show what they measured.
    await page.getByTestId("audit-tab-mobile").click();
    await expect(page.getByTestId("audit-score-mobile")).toBeVisible();
  });

  test("served over HTTPS (as behind the host's proxy), the site's own headers score 100", async ({ request }) => {
    const response = await request.head("/audit", { headers: { "x-forwarded-proto": "https" } });
    expect(response.status()).toBe(200);
    const result = scoreSecurity({
      pageUrl: "https://longevity.example/audit",
      headers: new Headers(response.headers()),
    });
    expect(result.vulnerabilities).toEqual([]);
    expect(result).toMatchObject({ score: 100, badge: "Excellent", httpsEnabled: true });
  });
});

test.describe("Audit System Test (/test-audit)", () => {
  test("Run Basic Test passes every scoring check", async ({ page }) => {
    await page.goto("/test-audit");
    await page.getByTestId("run-basic-test").click();
    const checks = page.getByTestId("audit-check");
    await expect(checks.first()).toBeVisible();
    const total = await checks.count();
    expect(total).toBeGreaterThan(5);
    await expect(page.getByTestId("audit-check-summary")).toHaveText(`${total} of ${total} checks passed`);
    await expect(page.locator("[data-testid=audit-check][data-passed=false]")).toHaveCount(0);
  });
});
