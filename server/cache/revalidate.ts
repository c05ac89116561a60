import "server-only";
import { revalidateTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { clearListingRequestCache } from "@/server/listings/read/route-request";
import { CARD_SHOWN_FIELDS } from "@/lib/listings/card-listing";

/** What a card shows (and whether it is published at all). */
const CARD_FIELDS = new Set<string>([...CARD_SHOWN_FIELDS, "status"]);

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
  /** The columns that changed, when known: pages showing the listing as a card refresh only if one of them shows. */
  fields?: readonly string[];
};

/**
 * A listing was created, published, edited, unpublished or deleted: its own page (under its id and both slugs),
 * the pages that show it as a card (other listings' related listings) when a shown field changed, every list, the
 * home stats and featured brands, and the sitemap. Returns the tags, for tests and logs.
 */
export function revalidateListingChange(change: ListingChange): string[] {
  clearListingRequestCache();
  const keys = [change.id, change.slug, change.previousSlug].filter((key): key is string => Boolean(key));
  const cardChanged = !change.fields || change.fields.some((field) => CARD_FIELDS.has(field));
  return revalidate([
    CACHE_TAGS.listing(change.id),
    ...(cardChanged ? [CACHE_TAGS.listingCard(change.id)] : []),
    ...keys.map(CACHE_TAGS.listingKey),
    CACHE_TAGS.listings,
    CACHE_TAGS.stats,
    CACHE_TAGS.featuredBrands,
    CACHE_TAGS.sitemap,
  ]);
}

/**
 * Something only the listing's own page shows changed (its verified-owner badge, an owner's reply to a review): that
 * page under its id and slug, nothing else.
 */
export function revalidateListingPage(change: ListingChange): string[] {
  return revalidate([
    CACHE_TAGS.listing(change.id),
    CACHE_TAGS.listingKey(change.id),
    CACHE_TAGS.listingKey(change.slug),
  ]);
}

/** A member review was written, edited or removed: the listing's reviews and its rating everywhere it shows. */
export function revalidateReviewChange(change: ListingChange): string[] {
  return [...revalidate([CACHE_TAGS.reviews(change.id)]), ...revalidateListingChange(change)];
}

/** An editor saved or deleted an evidence entry: every page showing entries reads them under one tag. */
export function revalidateEvidence(): string[] {
  return revalidate([CACHE_TAGS.evidence]);
}

/**
 * The admin saved a catalogue marker: everything that reads the catalogue (its names on lab pages and compare tables,
 * the marker filter, structured data) reads it under one tag.
 */
export function revalidateBiomarkers(): string[] {
  return revalidate([CACHE_TAGS.biomarkers]);
}

/** The admin saved or deleted a nutrient or a claim: supplement pages and compare tables read the register by one tag. */
export function revalidateHealthClaims(): string[] {
  return revalidate([CACHE_TAGS.healthClaims]);
}

/** The admin picked or dropped a comparison: which comparison pages are indexable, and the sitemap that lists them. */
export function revalidateComparisons(): string[] {
  return revalidate([CACHE_TAGS.comparisons, CACHE_TAGS.sitemap]);
}

/** An API key was revoked: its cached lookup ends now, on every instance. */
export function revalidateApiKey(hash: string): string[] {
  return revalidate([CACHE_TAGS.apiKey(hash)]);
}
