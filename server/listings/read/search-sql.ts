import type { Cursor } from "@/lib/directory/cursor";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import type { FilterKey } from "@/lib/directory/filters";
import {
  ALL_VIEW_KINDS,
  DIRECTORY_CATEGORIES,
  PLACE_KINDS,
  SHIPPING_KINDS,
  type ListingKind,
} from "@/lib/directory/kinds";
import type { NearRadius, NearSort } from "@/lib/directory/near";
import { boundingBox } from "@/lib/geo/bounding-box";
import { EARTH_RADIUS_KM } from "@/lib/geo/distance";
import { Prisma } from "@/server/db/generated/client";
import { FACT_FILTER_SQL, factOrderSql } from "../facts/fact-filter-sql";
import { panelFilterSql } from "../facts/panel-filter-sql";

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
  ...FACT_FILTER_SQL,
};

/**
 * A directory query as the SQL reads it: `located` keeps only listings with a position (the map); `among` keeps only
 * these listings (which of them a query finds, for a saved search's alert).
 */
export type ListingSearch = DirectoryQuery & { located?: boolean; among?: readonly string[] };

/** A distance search, its place resolved (server/listings/read/near.ts): the point, radius, order, remote reach. */
export type NearFilter = {
  lat: number;
  lng: number;
  radiusKm: NearRadius;
  sort: NearSort;
  /** Telehealth listings in this country and products shipping to any of `areas` (the country, Europe, Worldwide). */
  remote: { country: string; areas: string[] } | null;
};

/** The kinds a view lists. */
function kindsOf(view: DirectoryQuery["view"]): readonly ListingKind[] {
  return view === "all" ? ALL_VIEW_KINDS : [DIRECTORY_CATEGORIES[view]];
}

/** WHERE conditions shared by every listing search: published only, the view's kinds (or some of them), each filter. */
function filterConditions(
  query: Pick<ListingSearch, "view" | "filters" | "located" | "among">,
  kinds: readonly ListingKind[] = kindsOf(query.view),
): Prisma.Sql {
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
  const panels = panelFilterSql(query.filters);
  if (panels) conditions.push(panels);
  if (query.located) conditions.push(sql`"geoLat" IS NOT NULL`);
  if (query.among) conditions.push(sql`"id" = ANY(${query.among}::text[])`);
  return join(conditions, " AND ");
}

const DIRECTORY_ORDER = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;

const afterCursor = (c: Cursor) =>
  sql`("featured", coalesce("rating", 0), "id") < (${c.featured}, ${c.rating}::float8, ${c.id})`;

// The statements themselves, pure so the benchmark can EXPLAIN exactly what the app runs.

