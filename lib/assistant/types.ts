/** The AI health assistant's wire types, shared by the route, the engines and the island. */

/** The languages the assistant answers in: the question's, else the page's, else English. */
export const ASSISTANT_LOCALES = ["en", "de", "fr", "es", "it", "nl"] as const;
export type AssistantLocale = (typeof ASSISTANT_LOCALES)[number];
export const DEFAULT_ASSISTANT_LOCALE: AssistantLocale = "en";

export const ASSISTANT_PHASES = ["summary", "insights", "recommendations"] as const;
export type AssistantPhase = (typeof ASSISTANT_PHASES)[number];

export const RECOMMENDATION_CATEGORIES = ["clinics", "labs", "supplements", "foods", "wearables", "brands"] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];

/** A real published listing: `url` is its page; location for clinics and labs, brand for products, shortDescription for brands. */
export type RecommendationItem = {
  name: string;
  url: string;
  location?: string;
  brand?: string;
  shortDescription?: string;
  /** A lab's lowest price per measured marker in euros, among its panels holding the markers the question named. */
  perMeasuredMarker?: number;
  /** A supplement's or food's price of a day's dose in euros, when the question asked what an ingredient costs. */
  perDailyDose?: number;
  /** Average of member reviews; null until the first review (never invented). */
  rating: number | null;
  sponsored: boolean;
};

export type Recommendations = Record<RecommendationCategory, RecommendationItem[]>;

export const NEXT_STEP_PRIORITIES = ["High", "Medium", "Low"] as const;
type NextStepPriority = (typeof NEXT_STEP_PRIORITIES)[number];

export type NextStepObject = {
  step: string;
  action: string;
  expert?: string;
  priority: NextStepPriority;
  /** A page of this site (a directory view) that helps with the step. */
  href?: string;
};
export type NextStep = string | NextStepObject;

/**
 * answer: matched health topics; general: health question outside the curated topics; off_topic: not about health
 * (or an attempt to redirect the assistant); emergency: urgent-care guidance first; fallback: the client's stand-in.
 */
export const RESPONSE_KINDS = ["answer", "general", "off_topic", "emergency", "fallback"] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

export type TopicRef = { id: string; title: string };

/**
 * Who wrote an answer: always an automated system, either the offline knowledge base or a named language model. The
 * answer says so in the page's language, beside the medical disclaimer.
 */
export type AnswerAuthor = { engine: "knowledge-base" } | { engine: "language-model"; model: string };

export type HealthSearchResponse = {
  kind: ResponseKind;
  phase: AssistantPhase;
  topics: TopicRef[];
  summary: string;
  expertInsights: string[];
  recommendations: Recommendations;
  nextSteps: NextStep[];
  hasMore: boolean;
  nextPhase: AssistantPhase | null;
  disclaimer: string;
  /** Set on every answer the server sends (and the client's stand-in), after the engine has answered. */
  author?: AnswerAuthor;
};

export function emptyRecommendations(): Recommendations {
  return { clinics: [], labs: [], supplements: [], foods: [], wearables: [], brands: [] };
}

export function nextPhaseAfter(phase: AssistantPhase): AssistantPhase | null {
  return ASSISTANT_PHASES[ASSISTANT_PHASES.indexOf(phase) + 1] ?? null;
}
