import { listingPath } from "@/lib/directory/kinds";
import { localizedListing } from "@/lib/i18n/listing-content";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ListingCard, ListingDetail } from "./select";

/**
 * API shape of a list item: the card fields plus its canonical page, its descriptions in `locale` when translated
 * (else the original), `textLocale` their language; the other translations stay out of the list.
 */
export function toListingItemJson(card: ListingCard, locale: Locale = DEFAULT_LOCALE) {
  return { ...localizedListing(card, locale), translations: undefined, price: card.priceFrom, url: listingPath(card) };
}

/** API shape of a detail: every field, plus the alias names the public API also gives some of them. */
export function toListingDetailJson(detail: ListingDetail) {
  return {
    ...detail,
    url: listingPath(detail),
    price: detail.priceFrom,
    currency:
      detail.currency ??
      (detail.kind === "wearable" ? "USD" : detail.kind === "food" || detail.kind === "leaderboard" ? "EUR" : null),
    featured_review: detail.featuredReview,
    review_source: detail.reviewSource,
    biomarkersFocus: detail.kind === "clinic" ? detail.biomarkers : undefined,
    healthConditionsSupported: detail.kind === "lab" ? detail.healthConditions : undefined,
  };
}
