import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";

type SitemapListing = { kind: ListingKind; slug: string; updatedAt: Date };

export async function countPublishedListings(): Promise<number> {
  "use cache";
  cacheTag(CACHE_TAGS.sitemap, CACHE_TAGS.listings);
  cacheLife("hours");
  return db.listing.count({ where: { status: "published" } });
}

/** Latest change per kind: the lastmod of each category page. */
export async function lastModifiedByKind(): Promise<Partial<Record<ListingKind, Date>>> {
  "use cache";
  cacheTag(CACHE_TAGS.sitemap, CACHE_TAGS.listings);
  cacheLife("hours");
  const rows = await db.listing.groupBy({ by: ["kind"], where: { status: "published" }, _max: { updatedAt: true } });
  return Object.fromEntries(rows.map((row) => [row.kind, row._max.updatedAt ?? new Date(0)]));
}

/** One sitemap file's worth of published listings, in a stable order. */
export async function sitemapListingsPage(page: number, pageSize: number): Promise<SitemapListing[]> {
  "use cache";
  cacheTag(CACHE_TAGS.sitemap, CACHE_TAGS.listings);
  cacheLife("hours");
  return db.listing.findMany({
    where: { status: "published" },
    select: { kind: true, slug: true, updatedAt: true },
    orderBy: { id: "asc" },
    skip: page * pageSize,
    take: pageSize,
  });
}
