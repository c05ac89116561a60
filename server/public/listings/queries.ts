import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { encodeCursor } from "@/lib/directory/cursor";
import { ALL_VIEW_PER_KIND, type DirectoryQuery } from "@/lib/directory/directory-schema";
import { sortOf } from "./fact-filter-sql";
import {
  browseIdsSql,
  fullTextExistsSql,
  fullTextIdsSql,
  previewIdsSql,
  similarNameIdsSql,
  toPrefixTsQuery,
} from "./search-sql";
import { findPublishedAmong } from "./lookup";
import {
  listingCardSelect,
  listingDetailSelect,
  toListingDetail,
  withPlainPrice,
  type ListingCard,
  type ListingDetail,
} from "./select";

type ListingPage = {
  items: ListingCard[];
  nextCursor: string | null;
  matchedBy: "filters" | "fulltext" | "similarity";
};

type IdRow = { id: string };

/** The cards of these listings, in this order (missing ones left out). */
export async function cardsInOrder(ids: string[]): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await db.listing.findMany({ where: { id: { in: ids } }, select: listingCardSelect });
  const byId = new Map(rows.map((row) => [row.id, withPlainPrice(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function ids(statement: Prisma.Sql): Promise<string[]> {
  return (await db.$queryRaw<IdRow[]>(statement)).map((row) => row.id);
}

async function hasFullTextMatch(query: DirectoryQuery, tsquery: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ found: boolean }[]>(fullTextExistsSql(query, tsquery));
  return rows[0]?.found === true;
}

/** One page of published listings: filters, prefix full-text search ranked, trigram fallback, offset or keyset paging. */
export async function searchListings(query: DirectoryQuery): Promise<ListingPage> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const tsquery = query.search ? toPrefixTsQuery(query.search) : null;
  if (query.search && tsquery) {
    const found = await ids(fullTextIdsSql(query, tsquery));
    // Past the first page an empty page is either the end of the full-text matches, or a search whose first page
    // fell back to similar names: that one must keep paging through similar names.
    if (found.length || (query.offset > 0 && (await hasFullTextMatch(query, tsquery)))) {
      return { items: await cardsInOrder(found), nextCursor: null, matchedBy: "fulltext" };
    }
    return {
      items: await cardsInOrder(await ids(similarNameIdsSql(query, query.search))),
      nextCursor: null,
      matchedBy: "similarity",
    };
  }
  const items = await cardsInOrder(await ids(browseIdsSql(query, query.cursor ?? null)));
  const last = items.at(-1);
  // The keyset cursor pages the default order only; a sorted view pages by offset.
  const nextCursor =
    items.length === query.limit && last && !sortOf(query)
      ? encodeCursor({ featured: last.featured, rating: last.rating ?? 0, id: last.id })
      : null;
  return { items, nextCursor, matchedBy: "filters" };
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
