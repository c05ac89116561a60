import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AssistantResult } from "@/components/assistant/assistant-result";
import { HealthAssistant } from "@/components/assistant/health-assistant";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import { buildFallbackResult } from "@/lib/assistant/fallback";
import { emptyRecommendations, type HealthSearchResponse, type RecommendationItem } from "@/lib/assistant/types";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");

const lab = (n: number, sponsored = false): RecommendationItem => ({
  name: `Lab ${n}`,
  url: `/lab/lab-${n}`,
  location: "Berlin, Germany",
  rating: null,
  sponsored,
});

const final: HealthSearchResponse = {
  kind: "answer",
  phase: "recommendations",
  topics: [{ id: "ldl-cholesterol", title: "LDL cholesterol" }],
  summary: "First paragraph.\n\nSecond paragraph.",
  expertInsights: ["Insight one."],
  recommendations: { ...emptyRecommendations(), labs: [lab(1), lab(2, true), lab(3), lab(4)] },
  nextSteps: [
    {
      step: "See a doctor",
      action: "Discuss your target.",
      expert: "GP",
      priority: "High",
      href: "/directory?category=clinics",
    },
    { step: "Test ApoB", action: "Ask a lab.", priority: "Medium" },
    { step: "Optional", action: "Later.", priority: "Low" },
    "Keep moving",
  ],
  hasMore: false,
  nextPhase: null,
  disclaimer: MEDICAL_DISCLAIMER,
};

const render = (result: HealthSearchResponse, pending = false) =>
  renderToStaticMarkup(
    intl(<AssistantResult result={result} focusKey={1} pending={pending} onAskAnother={() => {}} />),
  );
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe("AssistantResult", () => {
  it("shows at most three linked recommendations per category, labels sponsored ones, and the disclaimer", () => {
    const html = render(final);
    expect(count(html, "assistant-recommendation")).toBe(3);
    expect(html).toContain('href="/lab/lab-1"');
    expect(html).not.toContain("/lab/lab-4");
    expect(count(html, "assistant-sponsored")).toBe(1);
    expect(html).toContain(MEDICAL_DISCLAIMER);
    expect(html).toContain("Ask Another Question");
    expect(html).not.toContain("Rated");
  });

  it("gives High and Medium next steps a priority badge, others none", () => {
    const html = render(final);
    expect(count(html, "assistant-next-step")).toBe(4);
    expect(html).toContain("High priority");
    expect(html).toContain("Medium priority");
    expect(count(html, "assistant-priority")).toBe(2);
    expect(html).toContain('href="/directory?category=clinics"');
  });

  it("holds back recommendations, next steps and the disclaimer until the answer is final", () => {
    const html = render({ ...final, phase: "summary", hasMore: true, nextPhase: "insights", expertInsights: [] }, true);
    expect(html).toContain("Second paragraph.");
    expect(html).toContain('data-testid="assistant-more-coming"');
    expect(html).not.toContain("assistant-disclaimer");
    expect(html).not.toContain("assistant-recommendation");
  });

  it("renders the spec's fallback result", () => {
    const html = render(buildFallbackResult());
    expect(html).toContain("AI search is temporarily unavailable");
    expect(count(html, "assistant-next-step")).toBe(3);
    expect(html).toContain('href="/directory?category=supplements"');
  });

  it("shows member ratings only when there are some", () => {
    const html = render({
      ...final,
      recommendations: { ...emptyRecommendations(), labs: [{ ...lab(1), rating: 4.5 }] },
    });
    expect(html).toContain("Rated 4.5 of 5 by members");
  });
});

describe("HealthAssistant", () => {
  it("starts with an empty box, a disabled button, the six sample chips and a live region", () => {
    const html = renderToStaticMarkup(intl(<HealthAssistant />));
    expect(html).toMatch(
      /data-testid="assistant-submit"[^>]*disabled=""|disabled=""[^>]*data-testid="assistant-submit"/,
    );
    expect(count(html, "assistant-chip")).toBe(6);
    expect(html).toContain('href="/directory?search=LDL%20cholesterol"');
    expect(html).toContain('role="status"');
    expect(html).toContain('action="/directory"');
    expect(html).toContain('maxLength="500"');
  });
});
