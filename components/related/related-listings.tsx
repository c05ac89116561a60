import { DetailSection } from "@/components/detail/detail-section";
import { toCardListing } from "@/components/listing/card-listing";
import { RatingStars } from "@/components/listing/rating-stars";
import { KIND_LABELS, listingPath } from "@/lib/directory/kinds";
import { getRelatedListings } from "@/server/public/listings/related";
import { relatedSourceOf, type RelatedSource } from "@/server/public/listings/related-sql";

/**
 * Up to six listings of the same kind sharing the most facets, nearest first among equals; sponsored ones say so.
 * Compact rows rather than full cards: they ride in the page's HTML and again in its RSC payload.
 */
export async function RelatedListings({ listing }: { listing: RelatedSource }) {
  const related = (await getRelatedListings(relatedSourceOf(listing))).map(toCardListing);
  if (!related.length) return null;
  return (
    <DetailSection title={`Similar ${KIND_LABELS[listing.kind].toLowerCase()}s`} icon="layers" testId="related">
      <ul className="related-list">
        {related.map((item) => (
          <li key={item.id} data-testid="related-listing">
            <a href={listingPath(item)}>{item.name}</a>
            {item.sponsored ? <span className="badge badge-sponsored">Sponsored</span> : null}
            {item.place ? <small>{item.place}</small> : null}
            <RatingStars rating={item.rating ?? null} reviewCount={item.reviewCount ?? 0} size={14} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
