import { describe, expect, it } from "vitest";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import { emptyRecommendations, type HealthSearchResponse, type RecommendationItem } from "@/lib/assistant/types";
import { healthSearchResponseSchema } from "@/server/assistant/response-schema";

const valid: HealthSearchResponse = {
  kind: "answer",
  phase: "recommendations",
  topics: [{ id: "sleep", title: "Sleep and recovery" }],
  summary: "Sleep matters.",
  expertInsights: ["Keep a schedule."],
  recommendations: {
    ...emptyRecommendations(),
    wearables: [{ name: "Oura Ring", url: "/wearable/oura-ring", brand: "Oura", rating: null, sponsored: false }],
  },
  nextSteps: [
    "Track your sleep",
    {
      step: "See a sleep doctor",
      action: "If you snore loudly.",
      expert: "Sleep medicine",
      priority: "High",
      href: "/directory?category=clinics",
    },
  ],
  hasMore: false,
  nextPhase: null,
  disclaimer: MEDICAL_DISCLAIMER,
};

const withItem = (item: Partial<RecommendationItem> & Record<string, unknown>) => ({
  ...valid,
  recommendations: {
    ...emptyRecommendations(),
    clinics: [{ name: "X", url: "/clinic/x", rating: null, sponsored: false, ...item }],
  },
});

describe("healthSearchResponseSchema", () => {
  it("accepts a complete answer", () => {
    expect(healthSearchResponseSchema.parse(valid)).toEqual(valid);
  });

  it("only links to pages of this site", () => {
    for (const url of [
      "https://evil.example/",
      "//evil.example/x",
      "javascript:alert(1)",
      "/\\evil.example",
      "clinic/x",
      "/clinic/x y",
    ]) {
      expect(healthSearchResponseSchema.safeParse(withItem({ url })).success, url).toBe(false);
    }
    expect(
      healthSearchResponseSchema.safeParse({
        ...valid,
        nextSteps: [{ step: "a", action: "b", priority: "High", href: "https://x.y" }],
      }).success,
    ).toBe(false);
  });

  it("refuses invented ratings, missing sponsored labels and unknown fields", () => {
    expect(healthSearchResponseSchema.safeParse(withItem({ rating: 7 })).success).toBe(false);
    expect(healthSearchResponseSchema.safeParse(withItem({ sponsored: undefined })).success).toBe(false);
    expect(healthSearchResponseSchema.safeParse(withItem({ price: "99" })).success).toBe(false);
    expect(healthSearchResponseSchema.safeParse({ ...valid, secret: "x" }).success).toBe(false);
  });

  it("keeps paging fields consistent and final answers complete", () => {
    expect(healthSearchResponseSchema.safeParse({ ...valid, hasMore: true }).success).toBe(false);
    expect(
      healthSearchResponseSchema.safeParse({ ...valid, kind: "emergency", hasMore: true, nextPhase: "insights" })
        .success,
    ).toBe(false);
    expect(healthSearchResponseSchema.safeParse({ ...valid, disclaimer: "" }).success).toBe(false);
    expect(healthSearchResponseSchema.safeParse({ ...valid, summary: "" }).success).toBe(false);
    expect(
      healthSearchResponseSchema.safeParse({ ...valid, nextSteps: [{ step: "a", action: "b", priority: "Urgent" }] })
        .success,
    ).toBe(false);
  });
});
