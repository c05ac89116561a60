/** Assistant constants (spec 1 §5, §9); zod-free so the island can import them without the schema. */

export const QUERY_MAX_LENGTH = 500;
/** Spec 1 §9: the next phase is requested 1 s after the previous answer. */
export const NEXT_PHASE_DELAY_MS = 1000;
/** Spec 1 §9: at most 3 recommendations per category card. */
export const MAX_RECOMMENDATIONS_PER_CATEGORY = 3;
export const HEALTH_SEARCH_PATH = "/api/health-search";
