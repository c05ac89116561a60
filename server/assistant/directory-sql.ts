import "server-only";
// Pure statement builders and shapes of the directory finder: no database here, so engines and tests can import them.
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { RECOMMENDATION_CATEGORIES, type RecommendationCategory, type RecommendationItem } from "@/lib/assistant/types";
import { Prisma } from "@/server/db/generated/client";
import { searchWords } from "@/server/listings/search";
import type { CategoryFacets, DirectoryFacets, FacetColumn } from "./knowledge-base";

const { sql, join, raw } = Prisma;

/** The listing kinds behind each recommendation category (apps live on brand pages and serve the brands card). */
export const CATEGORY_KINDS: Record<RecommendationCategory, readonly ListingKind[]> = {
  clinics: ["clinic"],
  labs: ["lab"],
  supplements: ["supplement"],
  foods: ["food"],
  wearables: ["wearable"],
  brands: ["brand", "app"],
};

/** How much one matching value says about relevance: a named biomarker or capability beats a broad condition or a tag. */
const COLUMN_WEIGHTS: Record<FacetColumn, number> = {
  advancedBiomarkers: 3,
  biomarkers: 3,
  trackingCapabilities: 3,
  ingredients: 3,
  healthGoals: 3,
  // A diagnostic from the one catalogue (DEXA, whole-body MRI…) is what the listing itself states it offers.
  diagnostics: 3,
  services: 2,
  testTypes: 2,
  healthConditions: 2,
  specialties: 2,
  categories: 2,
  category: 2,
  tags: 1,
};

/** A listing needs more than one tag in common to be recommended. */
const MIN_RELEVANCE = 2;
export const DEFAULT_PER_CATEGORY = 3;

export type DirectoryMatch = RecommendationItem & {
  id: string;
  kind: ListingKind;
  description: string | null;
  country: string | null;
  relevance: number;
};
export type DirectoryMatches = Record<RecommendationCategory, DirectoryMatch[]>;
/** The listing kinds each category draws from for one question (default CATEGORY_KINDS). */
export type CategoryKinds = Partial<Record<RecommendationCategory, readonly ListingKind[]>>;

export type MatchRow = {
  category: RecommendationCategory;
  id: string;
  kind: ListingKind;
  slug: string;
  name: string;
  location: string | null;
  city: string | null;
  country: string | null;
  brand: string | null;
  shortDescription: string | null;
  description: string | null;
  rating: number | null;
  sponsored: boolean;
  relevance: number;
};

const lowered = (values: readonly string[]) => [...new Set(values.map((value) => value.toLowerCase()))];

/** Weighted count of the listing's facet values that the topics ask for (case-insensitive). */
function relevanceSql(facets: CategoryFacets): Prisma.Sql | null {
  const terms = (Object.entries(facets) as [FacetColumn, readonly string[] | undefined][]).flatMap(
    ([column, values]) => {
      if (!values?.length || !(column in COLUMN_WEIGHTS)) return [];
      const weight = COLUMN_WEIGHTS[column];
      const wanted = lowered(values);
      if (column === "category")
        return [sql`(CASE WHEN lower("category") = ANY(${wanted}::text[]) THEN ${weight}::int ELSE 0 END)`];
      return [
        sql`(SELECT count(*)::int FROM unnest(${raw(`"${column}"`)}) AS v WHERE lower(v) = ANY(${wanted}::text[])) * ${weight}::int`,
      ];
    },
  );
  return terms.length ? join(terms, " + ") : null;
}

/** How many listings of each kind are scored at most: the best-ordered matches, so no question scores the whole table. */
const CANDIDATES_PER_KIND = 50;

/** The share of listings each search word matches (sharesSql, the directory search's statistics), by word. */
export type WordShares = ReadonlyMap<string, number>;

/**
 * The share of listings a query matches at most when it matches any of `alternatives`, each by all of its words
 * (a group, or a facet value such as "thermal spa"): each alternative's rarest word, summed. Stop words, which have
 * no share, are left out as the query leaves them out.
 */
export function shareOfAny(alternatives: readonly (readonly string[])[], shares: WordShares): number {
  const rarest = (words: readonly string[]) => {
    const known = words.flatMap((word) => shares.get(word) ?? []);
    return known.length ? Math.min(...known) : 0;
  };
  return alternatives.reduce((sum, words) => sum + rarest(words), 0);
}