/** A sorted view's order, else the directory's (keyset-paged by `cursor`). */
export function browseIdsSql(query: ListingSearch, cursor: Cursor | null): Prisma.Sql {
  const where = filterConditions(query);
  const sorted = factOrderSql(query);
  if (sorted)
    return sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${sorted} LIMIT ${query.limit} OFFSET ${query.offset}`;
  return cursor
    ? sql`SELECT "id" FROM "Listing" WHERE ${where} AND ${afterCursor(cursor)} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit}`
    : sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/** The terms of a tsquery from toPrefixTsQuery or correctedTsQuerySql: `&` is their only operator between terms. */
const tsQueryTerms = (tsquery: string) => tsquery.split(" & ");

/**
 * The share of listings each term of the tsquery matches (sharesSql); null for a single term, which textSearch never
 * splits.
 */
export function termSharesSql(tsquery: string): Prisma.Sql | null {
  const terms = tsQueryTerms(tsquery);
  return terms.length < 2 ? null : sharesSql(terms);
}

/**
 * The share of listings each term (a word, or a prefix such as `longev:*`) matches, by the planner's own statistics
 * (searchVector's most common lexemes, kept by ANALYZE): 0 for a term no common lexeme matches, and for every term
 * before the first ANALYZE; null for a stop word, which matches nothing and which the search leaves out. One row per
 * term, in order.
 */
export function sharesSql(terms: readonly string[]): Prisma.Sql {
  // The statistics are read once and each common lexeme made a vector once, for all the terms: read per term, they
  // took most of the assistant's 10 ms for 15 words at 1,000,000 listings.
  return sql`
    WITH common AS MATERIALIZED (
      SELECT array_to_tsvector(ARRAY[m.lexeme]) AS "vector", s."most_common_elem_freqs"[m.i] AS "freq"
      FROM pg_stats s, unnest(s."most_common_elems"::text::text[]) WITH ORDINALITY AS m(lexeme, i)
      WHERE s."schemaname" = current_schema() AND s."tablename" = 'Listing' AND s."attname" = 'searchVector'
    )
    SELECT CASE WHEN numnode(q.query) > 0 THEN (
      SELECT coalesce(sum(c."freq"), 0) FROM common c WHERE c."vector" @@ q.query
    ) END::float8 AS "share"
    FROM unnest(${terms}::text[]) WITH ORDINALITY AS t(term, position), to_tsquery('english', t.term) AS q(query)
    ORDER BY t.position`;
}

export type TermShare = { share: number | null };

/** A term matching at least this share of listings is common. */
const COMMON_TERM_SHARE = 0.05;

/**
 * A full-text search as its statement reads it: the terms the GIN index looks up, and the common ones checked on
 * each row the others found (null when there is none). The GIN index reads a prefix term's matches in full before
 * the other terms narrow them: 'tampere:* & longevity:*' read every 'longev…' listing (half of them) and took 86 ms
 * at 300,000 listings, against 21 ms looking up 'tampere:*' alone and checking 'longevity:*' on its rows. With only
 * common or only rare terms, every term stays in the index condition, and the planner walks the order index (common)
 * or reads the GIN index (rare) as its statistics say.
 */
export type TextSearch = { indexed: string; checked: string | null };

/** Splits a tsquery's terms by their shares (the rows of termSharesSql). */
export function textSearch(tsquery: string, shares: readonly TermShare[]): TextSearch {
  const terms = tsQueryTerms(tsquery);
  const common = terms.filter((_, index) => (shares[index]?.share ?? 0) >= COMMON_TERM_SHARE);
  const rare = terms.filter((term) => !common.includes(term));
  return common.length && rare.length
    ? { indexed: rare.join(" & "), checked: common.join(" & ") }
    : { indexed: tsquery, checked: null };
}

/**
 * Matches in the directory's own order (editor's picks, then rating): a precomputed score, so the top matches come
 * from walking the order index for common words, or from the GIN index for rare ones, never from ranking every match
 * (ts_rank over a common word's matches took 71 ms at 100,000 listings and grows with them). A sorted view keeps
 * its sort. Common terms beside rare ones are checked by ts_match_vq (what `@@` calls), which no index serves.
 */
export function fullTextIdsSql(query: ListingSearch, search: TextSearch): Prisma.Sql {
  const checked = search.checked
    ? sql`AND ts_match_vq("searchVector", to_tsquery('english', ${search.checked}))`
    : sql``;
  return sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND "searchVector" @@ to_tsquery('english', ${search.indexed}) ${checked}
    ORDER BY ${factOrderSql(query) ?? DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

export function fullTextExistsSql(query: ListingSearch, tsquery: string): Prisma.Sql {
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

// --- distance search ---------------------------------------------------------------------------------------------

/** A search narrows a distance search by the tsquery the directory's search matches by (prefix or corrected). */
const textMatchSql = (tsquery: string | null) =>
  tsquery === null ? sql`` : sql`AND "searchVector" @@ to_tsquery('english', ${tsquery})`;

/** Degrees to 1e-7, as the stored positions are (see the migration): no subnormal value can reach a square. */
const roundDegrees = (value: number) => Math.round(value * 1e7) / 1e7;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The squared straight-line distance between the place and the listing on the unit sphere. Great-circle distance
 * grows with it (2R·asin(chord/2)), so ordering and cutting by it is exact, and it is arithmetic on the indexed
 * unit vector (geoX, geoY, geoZ) rather than trigonometry on every row: the same sphere as lib/geo/distance.ts.
 */
function chordSquaredSql(near: NearFilter): Prisma.Sql {
  const lat = radians(roundDegrees(near.lat));
  const lng = radians(roundDegrees(near.lng));
  const axis = (column: string, value: number) => sql`(${raw(`"${column}"`)} - ${value}::float8)`;
  const [x, y, z] = [
    axis("geoX", Math.cos(lat) * Math.cos(lng)),
    axis("geoY", Math.cos(lat) * Math.sin(lng)),
    axis("geoZ", Math.sin(lat)),
  ];
  return sql`(${x} * ${x} + ${y} * ${y} + ${z} * ${z})`;
}

/** The chord of `radiusKm` squared, a hair wider so a listing exactly on the circle is not lost to rounding. */
const radiusChordSquared = (radiusKm: number) => (2 * Math.sin(radiusKm / (2 * EARTH_RADIUS_KM))) ** 2 * (1 + 1e-12);

/** Kilometres from a squared chord on the unit sphere. */
const chordKmSql = (chordSquared: Prisma.Sql) =>
  sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(${chordSquared}) / 2)))`;

