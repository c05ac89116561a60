import "server-only";
import * as z from "zod/mini";
import { afterCursor, cursorParam, pageOf } from "@/server/db/keyset-cursor";
import { db } from "@/server/db/client";
import { moderatedReviewSelect, REVIEW_STATUSES, toModeratedReview, type ModeratedReview } from "./moderation-select";

const MODERATION_PAGE_SIZE = 25;

export type ModeratedReviewPage = { items: ModeratedReview[]; nextCursor: string | null };

export const moderationQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_STATUSES, { error: "status is published or hidden" })),
  listingId: z.optional(z.string().check(z.maxLength(100))),
  cursor: cursorParam,
});
type ModerationQuery = z.output<typeof moderationQuerySchema>;

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
