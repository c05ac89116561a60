import "server-only";
import * as z from "zod/mini";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { afterCursor, cursorParam, pageOf } from "@/server/db/keyset-cursor";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";

export const MODERATION_PAGE_SIZE = 25;
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
export type ModeratedReviewPage = { items: ModeratedReview[]; nextCursor: string | null };

export const moderationQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_STATUSES, { error: "status is published or hidden" })),
  listingId: z.optional(z.string().check(z.maxLength(100))),
  cursor: cursorParam,
});
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

export const moderatedReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  status: true,
  createdAt: true,
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

/** The latest member reviews of every listing, newest first, optionally of one status or one listing. */
export async function listReviewsForModeration(query: ModerationQuery): Promise<ModeratedReviewPage> {
  const rows = await db.review.findMany({
    where: {
      AND: [
        query.status ? { status: query.status } : {},
        query.listingId ? { listingId: query.listingId } : {},
        afterCursor(query.cursor),
      ],
    },
    select: moderatedReviewSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MODERATION_PAGE_SIZE + 1,
  });
  const page = pageOf(rows, MODERATION_PAGE_SIZE);
  return { items: page.rows.map(toModeratedReview), nextCursor: page.nextCursor };
}
