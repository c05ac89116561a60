import "server-only";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
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

const { sql, join, raw } = Prisma;
/** The columns of a MatchRow, in one order for both searches. */
const MATCH_COLUMNS = `"category", "id", "kind", "slug", "name", "location", "city", "country", "brand", "shortDescription",
  "description", "rating", "sponsored", "relevance"::float8 AS "relevance", "position"`;

export type RetrieveOptions = { perCategory?: number };
/** Finds the listings for a question's plan: real, published listings only. */
export type ListingRetriever = (plan: RetrievalPlan, options?: RetrieveOptions) => Promise<DirectoryMatches>;

/**
 * The one statement that finds a question's listings: the matched topics' facets and a full-text search for the
 * question's words (and the topics' search terms) over the kinds it asks for, each row tagged with its source; null
 * when there is nothing to search. Pure, so the data bench times exactly what the assistant runs.
 */
export function retrievalSql(plan: RetrievalPlan, perCategory: number): Prisma.Sql | null {
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
  const statements = [
    ["facets", directoryMatchesSql(plan.facets, perCategory, categoryKinds(plan))],
    ["text", search],
  ] as const;
  const parts = statements.flatMap(([source, statement]) =>
    statement ? [sql`(SELECT ${source}::text AS "source", ${raw(MATCH_COLUMNS)} FROM (${statement}) AS found)`] : [],
  );
  return parts.length ? sql`${join(parts, " UNION ALL ")} ORDER BY "source", "category", "position"` : null;
}

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
