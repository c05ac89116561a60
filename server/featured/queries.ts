import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ListingKind } from "@/lib/directory/kinds";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import { listingCardSelect, withPlainPrice } from "@/server/listings/read";
import { featuredBrandSelect } from "./select";
import { toFeaturedBrand, type FeaturedBrand } from "./shape";

export const FEATURED_BRANDS_LIMIT = 24;

/**
 * Published listings with a placement (sponsored or an editor's pick): sponsored first, then by rating; their descriptions in
 * `locale` when translated.
 */
export async function getFeaturedBrands(
  limit: number = FEATURED_BRANDS_LIMIT,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FeaturedBrand[]> {
  "use cache";
  cacheTag(CACHE_TAGS.featuredBrands, CACHE_TAGS.listings);
  cacheLife("hours");

  const rows = await db.listing.findMany({
    where: { status: "published", placement: { not: null } },
    orderBy: [
      // Sponsored before editorial (the enum's order, descending): the home page shows them apart, each labelled.
      { placement: "desc" },
      { rating: { sort: "desc", nulls: "last" } },
      { reviewCount: "desc" },
      { name: "asc" },
      { id: "asc" },
    ],
    take: limit,
    select: featuredBrandSelect,
  });
  return rows.map((row) => toFeaturedBrand(row, locale));
}

/** A kind's directory view shows at most this many sponsored places, in a block of their own above its results. */
const SPONSORED_SLOTS_PER_VIEW = 2;

/**
 * The published sponsored listings of one kind, as cards for its directory view's sponsored block: the same read as
 * home's (placement "sponsored", cached under the featured and listing tags a sponsorship's start or end
 * revalidates), in home's order. Never part of the organic results, whose query does not read it.
 */
export async function getSponsoredOfKind(kind: ListingKind, limit: number = SPONSORED_SLOTS_PER_VIEW) {
  "use cache";
  cacheTag(CACHE_TAGS.featuredBrands, CACHE_TAGS.listings);
  cacheLife("hours");

  const rows = await db.listing.findMany({
    where: { status: "published", placement: "sponsored", kind },
    orderBy: [{ rating: { sort: "desc", nulls: "last" } }, { reviewCount: "desc" }, { name: "asc" }, { id: "asc" }],
    take: limit,
    select: listingCardSelect,
  });
  return rows.map((row) => withPlainPrice(row));
}
