import "server-only";
import { db } from "@/server/db/client";
import {
  directoryMatchesSql,
  emptyMatches,
  DEFAULT_PER_CATEGORY,
  toMatch,
  type DirectoryMatches,
  type MatchRow,
} from "./directory-sql";
import { categoryKinds, mergeMatches, searchedKinds } from "./retrieval/recommend";
import { toSearchGroups, type RetrievalPlan } from "./retrieval/plan";
import { listingSearchSql } from "./retrieval/search-sql";

export * from "./directory-sql";

async function run(statement: ReturnType<typeof directoryMatchesSql>): Promise<DirectoryMatches> {
  const matches = emptyMatches();
  if (!statement) return matches;
  for (const row of await db.$queryRaw<MatchRow[]>(statement)) matches[row.category].push(toMatch(row));
  return matches;
}

export type RetrieveOptions = { perCategory?: number };
/** Finds the listings for a question's plan: real, published listings only. */
export type ListingRetriever = (plan: RetrievalPlan, options?: RetrieveOptions) => Promise<DirectoryMatches>;

/**
 * The listings that answer a question: the matched topics' facets and a full-text search for the question's words
 * (and the topics' search terms) over the kinds it asks for, merged and ranked (retrieval/recommend.ts).
 */
export const retrieveListings: ListingRetriever = async (plan, options = {}) => {
  const perCategory = options.perCategory ?? DEFAULT_PER_CATEGORY;
  const groups = toSearchGroups(plan.groups);
  const search =
    groups.length || plan.kinds.length
      ? listingSearchSql(
          {
            groups,
            minMatches: plan.minMatches,
            kinds: searchedKinds(plan),
            preferred: plan.kinds,
            country: plan.country,
          },
          perCategory,
        )
      : null;
  // One after the other: the embedded database serves one connection.
  const byFacets = await run(directoryMatchesSql(plan.facets, perCategory, categoryKinds(plan)));
  const byText = await run(search);
  return mergeMatches(plan, byFacets, byText, perCategory);
};
