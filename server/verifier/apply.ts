import "server-only";
import type { Prisma } from "@/server/db/generated/client";
import type { ListingFieldValues } from "@/server/listings/changes";
import { sourcedWebsiteFact } from "@/lib/listings/website-facts";
import { isWebsiteFact, type ProposedField } from "./compare";

type Price = { amount: number; currency: string | null };
type Point = { lat: number; lng: number };

/** Where and when a proposal's value was read: a website fact keeps both beside its value. */
type Seen = { sourceUrl: string; seenAt: Date };

/**
 * A proposal's value as the listing fields it writes (price with its currency, a point as latitude and longitude, a
 * website fact with the page and the day it was read on; one that is not valid is not written).
 */
export function listingValuesOf(field: ProposedField, value: unknown, seen: Seen): ListingFieldValues {
  if (isWebsiteFact(field)) {
    const fact = sourcedWebsiteFact(field, value, seen.sourceUrl, seen.seenAt.toISOString().slice(0, 10));
    return fact ? { [field]: fact } : {};
  }
  switch (field) {
    case "coordinates": {
      const point = value as Point;
      return { lat: point.lat, lng: point.lng };
    }
    case "price": {
      const price = value as Price;
      return { priceFrom: price.amount, currency: price.currency };
    }
    case "openingHours":
      return { openingHours: value as ListingFieldValues["openingHours"] };
    case "languages":
      return { languages: value as string[] };
    case "unpublish":
      return {};
    default:
      return { [field]: value as string };
  }
}

/**
 * The pages an accepted or filled value was read on join the listing's sources, which its page lists beside the
 * verification line. Only URLs it does not list yet; the row's version is left as the write step set it.
 */
export async function addSourcePages(tx: Prisma.TransactionClient, listingId: string, urls: string[]): Promise<void> {
  for (const url of new Set(urls.filter((item) => /^https?:\/\//.test(item)))) {
    await tx.$executeRaw`
      UPDATE "Listing" SET "sourceUrls" = array_append("sourceUrls", ${url}::text)
      WHERE "id" = ${listingId} AND NOT (${url}::text = ANY("sourceUrls"))`;
  }
}
