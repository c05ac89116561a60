import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { cardsInOrder } from "./queries";
import type { ListingCard } from "./select";

export const RELATED_LIMIT = 6;

/** The facets two listings can share; each shared value counts one. */
const FACET_COLUMNS = [
  "specialties",
  "services",
  "healthConditions",
  "biomarkers",
  "testTypes",
  "advancedBiomarkers",
  "features",
  "trackingCapabilities",
  "ingredients",
  "healthGoals",
  "categories",
  "tags",
  "sampleMethods",
  "diagnostics",
  "accreditations",
  "platforms",
  "thirdPartyTesting",
] as const;

export type RelatedSource = {
  id: string;
  kind: ListingKind;
  category: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
} & Record<(typeof FACET_COLUMNS)[number], string[]>;

const { sql, raw, join } = Prisma;

/** Only what relatedness reads: the cache key of the related listings, so unrelated edits keep it. */
export function relatedSourceOf(listing: RelatedSource): RelatedSource {
  const { id, kind, category, city, country, lat, lng } = listing;
  const facets = Object.fromEntries(FACET_COLUMNS.map((column) => [column, listing[column]]));
  return { id, kind, category, city, country, lat, lng, ...facets } as RelatedSource;
}

/**
 * Up to six published listings of the same kind, most shared facets first; then the same city, the same country,
 * the nearest (when both have coordinates), featured and best rated. Pure, so the bench can EXPLAIN it.
 */
export function relatedIdsSql(source: RelatedSource, limit = RELATED_LIMIT): Prisma.Sql {
  const shared = FACET_COLUMNS.filter((column) => source[column].length).map(
    (column) => sql`(SELECT count(*) FROM unnest(${raw(`"${column}"`)}) v WHERE v = ANY(${source[column]}::text[]))`,
  );
  if (source.category) shared.push(sql`(CASE WHEN "category" = ${source.category} THEN 1 ELSE 0 END)`);
  const score = shared.length ? join(shared, " + ") : sql`0`;
  const place = sql`(CASE WHEN ${source.city}::text IS NOT NULL AND lower("city") = lower(${source.city}) THEN 2
    WHEN ${source.country}::text IS NOT NULL AND lower("country") = lower(${source.country}) THEN 1 ELSE 0 END)`;
  const distance =
    source.lat !== null && source.lng !== null
      ? sql`(CASE WHEN "lat" IS NULL OR "lng" IS NULL THEN NULL ELSE
          2 * 6371 * asin(sqrt(power(sin(radians("lat" - ${source.lat}) / 2), 2) +
          cos(radians(${source.lat})) * cos(radians("lat")) * power(sin(radians("lng" - ${source.lng}) / 2), 2))) END)`
      : sql`NULL::float8`;
  return sql`
    SELECT "id" FROM "Listing"
    WHERE "kind" = ${source.kind}::"ListingKind" AND "status" = 'published' AND "id" <> ${source.id}
    ORDER BY ${score} DESC, ${place} DESC, ${distance} ASC NULLS LAST, "featured" DESC, coalesce("rating", 0) DESC, "id"
    LIMIT ${limit}`;
}

/**
 * A detail page's related listings, cached with the page: tagged by each listing shown as a card, so a change to
 * one of them that shows (name, rating, badges…) renders the page again; other changes do not.
 */
export async function getRelatedListings(source: RelatedSource): Promise<ListingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listing(source.id));
  cacheLife("days");
  const ids = (await db.$queryRaw<{ id: string }[]>(relatedIdsSql(source))).map((row) => row.id);
  if (!ids.length) return [];
  cacheTag(...ids.map(CACHE_TAGS.listingCard));
  return cardsInOrder(ids);
}
