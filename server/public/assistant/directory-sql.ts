import "server-only";
// Pure statement builders and shapes of the directory finder: no database here, so engines and tests can import them.
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { RECOMMENDATION_CATEGORIES, type RecommendationCategory, type RecommendationItem } from "@/lib/assistant/types";
import { Prisma } from "@/server/db/generated/client";
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
  testTypes: 2,
  healthConditions: 2,
  specialties: 2,
  dietaryPreferences: 2,
  categories: 2,
  category: 2,
  tags: 1,
};

/** A listing needs more than one tag in common to be recommended. */
export const MIN_RELEVANCE = 2;
export const DEFAULT_PER_CATEGORY = 3;

export type DirectoryMatch = RecommendationItem & {
  id: string;
  kind: ListingKind;
  description: string | null;
  relevance: number;
};
export type DirectoryMatches = Record<RecommendationCategory, DirectoryMatch[]>;
export type FindOptions = { perCategory?: number };
export type DirectoryFinder = (facets: DirectoryFacets, options?: FindOptions) => Promise<DirectoryMatches>;

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
export function relevanceSql(facets: CategoryFacets): Prisma.Sql | null {
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

/**
 * One statement: per category, published listings ranked by relevance, then rating, then editor's pick, then name.
 * Sponsorship plays no part in the order.
 */
export function directoryMatchesSql(facets: DirectoryFacets, perCategory: number): Prisma.Sql | null {
  const branches = RECOMMENDATION_CATEGORIES.flatMap((category) => {
    const relevance = relevanceSql(facets[category] ?? {});
    if (!relevance) return [];
    const kinds = [...CATEGORY_KINDS[category]];
    return [
      sql`(SELECT * FROM (
        SELECT ${category}::text AS "category", "id", "kind"::text AS "kind", "slug", "name", "location", "city", "country", "brand",
               "shortDescription", "description", "rating", "sponsored", "featured", (${relevance})::int AS "relevance"
        FROM "Listing"
        WHERE "status" = 'published' AND "kind" = ANY(${kinds}::text[]::"ListingKind"[])
      ) m WHERE "relevance" >= ${MIN_RELEVANCE}
      ORDER BY "relevance" DESC, coalesce("rating", 0) DESC, "featured" DESC, "name" ASC, "id" ASC
      LIMIT ${perCategory})`,
    ];
  });
  return branches.length ? join(branches, " UNION ALL ") : null;
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
  rating,
  sponsored,
}: DirectoryMatch): RecommendationItem {
  return {
    name,
    url,
    ...(location ? { location } : {}),
    ...(brand ? { brand } : {}),
    ...(shortDescription ? { shortDescription } : {}),
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