/** Inside the box on the indexed position, then within the radius by exact distance. */
function withinRadiusSql(near: NearFilter): Prisma.Sql {
  return sql`${boxSql(near)} AND ${chordSquaredSql(near)} <= ${radiusChordSquared(near.radiusKm)}::float8`;
}

/** The bounding box on the indexed position columns: the index narrows to it before any distance is computed. */
function boxSql(near: NearFilter): Prisma.Sql {
  const box = boundingBox(near, near.radiusKm);
  const lng = box.lng ? sql` AND "geoLng" BETWEEN ${box.lng[0]}::float8 AND ${box.lng[1]}::float8` : sql``;
  return sql`"geoLat" BETWEEN ${box.lat[0]}::float8 AND ${box.lat[1]}::float8${lng}`;
}

const onlyKinds = (kinds: readonly ListingKind[], among: readonly ListingKind[]) =>
  kinds.filter((k) => among.includes(k));

/** The directory's order (editor's picks, rating, id) as the columns of a distance search's results. */
const RATING_ORDER = sql`"featured" DESC, "score" DESC, "id" DESC`;

/**
 * One statement for a distance search. The listings of place kinds inside the box, then within the radius by exact
 * distance; with the remote toggle, also telehealth listings in the country and products shipping to it (no
 * distance, listed after the nearby ones, in the directory's order). Nearest first (ties in the directory's order),
 * or the directory's own order when `sort` is "rating"; either way the nearby part is read from the position index
 * alone. Each part is cut to the rows the page can need before they are merged, so the remote parts walk their
 * directory-order indexes and stop early instead of sorting every product that ships.
 */
export function nearIdsSql(query: ListingSearch, near: NearFilter, tsquery: string | null = null): Prisma.Sql {
  const placeKinds = onlyKinds(kindsOf(query.view), PLACE_KINDS);
  const byRating = near.sort === "rating";
  const needed = query.limit + query.offset;
  const parts: Prisma.Sql[] = [];
  if (placeKinds.length) {
    parts.push(sql`(
      SELECT "id", ${chordKmSql(sql`"chord"`)} AS "km", "featured", "score" FROM (
        SELECT "id", ${chordSquaredSql(near)} AS "chord", "featured", coalesce("rating", 0) AS "score" FROM "Listing"
        WHERE ${filterConditions(query, placeKinds)} AND ${boxSql(near)} ${textMatchSql(tsquery)}
      ) nearby WHERE "chord" <= ${radiusChordSquared(near.radiusKm)}::float8
      ORDER BY ${byRating ? RATING_ORDER : sql`"chord", ${RATING_ORDER}`} LIMIT ${needed})`);
  }
  if (near.remote) {
    // Telehealth listings of the country that are not already listed by their distance, and products shipping
    // there: each in the directory's order, from its own index.
    const remote = (kinds: ListingKind[], reach: Prisma.Sql) =>
      sql`(
        SELECT "id", NULL::float8 AS "km", "featured", coalesce("rating", 0) AS "score" FROM "Listing"
        WHERE ${filterConditions(query, kinds)} AND ${reach} ${textMatchSql(tsquery)}
        ORDER BY ${DIRECTORY_ORDER} LIMIT ${needed})`;
    if (placeKinds.length) {
      parts.push(
        remote(
          placeKinds,
          sql`"telehealth" = true AND lower("country") = lower(${near.remote.country})
            AND NOT coalesce(${withinRadiusSql(near)}, false)`,
        ),
      );
    }
    const shippingKinds = onlyKinds(kindsOf(query.view), SHIPPING_KINDS);
    if (shippingKinds.length) parts.push(remote(shippingKinds, sql`"deliveryAreas" && ${near.remote.areas}::text[]`));
  }
  if (!parts.length) return sql`SELECT NULL::text AS "id", NULL::float8 AS "km" WHERE false`;
  const order = byRating ? sql`"km" IS NULL, ${RATING_ORDER}` : sql`"km" ASC NULLS LAST, ${RATING_ORDER}`;
  return sql`
    SELECT "id", "km" FROM (${join(parts, " UNION ALL ")}) results
    ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`;
}
