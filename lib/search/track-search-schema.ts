import { z } from "zod";

const SEARCH_QUERY_MAX = 200;

/** Body of POST /api/track/search. */
export const trackSearchSchema = z.object({
  query: z
    .string({ message: "query is required" })
    .trim()
    .min(1, "query must not be empty")
    .max(SEARCH_QUERY_MAX, `query must be at most ${SEARCH_QUERY_MAX} characters`),
  category: z
    .string()
    .trim()
    .max(40, "category is too long")
    .regex(/^[a-z-]*$/, "category is malformed")
    .optional(),
  source: z
    .string()
    .trim()
    .max(40, "source is too long")
    .regex(/^[a-z0-9-]+$/, "source is malformed")
    .default("search-bar"),
  resultsCount: z.number().int().min(0).max(100_000).optional(),
});

export type TrackSearchInput = z.infer<typeof trackSearchSchema>;

/** Lowercased, Unicode-normalised, single-spaced: the form searches are grouped by. */
export function normalizeSearchQuery(query: string): string {
  return query.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX);
}
