import "server-only";
import { Prisma } from "@/server/db/generated/client";
import type { TermShare } from "@/server/listings/search";
import { directoryMatchesSql, facetWords, type WordShares } from "../directory-sql";
import { searchGroupWords, type RetrievalPlan } from "./plan";
import { categoryKinds, searchedKinds } from "./recommend";
import { listingSearchSql } from "./search-sql";

const { sql, join, raw } = Prisma;
/** The columns of a MatchRow, in one order for both searches. */
const MATCH_COLUMNS = `"category", "id", "kind", "slug", "name", "location", "city", "country", "brand", "shortDescription",
  "description", "rating", "sponsored", "relevance"::float8 AS "relevance", "position"`;

/** The words both searches look for, each once: their shares (sharesSql) decide how each search finds its matches. */
export function retrievalWords(plan: RetrievalPlan): string[] {
  return [...new Set([...searchGroupWords(plan.groups).flat(), ...facetWords(plan.facets)])];
}

/** The words of retrievalWords with their shares (the rows of sharesSql, in the same order). */
export function wordShares(words: readonly string[], rows: readonly TermShare[]): WordShares {
  return new Map(words.flatMap((word, index) => (rows[index]?.share == null ? [] : [[word, rows[index].share]])));
}

/**
 * The one statement that finds a question's listings: the matched topics' facets and a full-text search for the
 * question's words (and the topics' search terms) over the kinds it asks for, each row tagged with its source; null
 * when there is nothing to search. Pure, so the data bench times exactly what the assistant runs.
 */
export function retrievalSql(plan: RetrievalPlan, perCategory: number, shares: WordShares): Prisma.Sql | null {
  const groups = searchGroupWords(plan.groups);
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
          shares,
        )
      : null;
  const statements = [
    ["facets", directoryMatchesSql(plan.facets, perCategory, shares, categoryKinds(plan))],
    ["text", search],
  ] as const;
  const parts = statements.flatMap(([source, statement]) =>
    statement ? [sql`(SELECT ${source}::text AS "source", ${raw(MATCH_COLUMNS)} FROM (${statement}) AS found)`] : [],
  );
  return parts.length ? sql`${join(parts, " UNION ALL ")} ORDER BY "source", "category", "position"` : null;
}