/** A text condition: the search vector matches `query`, which `share` of all listings match at most. */
export type TextCondition = { query: Prisma.Sql; share: number };

/** How many of a kind's best listings a common query's walk reads before it looks the rest up tier by tier. */
const WALK_ROWS = 10 * CANDIDATES_PER_KIND;
/**
 * A query matching less than this share of all listings goes to the tiers at once, as the directory's search looks
 * such terms up in its GIN index: walking the order index would mostly read listings without its words. Over the
 * evaluation's questions at 1,000,000 listings, the statement's median execution took 32 ms splitting at 0.5 %,
 * 20 ms at 5 % and 43 ms never walking.
 */
const RARE_SHARE = 0.05;

const DIRECTORY_ORDER = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;

/**
 * Up to CANDIDATES_PER_KIND published listings of the kind `k."kind"` (a lateral reference), in `country` when one is
 * given, that pass the text condition, in directory order (editor's picks, then rating, then newest):
 * - no text: the first listings of the order index;
 * - a text condition: listing_best_matches (see its migration). The query first walks the order index, checking
 *   each listing, and stops at the candidates; a word can be common among all listings and rare in this kind
 *   ("cryotherapy" among brands), so the walk reads at most WALK_ROWS listings (a rare query's, CANDIDATES_PER_KIND).
 *   The rest comes from the tier index: the matches of one tier of the order at a time, best first, until there are
 *   enough, so that few listings are read whether the kind holds few matches or many.
 */
function bestOfKind(text: TextCondition | null, country: string | null): Prisma.Sql {
  if (text) {
    // A rare query's walk reads only as many listings as it needs: a kind no larger (the embedded demo's kinds have a
    // few dozen) is then read at once, where looking each tier up took the assistant three times as long there.
    const walk = text.share < RARE_SHARE ? CANDIDATES_PER_KIND : WALK_ROWS;
    return sql`SELECT * FROM listing_best_matches(k."kind", ${text.query}, ${country}::text, ${walk}::int, ${CANDIDATES_PER_KIND}::int)`;
  }
  const inCountry = country ? sql`AND "country" = ${country}` : sql``;
  return sql`SELECT * FROM "Listing" WHERE "kind" = k."kind" AND "status" = 'published' ${inCountry}
    ORDER BY ${DIRECTORY_ORDER} LIMIT ${CANDIDATES_PER_KIND}`;
}

/**
 * Up to CANDIDATES_PER_KIND published listings of each kind that pass the text condition (all when null), in
 * directory order (bestOfKind), from one lateral join over the kinds: the plan does not grow with the kinds asked
 * for. With a country, the best in that country join the best overall.
 */
export function candidatesSql(
  kinds: readonly ListingKind[],
  text: TextCondition | null,
  country?: string | null,
): Prisma.Sql {
  const ofKinds = (inCountry: string | null) =>
    sql`SELECT c.* FROM unnest(${[...new Set(kinds)]}::text[]::"ListingKind"[]) AS k("kind")
      CROSS JOIN LATERAL (${bestOfKind(text, inCountry)}) c`;
  // A listing can be among the best overall and in the country: it is scored once.
  const branches = country ? sql`${ofKinds(null)} UNION ALL ${ofKinds(country)}` : ofKinds(null);
  return sql`SELECT DISTINCT ON ("id") * FROM (${branches}) AS candidate`;
}

/** Every value the topics give for any category's facets, each once. */
function facetValues(facets: DirectoryFacets): string[] {
  return [
    ...new Set(
      RECOMMENDATION_CATEGORIES.flatMap((category) =>
        Object.values(facets[category] ?? {}).flatMap((list) => list ?? []),
      ),
    ),
  ];
}

/** The words whose shares directoryMatchesSql weighs (sharesSql). */
export function facetWords(facets: DirectoryFacets): string[] {
  return facetValues(facets).flatMap((value) => searchWords(value));
}

/**
 * One statement: per category, published listings ranked by relevance, then rating, then editor's pick, then name.
 * Sponsorship plays no part in the order. Only candidates are scored (candidatesSql): listings whose search vector
 * holds the words of some facet value, which every listing with a matching facet does, since every facet column is
 * part of the directory's `searchVector`.
 */
