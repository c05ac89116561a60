import type { BreadcrumbList, Thing, WithContext } from "schema-dts";
import { CATEGORY_LABELS, KIND_TO_CATEGORY, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { safeHttpUrl } from "@/lib/safe-url";
import { breadcrumbJsonLd, listingJsonLd, type ShownReview } from "@/lib/seo/structured-data";
import { listingDescription } from "./detail-metadata";

type ListingForDetailJsonLd = Parameters<typeof listingJsonLd>[0] &
  Parameters<typeof listingDescription>[0] & { kind: ListingKind; slug: string; name: string };

/** Home → directory category → listing. */
export function detailBreadcrumbJsonLd(listing: {
  kind: ListingKind;
  slug: string;
  name: string;
}): WithContext<BreadcrumbList> {
  const category = KIND_TO_CATEGORY[listing.kind];
  return breadcrumbJsonLd([
    { name: "Home", path: "/" },
    { name: CATEGORY_LABELS[category], path: `/directory?category=${category}` },
    { name: listing.name, path: listingPath(listing) },
  ]);
}

/**
 * The structured data of a detail page, in render order: breadcrumbs, then the listing itself. Ratings and
 * reviews appear only when `reviews` (the member reviews the page shows) is non-empty.
 */
export function detailJsonLd(
  listing: ListingForDetailJsonLd,
  reviews: ShownReview[],
): [WithContext<BreadcrumbList>, WithContext<Thing>] {
  const entity = listingJsonLd(
    {
      ...listing,
      description: listingDescription(listing),
      website: safeHttpUrl(listing.website),
      imageUrl: safeHttpUrl(listing.imageUrl),
      logoUrl: safeHttpUrl(listing.logoUrl),
    },
    listingPath(listing),
    reviews,
  );
  return [detailBreadcrumbJsonLd(listing), entity];
}
