import "server-only";
import { revalidateTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { clearListingRequestCache } from "@/server/public/listings/route-request";

// Writes must show on the next request (an approved brand, an edited listing, a new review), so stale content is
// never served after one of these: `expire: 0` makes the next request render afresh.
const NOW = { expire: 0 } as const;

function revalidate(tags: Iterable<string>): string[] {
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, NOW);
  return unique;
}

export type ListingChange = {
  id: string;
  slug: string;
  /** The slug before an edit, when it changed: its URL now answers 404 (or the new page). */
  previousSlug?: string | null;
};

/**
 * A listing was created, published, edited, unpublished or deleted: its own page (under its id and both slugs),
 * every list, the home stats and featured brands, and the sitemap. Returns the tags, for tests and logs.
 */
export function revalidateListingChange(change: ListingChange): string[] {
  clearListingRequestCache();
  const keys = [change.id, change.slug, change.previousSlug].filter((key): key is string => Boolean(key));
  return revalidate([
    CACHE_TAGS.listing(change.id),
    ...keys.map(CACHE_TAGS.listingKey),
    CACHE_TAGS.listings,
    CACHE_TAGS.stats,
    CACHE_TAGS.featuredBrands,
    CACHE_TAGS.sitemap,
  ]);
}

/** A member review was written, edited or removed: the listing's reviews and its rating everywhere it shows. */
export function revalidateReviewChange(change: ListingChange): string[] {
  return [...revalidate([CACHE_TAGS.reviews(change.id)]), ...revalidateListingChange(change)];
}
