import "server-only";
import { db } from "@/server/db/client";
import { sharesSql, type TermShare } from "@/server/listings/read";
import { emptyMatches, DEFAULT_PER_CATEGORY, toMatch, type DirectoryMatches, type MatchRow } from "./directory-sql";
import type { RetrievalPlan } from "./retrieval/plan";
import { mergeMatches } from "./retrieval/recommend";
import { retrievalSql, retrievalWords, wordShares } from "./retrieval/statement";

export * from "./directory-sql";

type RetrieveOptions = { perCategory?: number };
/** Finds the listings for a question's plan: real, published listings only. */
export type ListingRetriever = (plan: RetrievalPlan, options?: RetrieveOptions) => Promise<DirectoryMatches>;

/**
 * The listings that answer a question (retrievalSql, shaped by its words' shares of the listings), merged and ranked
 * (retrieval/recommend.ts).
 */
export const retrieveListings: ListingRetriever = async (plan, options = {}) => {
  const perCategory = options.perCategory ?? DEFAULT_PER_CATEGORY;
  const words = retrievalWords(plan);
  const shares = words.length ? await db.$queryRaw<TermShare[]>(sharesSql(words)) : [];
  const statement = retrievalSql(plan, perCategory, wordShares(words, shares));
  const found = { facets: emptyMatches(), text: emptyMatches() };
  // Both searches in one statement: the embedded database serves one connection at a time.
  if (statement) {
    const rows = await db.$queryRaw<(MatchRow & { source: "facets" | "text" })[]>(statement);
    for (const row of rows) found[row.source][row.category].push(toMatch(row));
  }
  return mergeMatches(plan, found.facets, found.text, perCategory);
};
