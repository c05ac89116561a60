import "server-only";
import { listingPath } from "@/lib/directory/kinds";
import type { MyReview } from "@/lib/reviews/review-schema";
import { db } from "@/server/db/client";
import { ownReviewSelect, toOwnReview } from "./member-select";

/** The member's own reviews, newest first, hidden ones included, with the listing's name and page (null once unpublished). */
export async function listMyReviews(userId: string): Promise<MyReview[]> {
  const rows = await db.review.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { ...ownReviewSelect, listing: { select: { id: true, name: true, kind: true, slug: true, status: true } } },
  });
  return rows.map(({ listing, ...review }) => ({
    ...toOwnReview(review),
    listing: { id: listing.id, name: listing.name, url: listing.status === "published" ? listingPath(listing) : null },
  }));
}
