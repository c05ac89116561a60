import "server-only";
import { REVIEW_REPLY_TEMPLATE, reviewReplyEmail, ownerEmailCopy } from "@/lib/email/templates/owner";
import { AppError } from "@/lib/http/app-error";
import { listingPath } from "@/lib/directory/kinds";
import type { OwnerReply, ReplyInput } from "@/lib/reviews/reply-schema";
import { absoluteUrl } from "@/lib/site";
import { revalidateReviewChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { sendEmail } from "@/server/email";
import { logger } from "@/server/log/logger";
import { localePath } from "@/lib/i18n/locales";

const replySelect = { id: true, body: true, status: true, createdAt: true, updatedAt: true } as const;

function toOwnerReply(row: {
  id: string;
  body: string;
  status: "published" | "hidden";
  createdAt: Date;
  updatedAt: Date;
}): OwnerReply {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A published review of a listing this member owns; anything else is the same 404. */
async function ownedReview(userId: string, reviewId: string) {
  const review = await db.review.findFirst({
    where: { id: reviewId, status: "published", listing: { owners: { some: { userId } } } },
    select: {
      id: true,
      user: { select: { email: true, emailVerified: true, locale: true } },
      listing: { select: { id: true, kind: true, slug: true, name: true } },
    },
  });
  if (!review) throw new AppError("not_found", "Review not found");
  return review;
}

/**
 * The owner's public reply to a review of their listing: written, or edited (one per review). A reply the admin hid
 * stays hidden when edited. The reviewer is emailed once, when a reply to their review is first posted (the dedupe
 * key is the review's, so deleting and posting again sends nothing).
 */
export async function saveReply(userId: string, reviewId: string, input: ReplyInput): Promise<OwnerReply> {
  const review = await ownedReview(userId, reviewId);
  const existing = await db.reviewReply.findUnique({ where: { reviewId }, select: { id: true } });
  const reply = await db.reviewReply.upsert({
    where: { reviewId },
    create: { reviewId, userId, body: input.body },
    update: { body: input.body, userId },
    select: replySelect,
  });
  revalidateReviewChange({ id: review.listing.id, slug: review.listing.slug });
  if (!existing && review.user.emailVerified) {
    const copy = await ownerEmailCopy(review.user.locale);
    const email = reviewReplyEmail(copy, {
      listingName: review.listing.name,
      reviewUrl: absoluteUrl(`${localePath(copy.locale, listingPath(review.listing))}#review-${review.id}`),
    });
    await sendEmail({
      ...email,
      to: review.user.email,
      template: REVIEW_REPLY_TEMPLATE,
      dedupeKey: `review-reply:${review.id}`,
    }).catch((error: unknown) => logger.warn({ err: error, reviewId }, "could not email a reviewer about a reply"));
  }
  return toOwnerReply(reply);
}

/** Deletes the owner's reply (any owner of the listing may). */
export async function deleteReply(userId: string, reviewId: string): Promise<void> {
  const review = await ownedReview(userId, reviewId);
  const { count } = await db.reviewReply.deleteMany({ where: { reviewId } });
  if (count === 0) throw new AppError("not_found", "Reply not found");
  revalidateReviewChange({ id: review.listing.id, slug: review.listing.slug });
}
