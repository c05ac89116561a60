import { useTranslations } from "next-intl";
import { MoreReviews } from "@/components/reviews/more-reviews";
import { ReviewComposer } from "@/components/reviews/review-composer";
import { ListedReviewItem } from "@/components/reviews/review-item";
import { RatingSummaryBlock } from "@/components/reviews/rating-summary";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { RatingSummary } from "@/lib/reviews/rating-summary";
import type { PublicReviewPage } from "@/lib/reviews/review-schema";
import { DetailSection } from "./detail-section";

type ReviewedListing = { id: string; kind: ListingKind; slug: string; name: string };

/**
 * Member reviews: the first page of the list rendered here (published reviews, and a placeholder in the place of each
 * one moderation hid), the same for everyone; writing and paging are client islands, so nothing about the visitor is
 * part of the cached page.
 */
export function MemberReviews({
  listing,
  page,
  summary,
}: {
  listing: ReviewedListing;
  page: PublicReviewPage;
  summary?: RatingSummary;
}) {
  const t = useTranslations("detail");
  const { reviews, nextCursor: cursor } = page;
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
            <ListedReviewItem key={review.id} review={review} />
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