export function directoryMatchesSql(
  facets: DirectoryFacets,
  perCategory: number,
  shares: WordShares,
  kindsByCategory: CategoryKinds = {},
): Prisma.Sql | null {
  const branches = RECOMMENDATION_CATEGORIES.flatMap((category) => {
    const relevance = relevanceSql(facets[category] ?? {});
    if (!relevance) return [];
    return (kindsByCategory[category] ?? CATEGORY_KINDS[category]).map((kind) => ({ category, kind, relevance }));
  });
  if (!branches.length) return null;
  const values = facetValues(facets);
  const anyValue = join(
    values.map((value) => sql`plainto_tsquery('english', ${value})`),
    " || ",
  );
  const category = join(
    branches.map(({ category, kind }) => sql`WHEN ${kind} THEN ${category}`),
    " ",
  );
  const relevance = join(
    branches.map(({ kind, relevance }) => sql`WHEN ${kind} THEN ${relevance}`),
    " ",
  );
  const candidates = candidatesSql(
    branches.map(({ kind }) => kind),
    {
      query: sql`(${anyValue})`,
      share: shareOfAny(
        values.map((value) => searchWords(value)),
        shares,
      ),
    },
  );
  return sql`
    SELECT * FROM (
      SELECT m.*, row_number() OVER (
        PARTITION BY m."category"
        ORDER BY m."relevance" DESC, coalesce(m."rating", 0) DESC, m."featured" DESC, m."name" ASC, m."id" ASC
      ) AS "position"
      FROM (
        SELECT CASE "kind"::text ${category} END AS "category", "id", "kind"::text AS "kind", "slug", "name", "location",
               "city", "country", "brand", "shortDescription", "description", "rating", "sponsored", "featured",
               (CASE "kind"::text ${relevance} ELSE 0 END)::int AS "relevance"
        FROM (${candidates}) c
      ) m
      WHERE m."relevance" >= ${MIN_RELEVANCE}
    ) ranked
    WHERE "position" <= ${perCategory}
    ORDER BY "category", "position"`;
}

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

export function toMatch(row: MatchRow): DirectoryMatch {
  const item: DirectoryMatch = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: listingPath({ kind: row.kind, slug: row.slug }),
    rating: row.rating,
    sponsored: row.sponsored,
    description: present(row.shortDescription) ?? present(row.description) ?? null,
    country: row.country,
    relevance: row.relevance,
  };
  if (row.category === "clinics" || row.category === "labs") {
    const location = present(row.location) ?? present([row.city, row.country].filter(Boolean).join(", "));
    if (location) item.location = location;
  } else if (row.category === "brands") {
    const description = present(row.shortDescription) ?? present(row.description);
    if (description) item.shortDescription = description.slice(0, 300);
  } else {
    const brand = present(row.brand);
    if (brand) item.brand = brand;
  }
  return item;
}

export function emptyMatches(): DirectoryMatches {
  return { clinics: [], labs: [], supplements: [], foods: [], wearables: [], brands: [] };
}

/** What the client sees of a match. */
export function toRecommendationItem({
  name,
  url,
  location,
  brand,
  shortDescription,
  perMeasuredMarker,
  perDailyDose,
  rating,
  sponsored,
}: DirectoryMatch): RecommendationItem {
  return {
    name,
    url,
    ...(location ? { location } : {}),
    ...(brand ? { brand } : {}),
    ...(shortDescription ? { shortDescription } : {}),
    ...(perMeasuredMarker !== undefined ? { perMeasuredMarker } : {}),
    ...(perDailyDose !== undefined ? { perDailyDose } : {}),
    rating,
    sponsored,
  };
}

/** Union of the facets of several topics, per category and column. */
export function mergeFacets(all: readonly DirectoryFacets[]): DirectoryFacets {
  const merged: Partial<Record<RecommendationCategory, Partial<Record<FacetColumn, string[]>>>> = {};
  for (const facets of all) {
    for (const [category, columns] of Object.entries(facets) as [RecommendationCategory, CategoryFacets][]) {
      const target = (merged[category] ??= {});
      for (const [column, values] of Object.entries(columns) as [FacetColumn, readonly string[]][]) {
        target[column] = [...new Set([...(target[column] ?? []), ...values])];
      }
    }
  }
  return merged;
}
