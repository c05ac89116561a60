import type { ListingKind } from "@/lib/directory/kinds";

/** A currency per kind when none is stored, so a price always shows its currency: US dollars for wearables, euros otherwise. */
export function defaultCurrency(kind: ListingKind): string {
  return kind === "wearable" ? "USD" : "EUR";
}

/** The currency a listing's prices are in: its own when stored, else its kind's. */
export function listingCurrency(listing: { kind: ListingKind; currency?: string | null }): string {
  return listing.currency?.trim() || defaultCurrency(listing.kind);
}
