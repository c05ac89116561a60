import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { convertSlug } from "@/lib/listings/editor-fields";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import { compareSelect, toCompareListing, type CompareListing } from "./select";

const isSlug = (value: string) => {
  const result = convertSlug(value, "clear");
  return "value" in result && result.value === value;
};

/**
 * The published listings of a kind among these slugs, cached: tagged by every slug asked for (a listing taking one
 * of them later clears a 404) and by each listing found (an edit or a new review refreshes the comparison).
 */
export async function findComparable(kind: ListingKind, slugs: readonly string[]): Promise<CompareListing[]> {
  "use cache";
  const wanted = [...new Set(slugs)].filter(isSlug);
  cacheTag(...wanted.map(CACHE_TAGS.listingKey));
  cacheLife("days");
  if (!wanted.length) return [];
  const rows = await db.listing.findMany({
    where: { kind, status: "published", slug: { in: wanted } },
    select: compareSelect,
  });
  for (const row of rows) cacheTag(CACHE_TAGS.listing(row.id));
  return rows.map(toCompareListing);
}
