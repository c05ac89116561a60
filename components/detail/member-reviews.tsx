import { useTranslations } from "next-intl";
import { MoreReviews } from "@/components/reviews/more-reviews";
import { ReviewComposer } from "@/components/reviews/review-composer";
import { ReviewItem } from "@/components/reviews/review-item";
import { RatingSummaryBlock } from "@/components/reviews/rating-summary";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { RatingSummary } from "@/lib/reviews/rating-summary";
import { cursorAfter } from "@/server/db/keyset-cursor";
import type { DetailReview } from "@/server/reviews/select";
import { DetailSection } from "./detail-section";

type ReviewedListing = { id: string; kind: ListingKind; slug: string; name: string; reviewCount: number };

/**
 * Published member reviews (the only source of the page's rating markup): the first page rendered here, the same for
 * everyone; writing and paging are client islands, so nothing about the visitor is part of the cached page.
 */
export function MemberReviews({
  listing,
  reviews,
  summary,
}: {
  listing: ReviewedListing;
  reviews: DetailReview[];
  summary?: RatingSummary;
}) {
  const t = useTranslations("detail");
  // reviewCount and the shown reviews are revalidated together, so more published reviews means another page.
  const cursor = listing.reviewCount > reviews.length ? cursorAfter(reviews) : null;
  return (
    <DetailSection title={t("sections.memberReviews")} icon={"message-square-text"} testId="member-reviews">
      <RatingSummaryBlock summary={summary} />
      <ReviewComposer
        listingId={listing.id}
        listingName={listing.name}
        kind={listing.kind}
        path={listingPath(listing)}
      />
      {reviews.length ? (
        <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100 pt-4" data-testid="review-list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600" data-testid="no-reviews">
          {t("reviews.none")}
        </p>
      )}
      {cursor ? <MoreReviews key={cursor} listingId={listing.id} cursor={cursor} /> : null}
    </DetailSection>
  );
}
