import type { ListingKind } from "@/lib/directory/kinds";
import { Prisma } from "@/server/db/generated/client";

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

/** Listings scored per source: the kind's best-placed in the source's country, and the kind's best-placed overall. */
const RELATED_POOL = 300;

/**
 * Up to six published listings of the same kind, most shared facets first; then the same city, the same country,
 * the nearest (when both have coordinates), featured and best rated. Scoring every listing of a kind reads most of the
 * table at 100,000 listings, so the score runs over a pool read from the directory's order indexes: the kind's first
 * RELATED_POOL listings in the source's country and overall (every listing of a kind smaller than that). Pure, so the
 * bench can EXPLAIN it.
 */
export function relatedIdsSql(source: RelatedSource, limit = RELATED_LIMIT): Prisma.Sql {
  const shared = FACET_COLUMNS.filter((column) => source[column].length).map(
    (column) => sql`(SELECT count(*) FROM unnest(l.${raw(`"${column}"`)}) v WHERE v = ANY(${source[column]}::text[]))`,
  );
  if (source.category) shared.push(sql`(CASE WHEN l."category" = ${source.category} THEN 1 ELSE 0 END)`);
  // A listing without facets is ranked by place and rating alone (a bare 0 would be read as a column position).
  const score = shared.length ? sql`${join(shared, " + ")} DESC, ` : sql``;
  const place = sql`(CASE WHEN ${source.city}::text IS NOT NULL AND lower(l."city") = lower(${source.city}) THEN 2
    WHEN ${source.country}::text IS NOT NULL AND lower(l."country") = lower(${source.country}) THEN 1 ELSE 0 END)`;
  const distance =
    source.lat !== null && source.lng !== null
      ? sql`(CASE WHEN l."lat" IS NULL OR l."lng" IS NULL THEN NULL ELSE
          2 * 6371 * asin(sqrt(power(sin(radians(l."lat" - ${source.lat}) / 2), 2) +
          cos(radians(${source.lat})) * cos(radians(l."lat")) * power(sin(radians(l."lng" - ${source.lng}) / 2), 2))) END)`
      : sql`NULL::float8`;
  const ofKind = sql`"kind" = ${source.kind}::"ListingKind" AND "status" = 'published'`;
  const order = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;
  const national = source.country
    ? sql`(SELECT "id" FROM "Listing" WHERE ${ofKind} AND lower("country") = lower(${source.country})
        ORDER BY ${order} LIMIT ${RELATED_POOL}) UNION `
    : sql``;
  return sql`
    WITH pool AS (
      ${national}(SELECT "id" FROM "Listing" WHERE ${ofKind} ORDER BY ${order} LIMIT ${RELATED_POOL})
    )
    SELECT l."id" FROM pool JOIN "Listing" l ON l."id" = pool."id"
    WHERE l."id" <> ${source.id}
    ORDER BY ${score}${place} DESC, ${distance} ASC NULLS LAST, l."featured" DESC, coalesce(l."rating", 0) DESC,
      l."id"
    LIMIT ${limit}`;
}
