/** Assistant constants; zod-free so the island can import them without the schema. */

export const QUERY_MAX_LENGTH = 500;
/** The next phase is requested 1 s after the previous answer. */
export const NEXT_PHASE_DELAY_MS = 1000;
/** At most 3 recommendations per category card. */
export const MAX_RECOMMENDATIONS_PER_CATEGORY = 3;
export const HEALTH_SEARCH_PATH = "/api/health-search";
