import "server-only";
import { AppError } from "@/lib/http/app-error";
import { REVIEW_ERRORS, type OwnReview, type ReviewInput } from "@/lib/reviews/review-schema";
import { revalidateReviewChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { refreshListingRating } from "./aggregates";
import { ownReviewSelect, reviewedListingSelect, toOwnReview } from "./member-select";

const reviewNotFound = () => new AppError("not_found", "Review not found");

/** Empty optional text is stored as no title and an empty body (the column is required). */
function reviewData(input: ReviewInput) {
  return { rating: input.rating, title: input.title || null, body: input.body ?? "" };
}

/** The listing's rating and review count change with the review, in its transaction; its pages refresh after commit. */
async function afterCommit<T>(write: () => Promise<{ result: T; listing: ListingChange }>): Promise<T> {
  const { result, listing } = await write();
  revalidateReviewChange(listing);
  return result;
}

/** A member's review of a published listing: 404 for an unknown or unpublished listing, 409 for a second review. */
export async function createReview(userId: string, listingId: string, input: ReviewInput): Promise<OwnReview> {
  try {
    return await afterCommit(() =>
      db.$transaction(async (tx) => {
        const listing = await tx.listing.findFirst({
          where: { id: listingId, status: "published" },
          select: reviewedListingSelect,
        });
        if (!listing) throw new AppError("not_found", "Listing not found");
        const existing = await tx.review.findUnique({
          where: { userId_listingId: { userId, listingId } },
          select: { id: true },
        });
        if (existing) throw new AppError("conflict", { code: REVIEW_ERRORS.duplicate, params: {} });
        const review = await tx.review.create({
          data: { userId, listingId, ...reviewData(input) },
          select: ownReviewSelect,
        });
        await refreshListingRating(tx, listingId);
        return { result: toOwnReview(review), listing };
      }),
    );
  } catch (error) {
    // Two first reviews at once: the unique (userId, listingId) key lets one through.
    if (isUniqueViolation(error)) throw new AppError("conflict", { code: REVIEW_ERRORS.duplicate, params: {} });
    throw error;
  }
}

/** Edits the member's own review (another member's is a 404, never a 403: ids of others' reviews are not confirmed). */
export async function updateReview(userId: string, reviewId: string, input: ReviewInput): Promise<OwnReview> {
  return afterCommit(() =>
    db.$transaction(async (tx) => {
      const found = await tx.review.findFirst({
        where: { id: reviewId, userId },
        select: { listing: { select: reviewedListingSelect } },
      });
      if (!found) throw reviewNotFound();
      const review = await tx.review.update({
        where: { id: reviewId },
        data: reviewData(input),
        select: ownReviewSelect,
      });
      await refreshListingRating(tx, found.listing.id);
      return { result: toOwnReview(review), listing: found.listing };
    }),
  );
}

/** Deletes the member's own review. */
export async function deleteReview(userId: string, reviewId: string): Promise<void> {
  await afterCommit(() =>
    db.$transaction(async (tx) => {
      const found = await tx.review.findFirst({
        where: { id: reviewId, userId },
        select: { listing: { select: reviewedListingSelect } },
      });
      if (!found) throw reviewNotFound();
      await tx.review.delete({ where: { id: reviewId } });
      await refreshListingRating(tx, found.listing.id);
      return { result: undefined, listing: found.listing };
    }),
  );
}
