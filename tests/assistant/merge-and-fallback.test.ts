import { describe, expect, it } from "vitest";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import { AI_UNAVAILABLE_NOTE, buildFallbackResult } from "@/lib/assistant/fallback";
import { isFinalResult, mergePhaseResult } from "@/lib/assistant/merge";
import { emptyRecommendations, type HealthSearchResponse } from "@/lib/assistant/types";
import { validateHealthSearchResponse } from "@/server/assistant/response-schema";

const base: HealthSearchResponse = {
  kind: "answer",
  phase: "summary",
  topics: [{ id: "sleep", title: "Sleep and recovery" }],
  summary: "Sleep matters.",
  expertInsights: [],
  recommendations: emptyRecommendations(),
  nextSteps: [],
  hasMore: true,
  nextPhase: "insights",
  disclaimer: MEDICAL_DISCLAIMER,
};

const item = { name: "Oura Ring", url: "/wearable/oura-ring", brand: "Oura", rating: null, sponsored: false };

describe("mergePhaseResult", () => {
  it("takes the first response as it is", () => {
    expect(mergePhaseResult(null, base)).toBe(base);
  });

  it("fills in later phases without blanking what was shown", () => {
    const insights = {
      ...base,
      phase: "insights" as const,
      summary: "",
      topics: [],
      expertInsights: ["Keep a schedule."],
      nextPhase: "recommendations" as const,
    };
    const merged = mergePhaseResult(base, insights);
    expect(merged.summary).toBe("Sleep matters.");
    expect(merged.topics).toEqual(base.topics);
    expect(merged.expertInsights).toEqual(["Keep a schedule."]);
    expect(merged.nextPhase).toBe("recommendations");

    const last = {
      ...base,
      phase: "recommendations" as const,
      expertInsights: [],
      recommendations: { ...emptyRecommendations(), wearables: [item] },
      nextSteps: ["Track your sleep"],
      hasMore: false,
      nextPhase: null,
    };
    const final = mergePhaseResult(merged, last);
    expect(final.expertInsights).toEqual(["Keep a schedule."]);
    expect(final.recommendations.wearables).toEqual([item]);
    expect(final.nextSteps).toEqual(["Track your sleep"]);
    expect(isFinalResult(final)).toBe(true);
    expect(isFinalResult(merged)).toBe(false);
  });

  it("lets an emergency replace everything", () => {
    const emergency = {
      ...base,
      kind: "emergency" as const,
      topics: [],
      summary: "Call 112 now.",
      hasMore: false,
      nextPhase: null,
    };
    expect(mergePhaseResult(base, emergency)).toBe(emergency);
  });
});

describe("buildFallbackResult", () => {
  it("is the spec's apologetic, final result with three directory next steps", () => {
    const fallback = validateHealthSearchResponse(buildFallbackResult());
    expect(fallback.kind).toBe("fallback");
    expect(fallback.summary).toMatch(/sorry/i);
    expect(fallback.expertInsights).toEqual([AI_UNAVAILABLE_NOTE]);
    expect(AI_UNAVAILABLE_NOTE).toMatch(/AI search is temporarily unavailable/);
    expect(Object.values(fallback.recommendations).flat()).toEqual([]);
    expect(fallback.nextSteps.map((s) => (typeof s === "string" ? s : s.href))).toEqual([
      "/directory?category=clinics",
      "/directory?category=labs",
      "/directory?category=supplements",
    ]);
    expect(fallback.hasMore).toBe(false);
    expect(fallback.disclaimer).toBe(MEDICAL_DISCLAIMER);
  });
});
