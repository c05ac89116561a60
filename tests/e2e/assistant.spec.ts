import { expect, test, type Page } from "@playwright/test";

type Sent = { phase: string; query: string; at: number };

/** Records the assistant's phase requests (body and time) as the page sends them. */
function recordPhases(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/health-search") || request.method() !== "POST") return;
    const body = JSON.parse(request.postData() ?? "{}") as { phase: string; query: string };
    // When the browser sent it (not when this runner heard of it, which a busy machine delays unevenly).
    const startTime = request.timing().startTime;
    sent.push({ ...body, at: startTime > 0 ? startTime : Date.now() });
  });
  return sent;
}

test.describe("AI health assistant (home hero)", () => {
  test("a chip fills and asks; the three phases arrive one second apart and merge into the final view", async ({
    page,
  }) => {
    const sent = recordPhases(page);
    await page.goto("/");
    const input = page.getByTestId("assistant-input");
    const submit = page.getByTestId("assistant-submit");
    await expect(submit).toBeDisabled();

    await page.getByTestId("assistant-chip").filter({ hasText: "LDL cholesterol" }).click();
    await expect(input).toHaveValue("LDL cholesterol");
    const result = page.getByTestId("assistant-result");
    await expect(result).toHaveAttribute("data-kind", "answer");
    await expect(page.getByTestId("assistant-disclaimer")).toBeVisible({ timeout: 15_000 });

    expect(sent.map((s) => s.phase)).toEqual(["summary", "insights", "recommendations"]);
    expect(new Set(sent.map((s) => s.query))).toEqual(new Set(["LDL cholesterol"]));
    for (let i = 1; i < sent.length; i++)
      expect(sent[i]!.at - sent[i - 1]!.at, "phases are spaced by 1 s").toBeGreaterThanOrEqual(950);

    await expect(page.getByTestId("assistant-summary")).toContainText(/LDL|cholesterol/i);
    const cards = page.getByTestId("assistant-recommendation");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const category of ["clinics", "labs", "supplements", "foods", "wearables", "brands"]) {
      expect(
        await page.getByTestId(`assistant-category-${category}`).getByTestId("assistant-recommendation").count(),
        category,
      ).toBeLessThanOrEqual(3);
    }
    // Every card leads to a real listing page.
    const href = await cards.first().getAttribute("href");
    expect(href).toMatch(/^\/(clinic|lab|wearable|supplement|food|brand|practitioner)\//);
    expect((await page.request.get(href!)).status()).toBe(200);
    await expect(page.getByTestId("assistant-priority").first()).toHaveText(/High|Medium/);
    await expect(page.getByTestId("assistant-status")).toContainText(/Answer ready/);
    // Focus moved to the answer for keyboard and screen-reader users.
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=assistant-result]") !== null)).toBe(
      true,
    );

    await page.getByTestId("assistant-ask-another").click();
    await expect(result).toHaveCount(0);
    await expect(input).toHaveValue("");
  });

  test("Enter asks; the button is disabled while the question is empty or a request is pending", async ({ page }) => {
    await page.goto("/");
    const input = page.getByTestId("assistant-input");
    await input.fill("   ");
    await expect(page.getByTestId("assistant-submit")).toBeDisabled();
    await input.fill("how can I improve my HRV");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-submit")).toBeDisabled();
    await expect(page.getByTestId("assistant-disclaimer")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("assistant-submit")).toBeEnabled();
  });

  test("a failed request shows the Search Error card, Try Again and the fallback result", async ({ page }) => {
    await page.route("**/api/health-search", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.goto("/");
    await page.getByTestId("assistant-input").fill("vitamin D");
    await page.getByTestId("assistant-submit").click();
    const error = page.getByTestId("assistant-error");
    await expect(error).toContainText(
      "We couldn't process your health query. Please try again or rephrase your question.",
    );
    await expect(page.getByTestId("assistant-summary")).toContainText("Sorry");
    await expect(page.getByText("AI search is temporarily unavailable")).toBeVisible();
    const steps = page.getByTestId("assistant-next-step");
    await expect(steps).toHaveCount(3);
    const links = await steps.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual([
      "/directory?category=clinics",
      "/directory?category=labs",
      "/directory?category=supplements",
    ]);
    await expect(page.getByTestId("assistant-recommendation")).toHaveCount(0);

    await page.getByTestId("assistant-try-again").click();
    await expect(error).toHaveCount(0);
  });

  test("a question with emergency signs answers first with urgent care and 112, without recommendations", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("assistant-input").fill("I have crushing chest pain and my left arm is numb");
    await page.getByTestId("assistant-submit").click();
    const result = page.getByTestId("assistant-result");
    await expect(result).toHaveAttribute("data-kind", "emergency");
    await expect(result).toContainText("112");
    await expect(page.getByTestId("assistant-recommendation")).toHaveCount(0);
  });
});
