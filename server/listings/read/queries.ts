import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { KIND_REGISTRY, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { cardLocation } from "@/lib/directory/card-location";
import { MAP_POINT_LIMIT, type MapPoint, type MapPoints } from "@/lib/map/points";
import type { Proximity } from "@/lib/directory/near";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { encodeCursor } from "@/lib/directory/cursor";
import { ALL_VIEW_PER_KIND, type DirectoryQuery } from "@/lib/directory/directory-schema";
import { sortOf } from "../facts/fact-filter-sql";
import {
  browseIdsSql,
  correctedTsQuerySql,
  fullTextExistsSql,
  fullTextIdsSql,
  nearIdsSql,
  previewIdsSql,
  termSharesSql,
  textSearch,
  toPrefixTsQuery,
  type ListingSearch,
  type NearFilter,
  type TermShare,
} from "./search-sql";
import { findPublishedAmong } from "./lookup";
import {
  listingCardSelect,
  listingDetailSelect,
  toListingDetail,
  mapPointSelect,
  withPlainPrice,
  type ListingCard,
  type ListingDetail,
} from "./select";

/** A result: the card's fields, and how near it is when the search was near a place. */
export type DirectoryItem = ListingCard & { proximity?: Proximity };
type ListingPage = {
  items: DirectoryItem[];
  nextCursor: string | null;
  matchedBy: "filters" | "fulltext" | "similarity";
};

type IdRow = { id: string };
/** A result in order; `km` is set (or null, for a remote one) when the query was near a place. */
type ResultRow = { id: string; km?: number | null };
type Found = { rows: ResultRow[]; matchedBy: ListingPage["matchedBy"] };

/** The cards of these listings, in this order (missing ones left out). */
export async function cardsInOrder(ids: string[]): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await db.listing.findMany({ where: { id: { in: ids } }, select: listingCardSelect });
  const byId = new Map(rows.map((row) => [row.id, withPlainPrice(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function idRows(statement: Prisma.Sql): Promise<ResultRow[]> {
  return db.$queryRaw<IdRow[]>(statement);
}

async function ids(statement: Prisma.Sql): Promise<string[]> {
  return (await idRows(statement)).map((row) => row.id);
}

/** Whether the tsquery matches any listing the query's filters allow, wherever it is (not only `among`). */
async function hasFullTextMatch(query: ListingSearch, tsquery: string): Promise<boolean> {
  const { among: _among, ...anywhere } = query;
  const rows = await db.$queryRaw<{ found: boolean }[]>(fullTextExistsSql(anywhere, tsquery));
  return rows[0]?.found === true;
}

/** The search with each word replaced by similar words of listing names, or null when some word has none. */
async function correctedTsQuery(search: string): Promise<string | null> {
  const statement = correctedTsQuerySql(search);
  if (!statement) return null;
  const rows = await db.$queryRaw<{ tsquery: string | null }[]>(statement);
  return rows[0]?.tsquery ?? null;
}

/** The full-text matches of a tsquery, its common terms checked on the rows its rare ones find (textSearch). */
async function fullTextRows(query: ListingSearch, tsquery: string): Promise<ResultRow[]> {
  const sharesSql = termSharesSql(tsquery);
  const shares = sharesSql ? await db.$queryRaw<TermShare[]>(sharesSql) : [];
  return idRows(fullTextIdsSql(query, textSearch(tsquery, shares)));
}

/** How near a result is: its distance (from its city's centre when it has no address position), or why it is listed. */
function proximityOf(
  row: ResultRow,
  listing: { kind: ListingKind; lat: number | null },
  near: NearFilter,
): Proximity | undefined {
  if (row.km === undefined) return undefined;
  if (row.km !== null) return { type: "distance", km: Math.round(row.km * 10) / 10, approximate: listing.lat === null };
  return KIND_REGISTRY[listing.kind].reach === "place"
    ? { type: "telehealth" }
    : { type: "ships", country: near.remote?.country ?? "" };
}

/**
 * Which published listings a query finds, in order, the list and the map alike. A search matches by one text path:
 * its words as prefixes (full text), or, when they match no listing the query's filters allow, its words corrected to
 * similar words of listing names; near a place the same matches are then cut to the radius and ordered by distance.
 * Without a search: the filters, paged by offset or keyset.
 */
export async function findListings(query: ListingSearch, near: NearFilter | null): Promise<Found> {
  const run = (tsquery: string | null): Promise<ResultRow[]> =>
    near
      ? idRows(nearIdsSql(query, near, tsquery))
      : tsquery === null
        ? idRows(browseIdsSql(query, query.cursor ?? null))
        : fullTextRows(query, tsquery);
  const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
  if (!query.search || !tsquery) return { rows: await run(null), matchedBy: "filters" };
  const found = await run(tsquery);
  // An empty page is the end of the full-text matches when there are some (past the first page, outside the radius,
  // or among other listings than `among`); only a search that matches nothing at all falls back to corrected words,
  // on every page alike.
  if (found.length || ((near || query.offset > 0 || query.among) && (await hasFullTextMatch(query, tsquery))))
    return { rows: found, matchedBy: "fulltext" };
  const corrected = await correctedTsQuery(query.search);
  return { rows: corrected ? await run(corrected) : [], matchedBy: "similarity" };
}

/**
 * One page of directory results, as cards; near a place (its `near` resolved by near.ts into `near`), by distance and
 * with each card's proximity.
 */
export async function searchListings(query: DirectoryQuery, near: NearFilter | null = null): Promise<ListingPage> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const { rows, matchedBy } = await findListings(query, near);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: DirectoryItem[] = (await cardsInOrder(rows.map((row) => row.id))).map((card) => {
    const proximity = near ? proximityOf(byId.get(card.id) ?? { id: card.id }, card, near) : undefined;
    return proximity ? { ...card, proximity } : card;
  });
  const last = items.at(-1);
  // The keyset cursor pages the default order only; a sorted view pages by offset.
  const keyset = matchedBy === "filters" && !near && !sortOf(query) && items.length === query.limit && last;
  const nextCursor = keyset
    ? encodeCursor({ featured: last.placement === "editorial", rating: last.rating ?? 0, id: last.id })
    : null;
  return { items, nextCursor, matchedBy };
}

/**
 * The results of a query that have a position, as map points: the first MAP_POINT_LIMIT in the list's order, and
 * whether there were more.
 */
export async function mapPoints(query: DirectoryQuery, near: NearFilter | null = null): Promise<MapPoints> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const located: ListingSearch = { ...query, located: true, limit: MAP_POINT_LIMIT + 1, offset: 0, cursor: undefined };
  const { rows } = await findListings(located, near);
  const kept = rows.slice(0, MAP_POINT_LIMIT);
  const found = await db.listing.findMany({ where: { id: { in: kept.map((row) => row.id) } }, select: mapPointSelect });
  const byId = new Map(found.map((listing) => [listing.id, listing]));
  const points = kept.flatMap((row): MapPoint[] => {
    const listing = byId.get(row.id);
    if (!listing || listing.geoLat === null || listing.geoLng === null) return [];
    const proximity = near ? proximityOf(row, listing, near) : undefined;
    const place = cardLocation(listing);
    return [
      {
        id: listing.id,
        name: listing.name,
        kind: listing.kind,
        url: listingPath(listing),
        lat: listing.geoLat,
        lng: listing.geoLng,
        ...(place ? { place } : {}),
        ...(proximity ? { proximity } : {}),
      },
    ];
  });
  return { points, truncated: rows.length > MAP_POINT_LIMIT };
}

/** The unfiltered 'all' view: the first listings of each kind, in one query. */
export async function previewEachKind(region: string | undefined, perKind = ALL_VIEW_PER_KIND): Promise<ListingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  return cardsInOrder(await ids(previewIdsSql(region, perKind)));
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
  return toListingDetail(row);
}

/** findPublishedAmong, cached: the detail page loader's lookup. */
export async function findListingAmong(
  kinds: readonly ListingKind[],
  slugOrId: string,
): Promise<Pick<ListingDetail, "id" | "kind" | "slug"> | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listingKey(slugOrId));
  cacheLife("days");
  const found = await findPublishedAmong(kinds, slugOrId);
  if (found) cacheTag(CACHE_TAGS.listing(found.id));
  return found;
}

export type RetiredListing = { type: "gone" } | { type: "merged"; location: string };

/**
 * A listing that was published once and is not any more, by slug or id: "merged" (its duplicate report was merged
 * into another listing, which its URL now redirects to) or "gone" (its URL answers 410). null when there never was
 * a public listing there.
 */
export async function findRetiredListing(
  kinds: readonly ListingKind[],
  slugOrId: string,
): Promise<RetiredListing | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listingKey(slugOrId));
  cacheLife("days");

  const row = await db.listing.findFirst({
    where: {
      kind: { in: [...kinds] },
      status: { not: "published" },
      publishedAt: { not: null },
      OR: [{ slug: slugOrId }, { id: slugOrId }],
    },
    select: { id: true, mergedIntoId: true },
  });
  if (!row) return null;
  cacheTag(CACHE_TAGS.listing(row.id));
  if (row.mergedIntoId) {
    const target = await db.listing.findFirst({
      where: { id: row.mergedIntoId, status: "published" },
      select: { id: true, kind: true, slug: true },
    });
    if (target) {
      cacheTag(CACHE_TAGS.listing(target.id));
      return { type: "merged", location: listingPath(target) };
    }
  }
  cacheTag(CACHE_TAGS.listingGone);
  return { type: "gone" };
}
