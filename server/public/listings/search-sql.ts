import { Prisma } from "@/server/db/generated/client";
import type { Cursor } from "./cursor";
import {
  ALL_VIEW_KINDS,
  ARRAY_FILTER_COLUMNS,
  EQUALITY_FILTER_COLUMNS,
  type ListingFilters,
  type ListingQuery,
} from "./schema";

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

/** WHERE conditions shared by every listing search: published only, the kinds asked for, then each filter. */
export function filterConditions(filters: ListingFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [sql`"status" = 'published'`];
  conditions.push(
    filters.kinds.length === 1
      ? sql`"kind" = ${filters.kinds[0]}::"ListingKind"`
      : sql`"kind" = ANY(${filters.kinds}::text[]::"ListingKind"[])`,
  );
  // Worldwide listings (leaderboards, online brands) belong to every region.
  if (filters.region) conditions.push(sql`("region" = ${filters.region} OR "region" = 'Worldwide')`);
  if (filters.country) conditions.push(sql`lower("country") = lower(${filters.country})`);
  if (filters.category?.length)
    conditions.push(
      sql`("category" = ANY(${filters.category}::text[]) OR "categories" && ${filters.category}::text[])`,
    );
  if (filters.verified === "true") conditions.push(sql`"verified" = true`);
  if (filters.verified === "featured") conditions.push(sql`"featured" = true`);
  if (filters.brand) conditions.push(sql`"brand" ILIKE ${`%${escapeLike(filters.brand)}%`}`);
  for (const name of ARRAY_FILTER_COLUMNS) {
    const values = filters.arrays[name];
    if (values?.length) conditions.push(sql`${column(name)} && ${values}::text[]`);
  }
  for (const name of EQUALITY_FILTER_COLUMNS) {
    const values = filters.equals[name];
    if (values?.length) conditions.push(sql`${column(name)} = ANY(${values}::text[])`);
  }
  return join(conditions, " AND ");
}

export const DIRECTORY_ORDER = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;

export const afterCursor = (c: Cursor) =>
  sql`("featured", coalesce("rating", 0), "id") < (${c.featured}, ${c.rating}::float8, ${c.id})`;

// The statements themselves, pure so the benchmark can EXPLAIN exactly what the app runs.

export function browseIdsSql(query: ListingQuery, cursor: Cursor | null): Prisma.Sql {
  const where = filterConditions(query);
  return cursor
    ? sql`SELECT "id" FROM "Listing" WHERE ${where} AND ${afterCursor(cursor)} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit}`
    : sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextIdsSql(query: ListingQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT "id" FROM "Listing", to_tsquery('english', ${tsquery}) q
    WHERE ${filterConditions(query)} AND "searchVector" @@ q
    ORDER BY ts_rank_cd("searchVector", q) DESC, ${DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextExistsSql(query: ListingQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT EXISTS (SELECT 1 FROM "Listing", to_tsquery('english', ${tsquery}) q WHERE ${filterConditions(query)} AND "searchVector" @@ q) AS "found"`;
}

/** Typo tolerance: names sharing a similar word (pg_trgm word similarity, GIN-indexed). */
export function similarNameIdsSql(query: ListingQuery, search: string): Prisma.Sql {
  const needle = search.toLowerCase();
  return sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND ${needle} <% lower("name")
    ORDER BY word_similarity(${needle}, lower("name")) DESC, ${DIRECTORY_ORDER}
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
