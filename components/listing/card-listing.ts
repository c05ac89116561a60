import { cardDescription } from "@/lib/format";
import type { ListingCard } from "@/server/public/listings/select";

/** The fields a listing card shows: a plain, serialisable subset of both the server row and the API item. */
export type CardListing = Pick<
  ListingCard,
  | "id" | "kind" | "slug" | "name" | "shortDescription" | "longDescription" | "description" | "logoUrl" | "country" | "city"
  | "location" | "rating" | "reviewCount" | "featured" | "sponsored" | "verified" | "tags" | "specialties" | "testTypes"
  | "categories" | "features"
>;

/**
 * Trims a row to what a card shows, so server-rendered pages send no unused fields to the browser: of the three
 * descriptions only the one the card uses is kept, already cut to length (cardDescription gives the same text).
 */
export function toCardListing(listing: CardListing): CardListing {
  const text = cardDescription(listing);
  const source = listing.longDescription ? "long" : listing.shortDescription ? "short" : "plain";
  return {
    id: listing.id,
    kind: listing.kind,
    slug: listing.slug,
    name: listing.name,
    longDescription: source === "long" ? text : null,
    shortDescription: source === "short" ? text : null,
    description: source === "plain" ? text : null,
    logoUrl: listing.logoUrl,
    country: listing.country,
    city: listing.city,
    location: listing.location,
    rating: listing.rating,
    reviewCount: listing.reviewCount,
    featured: listing.featured,
    sponsored: listing.sponsored,
    verified: listing.verified,
    tags: listing.tags,
    specialties: listing.specialties,
    testTypes: listing.testTypes,
    categories: listing.categories,
    features: listing.features,
  };
}

/** "City, Country", the stored location, or just the country. */
export function cardLocation(listing: Pick<CardListing, "city" | "country" | "location">): string | null {
  if (listing.location) return listing.location;
  if (listing.city && listing.country) return `${listing.city}, ${listing.country}`;
  return listing.country ?? listing.city ?? null;
}
