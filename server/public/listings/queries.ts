import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { KIND_REGISTRY, type ListingKind } from "@/lib/directory/kinds";
import type { Proximity } from "@/lib/directory/near";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { ALL_VIEW_PER_KIND, type ListingQuery, type NearFilter } from "./schema";
import { encodeCursor } from "./cursor";
import {
  browseIdsSql,
  fullTextExistsSql,
  fullTextIdsSql,
  nearIdsSql,
  previewIdsSql,
  similarNameIdsSql,
  toPrefixTsQuery,
  type TextMatch,
} from "./search-sql";
import { findPublishedAmong } from "./lookup";
import { listingCardSelect, listingDetailSelect, withPlainPrice, type ListingCard, type ListingDetail } from "./select";

/** A result: the card's fields, and how near it is when the search was near a place. */
export type DirectoryItem = ListingCard & { proximity?: Proximity };
export type ListingPage = { items: DirectoryItem[]; nextCursor: string | null; matchedBy: "filters" | "fulltext" | "similarity" };

type IdRow = { id: string };
type NearRow = { id: string; km: number | null };

async function cardsInOrder(ids: string[]): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await db.listing.findMany({ where: { id: { in: ids } }, select: listingCardSelect });
  const byId = new Map(rows.map((row) => [row.id, withPlainPrice(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function ids(statement: Prisma.Sql): Promise<string[]> {
  return (await db.$queryRaw<IdRow[]>(statement)).map((row) => row.id);
}

async function hasFullTextMatch(query: ListingQuery, tsquery: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ found: boolean }[]>(fullTextExistsSql(query, tsquery));
  return rows[0]?.found === true;
}

function proximityOf(row: NearRow, card: ListingCard, near: NearFilter): Proximity {
  if (row.km !== null) return { type: "distance", km: Math.round(row.km * 10) / 10, approximate: card.lat === null };
  return KIND_REGISTRY[card.kind].reach === "place" ? { type: "telehealth" } : { type: "ships", country: near.remote?.country ?? "" };
}

async function nearCards(query: ListingQuery, near: NearFilter, match: TextMatch | null): Promise<DirectoryItem[]> {
  const rows = await db.$queryRaw<NearRow[]>(nearIdsSql(query, near, match));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (await cardsInOrder(rows.map((row) => row.id))).map((card) => {
    const row = byId.get(card.id);
    return row ? { ...card, proximity: proximityOf(row, card, near) } : card;
  });
}

/**
 * A distance search: nearest first (or by rating), a search term narrowing it by full text, else (on its first page,
 * or when the first page fell back too) by similar names.
 */
async function searchNear(query: ListingQuery, near: NearFilter): Promise<ListingPage> {
  const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
  if (!query.search || !tsquery) return { items: await nearCards(query, near, null), nextCursor: null, matchedBy: "filters" };
  const fulltext: TextMatch = { type: "fulltext", tsquery };
  const items = await nearCards(query, near, fulltext);
  // Past the first page an empty page ends the full-text matches, unless the first page fell back to similar names.
  if (items.length || (query.offset > 0 && (await nearCards({ ...query, limit: 1, offset: 0 }, near, fulltext)).length))
    return { items, nextCursor: null, matchedBy: "fulltext" };
  return { items: await nearCards(query, near, { type: "similar", needle: query.search }), nextCursor: null, matchedBy: "similarity" };
}

/**
 * One page of published listings: filters, prefix full-text search ranked, trigram fallback, offset or keyset
 * paging; near a place, by distance.
 */
export async function searchListings(query: ListingQuery): Promise<ListingPage> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  if (query.near) return searchNear(query, query.near);
  const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
  if (query.search && tsquery) {
    const found = await ids(fullTextIdsSql(query, tsquery));
    // Past the first page an empty page is either the end of the full-text matches, or a search whose first page
    // fell back to similar names: that one must keep paging through similar names.
    if (found.length || (query.offset > 0 && (await hasFullTextMatch(query, tsquery)))) {
      return { items: await cardsInOrder(found), nextCursor: null, matchedBy: "fulltext" };
    }
    return { items: await cardsInOrder(await ids(similarNameIdsSql(query, query.search))), nextCursor: null, matchedBy: "similarity" };
  }
  const items = await cardsInOrder(await ids(browseIdsSql(query, query.cursor ?? null)));
  const last = items.at(-1);
  const nextCursor = items.length === query.limit && last ? encodeCursor({ featured: last.featured, rating: last.rating ?? 0, id: last.id }) : null;
  return { items, nextCursor, matchedBy: "filters" };
}

/** The unfiltered 'all' view: the first listings of each kind, in one query. */
export async function previewEachKind(query: Pick<ListingQuery, "region">, perKind = ALL_VIEW_PER_KIND): Promise<ListingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  return cardsInOrder(await ids(previewIdsSql(query.region, perKind)));
}

/** A published listing of one kind by slug or id; null when missing or unpublished. */
export async function getListing(kind: ListingKind, slugOrId: string): Promise<ListingDetail | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listingKey(slugOrId));
  cacheLife("days");

  const row = await db.listing.findFirst({
    where: { kind, status: "published", OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: listingDetailSelect,
  });
  if (!row) return null;
  cacheTag(CACHE_TAGS.listing(row.id));
  return withPlainPrice(row);
}

/** findPublishedAmong, cached: the detail page loader's lookup. */
export async function findListingAmong(kinds: readonly ListingKind[], slugOrId: string): Promise<Pick<ListingDetail, "id" | "kind" | "slug"> | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listingKey(slugOrId));
  cacheLife("days");
  const found = await findPublishedAmong(kinds, slugOrId);
  if (found) cacheTag(CACHE_TAGS.listing(found.id));
  return found;
}
