import { listingPath } from "@/lib/directory/kinds";
import type { ListingCard, ListingDetail } from "./select";

/** API shape of a list item: the card fields plus its canonical page. */
export function toListingItemJson(card: ListingCard) {
  return { ...card, price: card.priceFrom, url: listingPath(card) };
}

/** API shape of a detail: every field, plus the alias names docs/product.md, Visitors: entities uses for some of them. */
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
