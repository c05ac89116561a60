import { MEDICAL_DISCLAIMER } from "./disclaimer";
import { emptyRecommendations, type HealthSearchResponse } from "./types";

/** What a failed request raises, and the Search Error card. */
export const HEALTH_QUERY_FAILED_MESSAGE = "Failed to process health query";
export const SEARCH_ERROR_TITLE = "Search Error";
export const SEARCH_ERROR_MESSAGE =
  "We couldn't process your health query. Please try again or rephrase your question.";

const FALLBACK_SUMMARY =
  "Sorry, we couldn't answer your question right now. You can still explore trusted clinics, labs and supplements in our directory.";
export const AI_UNAVAILABLE_NOTE = "AI search is temporarily unavailable. Please try again in a few minutes.";

/** Apologetic summary, empty lists, the unavailability note and three next steps into the directory. */
export function buildFallbackResult(): HealthSearchResponse {
  return {
    kind: "fallback",
    phase: "recommendations",
    topics: [],
    summary: FALLBACK_SUMMARY,
    expertInsights: [AI_UNAVAILABLE_NOTE],
    recommendations: emptyRecommendations(),
    nextSteps: [
      {
        step: "Browse clinics",
        action: "Compare longevity and preventive health clinics and the check-ups they offer.",
        expert: "Preventive medicine doctor",
        priority: "Medium",
        href: "/directory?category=clinics",
      },
      {
        step: "Find a lab",
        action: "See which labs test the biomarkers you are curious about, including at-home kits.",
        expert: "Laboratory medicine",
        priority: "Medium",
        href: "/directory?category=labs",
      },
      {
        step: "Explore supplements",
        action: "Read about supplement brands, and check any supplement with your doctor or pharmacist first.",
        expert: "Doctor or pharmacist",
        priority: "Medium",
        href: "/directory?category=supplements",
      },
    ],
    hasMore: false,
    nextPhase: null,
    disclaimer: MEDICAL_DISCLAIMER,
    author: { engine: "knowledge-base" },
  };
}
