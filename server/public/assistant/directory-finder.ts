import "server-only";
import { db } from "@/server/db/client";
import { emptyMatches, DEFAULT_PER_CATEGORY, toMatch, type DirectoryMatches, type MatchRow } from "./directory-sql";
import type { RetrievalPlan } from "./retrieval/plan";
import { mergeMatches } from "./retrieval/recommend";
import { retrievalSql } from "./retrieval/statement";

export * from "./directory-sql";

export type RetrieveOptions = { perCategory?: number };
/** Finds the listings for a question's plan: real, published listings only. */
export type ListingRetriever = (plan: RetrievalPlan, options?: RetrieveOptions) => Promise<DirectoryMatches>;

/** The listings that answer a question (retrievalSql), merged and ranked (retrieval/recommend.ts). */
export const retrieveListings: ListingRetriever = async (plan, options = {}) => {
  const perCategory = options.perCategory ?? DEFAULT_PER_CATEGORY;
  const statement = retrievalSql(plan, perCategory);
  const found = { facets: emptyMatches(), text: emptyMatches() };
  // Both searches in one round trip: the embedded database serves one connection at a time.
  if (statement) {
    const rows = await db.$queryRaw<(MatchRow & { source: "facets" | "text" })[]>(statement);
    for (const row of rows) found[row.source][row.category].push(toMatch(row));
  }
  return mergeMatches(plan, found.facets, found.text, perCategory);
};
