import { getLocale, getTranslations } from "next-intl/server";
import { DetailSection } from "@/components/detail/detail-section";
import { cardPlace } from "@/lib/directory/card-location";
import { toCardListing } from "@/lib/listings/card-listing";
import { listingPath } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";
import { getRelatedListings } from "@/server/listings/read/related";
import { relatedSourceOf, type RelatedSource } from "@/server/listings/read/related-sql";
import { RelatedList, type RelatedItem } from "./related-list";

/** Up to six listings of the same kind sharing the most facets, nearest first among equals; sponsored ones say so. */
export async function RelatedListings({ listing }: { listing: RelatedSource }) {
  const locale = await getLocale();
  const [rows, t] = await Promise.all([
    getRelatedListings(relatedSourceOf(listing)),
    getTranslations({ locale, namespace: "compare-page" }),
  ]);
  const items = rows.map((related): RelatedItem => {
    const card = toCardListing(related, { locale });
    const item: RelatedItem = { href: localePath(locale, listingPath(card)), name: card.name };
    const place = cardPlace(card);
    if (place) item.place = place;
    if (card.placement === "sponsored") item.sponsored = true;
    if (card.rating !== undefined) {
      item.rating = card.rating;
      item.reviewCount = card.reviewCount;
    }
    return item;
  });
  if (!items.length) return null;
  return (
    <DetailSection title={t("similar", { kind: listing.kind })} icon="layers" testId="related">
      <RelatedList items={items} />
    </DetailSection>
  );
}
