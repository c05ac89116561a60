import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import { AppError, fieldError } from "@/lib/http/app-error";
import { dimensionsOf } from "@/lib/reviews/dimensions";
import { REVIEW_ERRORS, type OwnReview, type ReviewInput } from "@/lib/reviews/review-schema";
import { revalidateReviewChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { Prisma, type ReviewVerification } from "@/server/db/generated/client";
import { refreshListingRating } from "./aggregates";
import { ownReviewSelect, reviewedListingSelect, toOwnReview } from "./member-select";
import { ownersAmong } from "./self-serving";

const reviewNotFound = () => new AppError("not_found", "Review not found");

/**
 * Empty optional text is stored as no title and an empty body (the column is required); only the dimensions rated
 * are kept, and one this listing's kind is not rated on is refused with a field error under `dimensions.{key}`.
 */
function reviewData(kind: ListingKind, input: ReviewInput) {
  const allowed: readonly string[] = dimensionsOf(kind);
  const rated = Object.entries(input.dimensions ?? {}).filter(([, stars]) => stars != null);
  const foreign = rated.find(([key]) => !allowed.includes(key));
  if (foreign)
    throw fieldError("bad_request", `dimensions.${foreign[0]}`, { code: REVIEW_ERRORS.dimensionKind, params: {} });
  return {
    rating: input.rating,
    title: input.title || null,
    body: input.body ?? "",
    dimensions: rated.length ? (Object.fromEntries(rated) as Prisma.InputJsonObject) : Prisma.DbNull,
  };
}

type Tx = Prisma.TransactionClient;
type ReviewedListing = { id: string; slug: string; kind: ListingKind };

/**
 * Writes a member's first review of a listing in the caller's transaction (409 when they have one, 403 when they own
 * the listing: a self-serving review), with how its author was verified, and recomputes the listing's rating.
 */
export async function insertReview(
  tx: Tx,
  review: { userId: string; listing: ReviewedListing; input: ReviewInput; verification: ReviewVerification | null },
): Promise<OwnReview> {
  const { userId, listing, input, verification } = review;
  const data = reviewData(listing.kind, input);
  if ((await ownersAmong(tx, listing.id, [userId])).size)
    throw new AppError("forbidden", { code: REVIEW_ERRORS.ownListing, params: {} });
  const existing = await tx.review.findUnique({
    where: { userId_listingId: { userId, listingId: listing.id } },
    select: { id: true },
  });
  if (existing) throw new AppError("conflict", { code: REVIEW_ERRORS.duplicate, params: {} });
  const created = await tx.review.create({
    data: { userId, listingId: listing.id, verification, ...data },
    select: ownReviewSelect,
  });
  await refreshListingRating(tx, listing.id);
  return toOwnReview(created);
}

/** A review write's answer to two first reviews at once: the unique (userId, listingId) key lets one through. */
export function duplicateReviewError(error: unknown): unknown {
  return isUniqueViolation(error) ? new AppError("conflict", { code: REVIEW_ERRORS.duplicate, params: {} }) : error;
}

/** The listing's rating and review count change with the review, in its transaction; its pages refresh after commit. */
export async function afterCommit<T>(write: () => Promise<{ result: T; listing: ListingChange }>): Promise<T> {
  const { result, listing } = await write();
  revalidateReviewChange(listing);
  return result;
}

/**
 * A member's review of a published listing: 404 for an unknown or unpublished listing, 409 for a second review, 403
 * for one of its owners.
 */
export async function createReview(userId: string, listingId: string, input: ReviewInput): Promise<OwnReview> {
  try {
    return await afterCommit(() =>
      db.$transaction(async (tx) => {
        const listing = await tx.listing.findFirst({
          where: { id: listingId, status: "published" },
          select: reviewedListingSelect,
        });
        if (!listing) throw new AppError("not_found", "Listing not found");
        const result = await insertReview(tx, { userId, listing, input, verification: null });
        return { result, listing };
      }),
    );
  } catch (error) {
    throw duplicateReviewError(error);
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
        data: reviewData(found.listing.kind, input),
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
