import type { ListingKind } from "@/lib/directory/kinds";

/** Every cache tag in one place: query functions tag with these, mutations revalidate the same names. */
export const CACHE_TAGS = {
  listings: "listings",
  listingsOfKind: (kind: ListingKind) => `listings:${kind}`,
  listing: (id: string) => `listing:${id}`,
  stats: "stats",
  featuredBrands: "featured-brands",
  sitemap: "sitemap",
  reviews: (listingId: string) => `reviews:${listingId}`,
} as const;
