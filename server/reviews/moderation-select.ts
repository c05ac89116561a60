import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { Prisma } from "@/server/db/generated/client";
import { reviewTextSelect } from "@/server/reviews/member-select";

export const REVIEW_STATUSES = ["published", "hidden"] as const;
export type ModerationStatus = (typeof REVIEW_STATUSES)[number];

/** A member review as the moderation page shows it: the author by first name and initial only. */
export type ModeratedReview = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  status: ModerationStatus;
  createdAt: string;
  author: string;
  listing: { id: string; name: string; kind: ListingKind; path: string };
  /** The listing owner's reply, moderated like the review. */
  reply: { id: string; body: string; status: ModerationStatus; updatedAt: string } | null;
};
export const moderatedReviewSelect = {
  ...reviewTextSelect,
  user: { select: { firstName: true, lastName: true, name: true } },
  listing: { select: { id: true, name: true, kind: true, slug: true } },
  reply: { select: { id: true, body: true, status: true, updatedAt: true } },
} satisfies Prisma.ReviewSelect;

type ModeratedReviewRow = Prisma.ReviewGetPayload<{ select: typeof moderatedReviewSelect }>;

function authorOf(user: ModeratedReviewRow["user"]): string {
  const first = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0] || "Member";
  const initial = user.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial}.` : first;
}

export function toModeratedReview(row: ModeratedReviewRow): ModeratedReview {
  const { user, listing, createdAt, reply, ...review } = row;
  return {
    ...review,
    reply: reply ? { ...reply, updatedAt: reply.updatedAt.toISOString() } : null,
    createdAt: createdAt.toISOString(),
    author: authorOf(user),
    listing: { id: listing.id, name: listing.name, kind: listing.kind, path: listingPath(listing) },
  };
}
