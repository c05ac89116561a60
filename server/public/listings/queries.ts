import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { AppError } from "@/lib/http/app-error";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { ALL_VIEW_KINDS, ALL_VIEW_PER_KIND, type ListingQuery } from "./schema";
import { DIRECTORY_ORDER, afterCursor, decodeCursor, encodeCursor, filterConditions, toPrefixTsQuery } from "./search-sql";
import { listingCardSelect, listingDetailSelect, withPlainPrice, type ListingCard, type ListingDetail } from "./select";

const { sql } = Prisma;

export type ListingPage = { items: ListingCard[]; nextCursor: string | null; matchedBy: "filters" | "fulltext" | "similarity" };

type IdRow = { id: string };

async function cardsInOrder(ids: string[]): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await db.listing.findMany({ where: { id: { in: ids } }, select: listingCardSelect });
  const byId = new Map(rows.map((row) => [row.id, withPlainPrice(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function browseIds(query: ListingQuery): Promise<string[]> {
  const where = filterConditions(query);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw new AppError("bad_request", "cursor is malformed", { cursor: ["cursor is malformed"] });
    const rows = await db.$queryRaw<IdRow[]>(sql`SELECT "id" FROM "Listing" WHERE ${where} AND ${afterCursor(cursor)} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit}`);
    return rows.map((r) => r.id);
  }
  const rows = await db.$queryRaw<IdRow[]>(sql`SELECT "id" FROM "Listing" WHERE ${where} ORDER BY ${DIRECTORY_ORDER} LIMIT ${query.limit} OFFSET ${query.offset}`);
  return rows.map((r) => r.id);
}

async function fullTextIds(query: ListingQuery, tsquery: string): Promise<string[]> {
  const rows = await db.$queryRaw<IdRow[]>(sql`
    SELECT "id" FROM "Listing", to_tsquery('english', ${tsquery}) q
    WHERE ${filterConditions(query)} AND "searchVector" @@ q
    ORDER BY ts_rank_cd("searchVector", q) DESC, ${DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`);
  return rows.map((r) => r.id);
}

async function hasFullTextMatch(query: ListingQuery, tsquery: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ found: boolean }[]>(sql`
    SELECT EXISTS (SELECT 1 FROM "Listing", to_tsquery('english', ${tsquery}) q WHERE ${filterConditions(query)} AND "searchVector" @@ q) AS "found"`);
  return rows[0]?.found === true;
}

/** Typo tolerance: names sharing a similar word (pg_trgm word similarity, GIN-indexed). */
async function similarNameIds(query: ListingQuery, search: string): Promise<string[]> {
  const needle = search.toLowerCase();
  const rows = await db.$queryRaw<IdRow[]>(sql`
    SELECT "id" FROM "Listing"
    WHERE ${filterConditions(query)} AND ${needle} <% lower("name")
    ORDER BY word_similarity(${needle}, lower("name")) DESC, ${DIRECTORY_ORDER}
    LIMIT ${query.limit} OFFSET ${query.offset}`);
  return rows.map((r) => r.id);
}

/** One page of published listings: filters, prefix full-text search ranked, trigram fallback, offset or keyset paging. */
export async function searchListings(query: ListingQuery): Promise<ListingPage> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
  if (query.search && tsquery) {
    const ids = await fullTextIds(query, tsquery);
    // Past the first page an empty page is either the end of the full-text matches, or a search whose first page
    // fell back to similar names: that one must keep paging through similar names.
    if (ids.length || (query.offset > 0 && (await hasFullTextMatch(query, tsquery)))) {
      return { items: await cardsInOrder(ids), nextCursor: null, matchedBy: "fulltext" };
    }
    return { items: await cardsInOrder(await similarNameIds(query, query.search)), nextCursor: null, matchedBy: "similarity" };
  }
  const items = await cardsInOrder(await browseIds(query));
  const last = items.at(-1);
  const nextCursor = items.length === query.limit && last ? encodeCursor({ featured: last.featured, rating: last.rating ?? 0, id: last.id }) : null;
  return { items, nextCursor, matchedBy: "filters" };
}

/** The unfiltered 'all' view: the first listings of each kind, in one query. */
export async function previewEachKind(query: Pick<ListingQuery, "region">, perKind = ALL_VIEW_PER_KIND): Promise<ListingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const regionFilter = query.region ? sql`AND ("region" = ${query.region} OR "region" = 'Worldwide')` : sql``;
  const rows = await db.$queryRaw<IdRow[]>(sql`
    SELECT l."id" FROM unnest(${ALL_VIEW_KINDS}::text[]::"ListingKind"[]) WITH ORDINALITY AS k(kind, position)
    CROSS JOIN LATERAL (
      SELECT "id", "featured", "rating" FROM "Listing"
      WHERE "kind" = k.kind AND "status" = 'published' ${regionFilter}
      ORDER BY ${DIRECTORY_ORDER} LIMIT ${perKind}
    ) l
    ORDER BY k.position`);
  return cardsInOrder(rows.map((r) => r.id));
}

/** A published listing of one kind by slug or id; null when missing or unpublished. */
export async function getListing(kind: ListingKind, slugOrId: string): Promise<ListingDetail | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listingsOfKind(kind), `listing:${kind}:${slugOrId}`);
  cacheLife("hours");

  const row = await db.listing.findFirst({
    where: { kind, status: "published", OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: listingDetailSelect,
  });
  if (!row) return null;
  cacheTag(CACHE_TAGS.listing(row.id));
  return withPlainPrice(row);
}

/** A published listing of any of the given kinds by slug or id, for routes that serve several kinds. */
export async function findListingAmong(kinds: ListingKind[], slugOrId: string): Promise<Pick<ListingDetail, "id" | "kind" | "slug"> | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  return db.listing.findFirst({
    where: { kind: { in: kinds }, status: "published", OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: { id: true, kind: true, slug: true },
    orderBy: { kind: "asc" },
  });
}
