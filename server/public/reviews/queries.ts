import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ShownReview } from "@/lib/seo/structured-data";
import { db } from "@/server/db/client";

/** How many member reviews a detail page shows (and so may mark up as JSON-LD Review). */
export const SHOWN_REVIEWS_LIMIT = 10;

export type DetailReview = ShownReview & { id: string; title: string | null; createdAt: string };

function firstName(user: { firstName: string | null; name: string | null }): string {
  const name = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  return name || "Member";
}

/** The newest published member reviews of a listing, with the author's first name only. */
export async function getShownReviews(listingId: string, limit = SHOWN_REVIEWS_LIMIT): Promise<DetailReview[]> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const rows = await db.review.findMany({
    where: { listingId, status: "published" },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, rating: true, title: true, body: true, createdAt: true, user: { select: { firstName: true, name: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    author: firstName(row.user),
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
