import { Prisma } from "@/server/db/generated/client";
import type { Cursor } from "./cursor";
import { ALL_VIEW_KINDS, ARRAY_FILTER_COLUMNS, EQUALITY_FILTER_COLUMNS, type ListingFilters, type ListingQuery } from "./schema";

const { sql, join, raw } = Prisma;

/** A search's words: letters and digits only, lowercased, at most 8. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().normalize("NFKC").match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}

/** 'longevity clin' → 'longevity:* & clin:*'; only letters and digits survive, so the tsquery cannot be malformed. */
export function toPrefixTsQuery(search: string): string | null {
  const tokens = searchWords(search);
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
  if (filters.category?.length) conditions.push(sql`("category" = ANY(${filters.category}::text[]) OR "categories" && ${filters.category}::text[])`);
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

export const afterCursor = (c: Cursor) => sql`("featured", coalesce("rating", 0), "id") < (${c.featured}, ${c.rating}::float8, ${c.id})`;

// The statements themselves, pure so the benchmark can EXPLAIN exactly what the app runs.

export function browseIdsSql(query: ListingQuery, cursor: Cursor | null): Prisma.Sql {
  const where = filterConditions(query);
  return cursor
    ? sql`SELECT "id" FROM "Listing" WHERE ${where} AND ${afterCursor(cursor)} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit}`
    : sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/**
 * Matches in the directory's own order (editor's picks, then rating): a precomputed score, so the top matches come
 * from walking the order index for common words, or from the GIN index for rare ones, never from ranking every match
 * (ts_rank over a common word's matches took 71 ms at 100,000 listings and grows with them).
 */
export function fullTextIdsSql(query: ListingQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND "searchVector" @@ to_tsquery('english', ${tsquery})
    ORDER BY ${DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextExistsSql(query: ListingQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT EXISTS (SELECT 1 FROM "Listing", to_tsquery('english', ${tsquery}) q WHERE ${filterConditions(query)} AND "searchVector" @@ q) AS "found"`;
}

/**
 * Typo tolerance: each search word is replaced by up to three similar words of listing names ("ListingWord", a few
 * thousand words behind a trigram index), giving a tsquery such as `('longevity' | 'longevita') & ('clinic')` for
 * fullTextIdsSql; no row (a null tsquery) when some word has no similar one.
 */
export function correctedTsQuerySql(search: string): Prisma.Sql | null {
  const words = searchWords(search);
  if (!words.length) return null;
  return sql`
    SELECT CASE WHEN count(*) = ${words.length} THEN string_agg('(' || alternatives || ')', ' & ' ORDER BY position) END AS "tsquery"
    FROM (
      SELECT w.position, string_agg(quote_literal(c."word"), ' | ') AS alternatives
      FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, position)
      CROSS JOIN LATERAL (
        SELECT "word" FROM "ListingWord" WHERE "word" % w.word ORDER BY "word" <-> w.word LIMIT 3
      ) c
      GROUP BY w.position
    ) corrected`;
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
