import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import type { RecommendationCategory } from "@/lib/assistant/types";
import { Prisma } from "@/server/db/generated/client";
import { candidatesSql, shareOfAny, type TextCondition, type WordShares } from "../directory-sql";

const { sql, join } = Prisma;

export type ListingSearch = {
  /**
   * Each group's words (searchGroupWords), which must all appear; none lists the kinds without a text condition
   * ("clinics in Germany").
   */
  groups: readonly (readonly string[])[];
  /** How many groups a listing must match. */
  minMatches: number;
  /** The kinds searched, by the recommendation category they are shown in. */
  kinds: Partial<Record<RecommendationCategory, readonly ListingKind[]>>;
  /** Kinds the question named: first within their category. */
  preferred: readonly ListingKind[];
  /** Listings in this country (English name, as stored) rank twice as high. */
  country: string | null;
};

/** Every way to pick `size` of the items, each in the items' order. */
function choose<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => choose(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * Full-text retrieval over published listings with the directory's own weighted `searchVector` and its GIN index
 * (names, brands, categories, tags, specialties, features, test types, conditions, biomarkers, services,
 * ingredients, tracking capabilities and descriptions). Only candidates are ranked (candidatesSql: the best-ordered
 * matches of each kind), by cover density, doubled in a country the question names; a window keeps the best few of
 * each category. Sponsorship plays no part in the order.
 */
export function listingSearchSql(search: ListingSearch, perCategory: number, shares: WordShares): Prisma.Sql | null {
  const entries = (Object.entries(search.kinds) as [RecommendationCategory, readonly ListingKind[]][]).filter(
    ([, kinds]) => kinds.length,
  );
  if (!entries.length) return null;
  const kinds = [...new Set(entries.flatMap(([, list]) => list))];
  const category = sql`CASE "kind"::text ${join(
    entries.flatMap(([name, list]) => list.map((kind) => sql`WHEN ${kind} THEN ${name}`)),
    " ",
  )} END`;
  const groups = search.groups.map((words) => words.join(" & "));
  const text = groups.length > 0;
  const anyGroup = groups.map((group) => `(${group})`).join(" | ");
  // At least minMatches of the groups, as one tsquery (any pick of that many, each with all its words): the GIN index
  // then finds the few listings holding them, where reading the listings that hold any one group ("checked" is in
  // 111,000 clinics at 1,000,000) to count their groups took a second.
  // A group of stop words alone matches nothing (the query leaves them out, and sharesSql gives them no share).
  const matchable = search.groups.filter((words) => words.some((word) => shares.has(word)));
  if (text && matchable.length < search.minMatches) return null;
  const picks = choose(matchable, search.minMatches).map((pick) => pick.flat());
  const condition: TextCondition | null = text
    ? {
        query: sql`to_tsquery('english', ${picks.map((words) => `(${words.join(" & ")})`).join(" | ")})`,
        share: shareOfAny(picks, shares),
      }
    : null;
  const rank = text ? sql`ts_rank_cd("searchVector", to_tsquery('english', ${anyGroup}))` : sql`1`;
  const inCountry = search.country ? sql`(CASE WHEN "country" = ${search.country} THEN 2 ELSE 1 END)` : sql`1`;
  return sql`
    SELECT * FROM (
      SELECT m.*, row_number() OVER (
        PARTITION BY m."category"
        ORDER BY m."preferred" DESC, m."relevance" DESC, m."featured" DESC, coalesce(m."rating", 0) DESC, m."name" ASC, m."id" ASC
      ) AS "position"
      FROM (
        SELECT ${category}::text AS "category", "id", "kind"::text AS "kind", "slug", "name", "location", "city", "country",
               "brand", "shortDescription", "description", "rating", "sponsored", "featured",
               ("kind"::text = ANY(${[...search.preferred]}::text[])) AS "preferred",
               (${rank} * ${inCountry})::float8 AS "relevance"
        FROM (${candidatesSql(kinds, condition, search.country)}) c
      ) m
    ) ranked
    WHERE "position" <= ${perCategory}
    ORDER BY "category", "position"`;
}
