import "server-only";
import * as z from "zod/mini";
import { AppError } from "@/lib/http/app-error";
import { REVIEW_RULES, type ReviewRule } from "@/lib/reviews/review-rules";
import { recordAudit } from "@/server/audit";
import { revalidateReviewChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { refreshListingRating } from "@/server/reviews/aggregates";
import {
  REVIEW_STATUSES,
  moderatedReviewSelect,
  toModeratedReview,
  type ModeratedReview,
  type ModerationStatus,
} from "./moderation-select";

/**
 * PATCH /api/admin/reviews/{id}: "hidden" removes a review from the public pages, "published" restores it. `rule`
 * names the public rule a hidden review broke: its placeholder and its author's view of it say which.
 */
export const moderationPatchSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status is published or hidden" }),
  rule: z.optional(z.nullable(z.enum(REVIEW_RULES, { error: "rule is one of the public review rules" }))),
});

/**
 * Hides or restores a member's review, in one transaction on one read of it: the listing's rating and review count
 * are recomputed, the audit row keeps the review as it was, and the listing's pages refresh once, after the commit.
 * Hiding (not deleting) keeps the member from simply posting it again: one review per member and listing.
 */
export async function setReviewStatus(
  id: string,
  status: ModerationStatus,
  options: { ip?: string | null; rule?: ReviewRule | null } = {},
): Promise<ModeratedReview> {
  const hiddenRule = status === "hidden" ? (options.rule ?? null) : null;
  const { review, changed } = await db.$transaction(async (tx) => {
    const found = await tx.review.findUnique({
      where: { id },
      select: { ...moderatedReviewSelect, userId: true, hiddenRule: true },
    });
    if (!found) throw new AppError("not_found", "Review not found");
    const { userId, hiddenRule: ruleBefore, ...review } = found;
    if (review.status === status && ruleBefore === hiddenRule) return { review, changed: false };
    // Only the status and its rule change: the answer is the row as read, with its new status.
    await tx.review.update({ where: { id }, data: { status, hiddenRule }, select: { id: true } });
    await refreshListingRating(tx, review.listing.id);
    await recordAudit(tx, {
      action: status === "hidden" ? "review.hide" : "review.restore",
      entityType: "review",
      entityId: id,
      before: {
        status: review.status,
        listingId: review.listing.id,
        userId,
        rating: review.rating,
        title: review.title,
        body: review.body,
        rule: ruleBefore,
      },
      after: { status, rule: hiddenRule },
      ip: options.ip,
    });
    return { review: { ...review, status }, changed: true };
  });
  if (changed) revalidateReviewChange({ id: review.listing.id, slug: review.listing.slug });
  return toModeratedReview(review);
}

/** An owner's reply to a review, hidden from the public page or restored; audited like reviews. */
export async function setReplyStatus(
  id: string,
  status: ModerationStatus,
  options: { ip?: string | null } = {},
): Promise<{ id: string; status: ModerationStatus }> {
  const listing = await db.$transaction(async (tx) => {
    const found = await tx.reviewReply.findUnique({
      where: { id },
      select: {
        status: true,
        body: true,
        userId: true,
        review: { select: { id: true, listing: { select: { id: true, slug: true } } } },
      },
    });
    if (!found) throw new AppError("not_found", "Reply not found");
    if (found.status === status) return null;
    await tx.reviewReply.update({ where: { id }, data: { status } });
    await recordAudit(tx, {
      action: status === "hidden" ? "review_reply.hide" : "review_reply.restore",
      entityType: "review_reply",
      entityId: id,
      before: { status: found.status, reviewId: found.review.id, userId: found.userId, body: found.body },
      after: { status },
      ip: options.ip,
    });
    return found.review.listing;
  });
  if (listing) revalidateReviewChange(listing);
  return { id, status };
}
