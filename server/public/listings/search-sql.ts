import type { Cursor } from "@/lib/directory/cursor";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import type { FilterKey } from "@/lib/directory/filters";
import { ALL_VIEW_KINDS, DIRECTORY_CATEGORIES, type ListingKind } from "@/lib/directory/kinds";
import { Prisma } from "@/server/db/generated/client";

const { sql, join, raw } = Prisma;

/** A search's words: letters and digits only, lowercased, at most 8. */
export function searchWords(search: string): string[] {
  return (
    search
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/** 'longevity clin' → 'longevity:* & clin:*'; only letters and digits survive, so the tsquery cannot be malformed. */
export function toPrefixTsQuery(search: string): string | null {
  const tokens = searchWords(search);
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

export function browseIdsSql(query: DirectoryQuery, cursor: Cursor | null): Prisma.Sql {
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
export function fullTextIdsSql(query: DirectoryQuery, tsquery: string): Prisma.Sql {
  return sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND "searchVector" @@ to_tsquery('english', ${tsquery})
    ORDER BY ${DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextExistsSql(query: DirectoryQuery, tsquery: string): Prisma.Sql {
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
