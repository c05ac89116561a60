import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";

/** Kinds counted as "Brands" on the home page: companies and their products, not places or people. */
export const BRAND_STAT_KINDS = [
  "brand",
  "wearable",
  "supplement",
  "food",
  "app",
] as const satisfies readonly ListingKind[];

export type DirectoryStats = {
  clinics: number;
  labs: number;
  brands: number;
  /** Published member reviews. */
  reviews: number;
  /** Distinct people: registered users plus confirmed newsletter subscribers. */
  members: number;
  /** Published listings per kind (the category tiles show these). */
  byKind: Record<ListingKind, number>;
};

type StatsRow = { kind: ListingKind | null; count: number };

/**
 * Live counts for the home page, in one round trip; cached, and refreshed whenever listings or reviews change.
 * Sign-ups, confirmations and deletions do not refresh it: the member figure is shown floored (40+, 150+, 1.5K+), so
 * most of them change nothing on the page, while each would re-render the cached home page; it catches up within
 * the hour its cache lives.
 */
export async function getDirectoryStats(): Promise<DirectoryStats> {
  "use cache";
  cacheTag(CACHE_TAGS.stats, CACHE_TAGS.listings);
  cacheLife("hours");

  // One row per published kind, plus two rows with kind NULL and a label in "count" order: reviews, members.
  const rows = await db.$queryRaw<(StatsRow & { metric: string })[]>`
    SELECT 'listings' AS metric, "kind"::text AS kind, count(*)::int AS count FROM "Listing" WHERE "status" = 'published' GROUP BY "kind"
    UNION ALL
    SELECT 'reviews', NULL, count(*)::int FROM "Review" WHERE "status" = 'published'
    UNION ALL
    SELECT 'members', NULL, count(*)::int FROM (
      SELECT lower("email") FROM "User"
      UNION
      SELECT lower("email") FROM "NewsletterSubscriber" WHERE "status" = 'confirmed'
    ) people`;

  const byKind = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, 0])) as Record<ListingKind, number>;
  let reviews = 0;
  let members = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.metric === "listings" && row.kind) byKind[row.kind] = count;
    else if (row.metric === "reviews") reviews = count;
    else if (row.metric === "members") members = count;
  }
  return {
    clinics: byKind.clinic,
    labs: byKind.lab,
    brands: BRAND_STAT_KINDS.reduce((sum, kind) => sum + byKind[kind], 0),
    reviews,
    members,
    byKind,
  };
}
