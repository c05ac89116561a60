import "server-only";
import * as z from "zod/mini";
import { AppError } from "@/lib/http/app-error";
import { recordAudit } from "@/server/admin/audit/record";
import { revalidateReviewChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { refreshListingRating } from "@/server/member/reviews/aggregates";
import {
  REVIEW_STATUSES,
  moderatedReviewSelect,
  toModeratedReview,
  type ModeratedReview,
  type ModerationStatus,
} from "./select";

/** PATCH /api/admin/reviews/{id}: "hidden" removes a review from the public pages, "published" restores it. */
export const moderationPatchSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status is published or hidden" }),
});

/**
 * Hides or restores a member's review. The listing's rating and review count are recomputed in the same
 * transaction, the audit row keeps the review as it was, and the listing's pages refresh after the commit.
 * Hiding (not deleting) keeps the member from simply posting it again: one review per member and listing.
 */
export async function setReviewStatus(
  id: string,
  status: ModerationStatus,
  options: { ip?: string | null } = {},
): Promise<ModeratedReview> {
  const { review, listing, changed } = await db.$transaction(async (tx) => {
    const found = await tx.review.findUnique({
      where: { id },
      select: {
        status: true,
        rating: true,
        title: true,
        body: true,
        userId: true,
        listing: { select: { id: true, slug: true } },
      },
    });
    if (!found) throw new AppError("not_found", "Review not found");
    if (found.status === status)
      return {
        review: await tx.review.findUniqueOrThrow({ where: { id }, select: moderatedReviewSelect }),
        listing: found.listing,
        changed: false,
      };
    const updated = await tx.review.update({ where: { id }, data: { status }, select: moderatedReviewSelect });
    await refreshListingRating(tx, found.listing.id);
    await recordAudit(tx, {
      action: status === "hidden" ? "review.hide" : "review.restore",
      entityType: "review",
      entityId: id,
      before: {
        status: found.status,
        listingId: found.listing.id,
        userId: found.userId,
        rating: found.rating,
        title: found.title,
        body: found.body,
      },
      after: { status },
      ip: options.ip,
    });
    return { review: updated, listing: found.listing, changed: true };
  });
  if (changed) revalidateReviewChange(listing);
  return toModeratedReview(review);
}
