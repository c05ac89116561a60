import "server-only";
import type { ListingFieldValues } from "@/server/listings/changes";
import type { ProposedField } from "./compare";

type Price = { amount: number; currency: string | null };
type Point = { lat: number; lng: number };

/** A proposal's value as the listing fields it writes (price with its currency, a point as latitude and longitude). */
export function listingValuesOf(field: ProposedField, value: unknown): ListingFieldValues {
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
