import "server-only";
import { readDimensions } from "@/lib/reviews/dimensions";
import { isReviewRule } from "@/lib/reviews/review-rules";
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

export const ownReviewSelect = {
  ...reviewTextSelect,
  listingId: true,
  updatedAt: true,
  verification: true,
  dimensions: true,
  hiddenRule: true,
} satisfies Prisma.ReviewSelect;

type OwnReviewRow = Prisma.ReviewGetPayload<{ select: typeof ownReviewSelect }>;

export function toOwnReview({ dimensions, hiddenRule, ...row }: OwnReviewRow): OwnReview {
  const rated = readDimensions(dimensions);
  return {
    ...row,
    ...(rated ? { dimensions: rated } : {}),
    ...(row.status === "hidden" ? { hiddenRule: isReviewRule(hiddenRule) ? hiddenRule : null } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The reviewed listing, to revalidate its pages. */
export const reviewedListingSelect = { id: true, slug: true, kind: true } satisfies Prisma.ListingSelect;
