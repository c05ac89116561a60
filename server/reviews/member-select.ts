import "server-only";
import type { OwnReview } from "@/lib/reviews/review-schema";
import type { Prisma } from "@/server/db/generated/client";

/** A review's own text and state, as every reader of reviews needs it. */
export const reviewTextSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  status: true,
  createdAt: true,
} satisfies Prisma.ReviewSelect;

export const ownReviewSelect = { ...reviewTextSelect, listingId: true, updatedAt: true } satisfies Prisma.ReviewSelect;

type OwnReviewRow = Prisma.ReviewGetPayload<{ select: typeof ownReviewSelect }>;

export function toOwnReview(row: OwnReviewRow): OwnReview {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The reviewed listing, to revalidate its pages. */
export const reviewedListingSelect = { id: true, slug: true } satisfies Prisma.ListingSelect;
