import type { Cursor } from "@/lib/directory/cursor";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import type { FilterKey } from "@/lib/directory/filters";
import { ALL_VIEW_KINDS, DIRECTORY_CATEGORIES, type ListingKind } from "@/lib/directory/kinds";
import { Prisma } from "@/server/db/generated/client";
import { FACT_FILTER_SQL, factOrderSql } from "./fact-filter-sql";

const { sql, join, raw } = Prisma;

/** 'longevity clin' → 'longevity:* & clin:*'; only letters and digits survive, so the tsquery cannot be malformed. */
export function toPrefixTsQuery(search: string): string | null {
  const tokens =
    search
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return tokens.length ? tokens.map((t) => `${t}:*`).join(" & ") : null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const column = (name: string) => raw(`"${name}"`);
const overlaps = (name: string) => (values: readonly string[]) => sql`${column(name)} && ${values}::text[]`;
const equalsAny = (name: string) => (values: readonly string[]) => sql`${column(name)} = ANY(${values}::text[])`;

/** How each filter narrows the listings (single-valued filters use their first value). */
const FILTER_SQL: Record<FilterKey, (values: readonly string[]) => Prisma.Sql | null> = {
  // Worldwide listings (leaderboards, online brands) belong to every region.
  region: ([region]) => sql`("region" = ${region} OR "region" = 'Worldwide')`,
  country: ([country]) => sql`lower("country") = lower(${country})`,
  category: (values) => sql`("category" = ANY(${values}::text[]) OR "categories" && ${values}::text[])`,
  verified: ([verified]) =>
    verified === "true" ? sql`"verified" = true` : verified === "featured" ? sql`"featured" = true` : null,
  brand: ([brand = ""]) => sql`"brand" ILIKE ${`%${escapeLike(brand)}%`}`,
  specialties: overlaps("specialties"),
  healthConditions: overlaps("healthConditions"),
  biomarkers: overlaps("biomarkers"),
  testTypes: overlaps("testTypes"),
  advancedBiomarkers: overlaps("advancedBiomarkers"),
  leaderboardType: equalsAny("leaderboardType"),
  platform: equalsAny("platform"),
  ...FACT_FILTER_SQL,
};

/** The kinds a view lists. */
function kindsOf(view: DirectoryQuery["view"]): readonly ListingKind[] {
  return view === "all" ? ALL_VIEW_KINDS : [DIRECTORY_CATEGORIES[view]];
}

/** WHERE conditions shared by every listing search: published only, the view's kinds, then each filter. */
function filterConditions(query: Pick<DirectoryQuery, "view" | "filters">): Prisma.Sql {
  const kinds = kindsOf(query.view);
  const conditions: Prisma.Sql[] = [sql`"status" = 'published'`];
  conditions.push(
    kinds.length === 1
      ? sql`"kind" = ${kinds[0]}::"ListingKind"`
      : sql`"kind" = ANY(${kinds}::text[]::"ListingKind"[])`,
  );
  for (const [key, values] of Object.entries(query.filters) as [FilterKey, readonly string[]][]) {
    const condition = values.length ? FILTER_SQL[key](values) : null;
    if (condition) conditions.push(condition);
  }
  return join(conditions, " AND ");
}

const DIRECTORY_ORDER = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;

const afterCursor = (c: Cursor) =>
  sql`("featured", coalesce("rating", 0), "id") < (${c.featured}, ${c.rating}::float8, ${c.id})`;

// The statements themselves, pure so the benchmark can EXPLAIN exactly what the app runs.

/** A sorted view's order, else the directory's (keyset-paged by `cursor`). */
export function browseIdsSql(query: DirectoryQuery, cursor: Cursor | null): Prisma.Sql {
  const where = filterConditions(query);
  const sorted = factOrderSql(query);
  if (sorted)
    return sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${sorted} LIMIT ${query.limit} OFFSET ${query.offset}`;
  return cursor
    ? sql`SELECT "id" FROM "Listing" WHERE ${where} AND ${afterCursor(cursor)} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit}`
    : sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/** Best matches first, unless the visitor sorted the view. */
export function fullTextIdsSql(query: DirectoryQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT "id" FROM "Listing", to_tsquery('english', ${tsquery}) q
    WHERE ${filterConditions(query)} AND "searchVector" @@ q
    ORDER BY ${factOrderSql(query) ?? sql`ts_rank_cd("searchVector", q) DESC, ${DIRECTORY_ORDER}`}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextExistsSql(query: DirectoryQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT EXISTS (SELECT 1 FROM "Listing", to_tsquery('english', ${tsquery}) q WHERE ${filterConditions(query)} AND "searchVector" @@ q) AS "found"`;
}

/** Typo tolerance: names sharing a similar word (pg_trgm word similarity, GIN-indexed), closest first unless sorted. */
export function similarNameIdsSql(query: DirectoryQuery, search: string): Prisma.Sql {
  const needle = search.toLowerCase();
  return sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND ${needle} <% lower("name")
    ORDER BY ${factOrderSql(query) ?? sql`word_similarity(${needle}, lower("name")) DESC, ${DIRECTORY_ORDER}`}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/** The unfiltered 'all' view: the first listings of each kind, one index scan per kind. */
export function previewIdsSql(region: string | undefined, perKind: number): Prisma.Sql {
  const regionFilter = region ? sql`AND ("region" = ${region} OR "region" = 'Worldwide')` : sql``;
  return sql`
    SELECT l."id" FROM unnest(${ALL_VIEW_KINDS}::text[]::"ListingKind"[]) WITH ORDINALITY AS k(kind, position)
    CROSS JOIN LATERAL (
      SELECT "id", "featured", "rating" FROM "Listing"
      WHERE "kind" = k.kind AND "status" = 'published' ${regionFilter}
      ORDER BY ${DIRECTORY_ORDER} LIMIT ${perKind}
    ) l
    ORDER BY k.position`;
}
