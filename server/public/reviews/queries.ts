import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { PublicReview, PublicReviewPage } from "@/lib/member/review-schema";
import type { ShownReview } from "@/lib/seo/structured-data";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { afterCursor, decodeKeysetCursor, pageOf } from "@/server/db/keyset-cursor";

/** Reviews per page: the detail page shows (and marks up as JSON-LD Review) the first page; the API pages on. */
export const REVIEWS_PAGE_SIZE = 10;
/** How many member reviews a detail page shows (and so may mark up as JSON-LD Review). */
export const SHOWN_REVIEWS_LIMIT = REVIEWS_PAGE_SIZE;

export type DetailReview = ShownReview & PublicReview;

// Newest first; the id breaks ties so keyset paging never skips or repeats a review.
const NEWEST_FIRST: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

const publicReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  createdAt: true,
  user: { select: { firstName: true, name: true } },
  reply: { select: { body: true, status: true, updatedAt: true } },
} satisfies Prisma.ReviewSelect;

type PublicReviewRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

function firstName(user: { firstName: string | null; name: string | null }): string {
  const name = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  return name || "Member";
}

function toDetailReview(row: PublicReviewRow): DetailReview {
  return {
    id: row.id,
    author: firstName(row.user),
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    // Only when there is one: the cached page sends every review twice (HTML and RSC payload).
    ...(row.reply?.status === "published"
      ? { reply: { body: row.reply.body, updatedAt: row.reply.updatedAt.toISOString() } }
      : {}),
  };
}

/** The newest published member reviews of a listing, with the author's first name only. */
export async function getShownReviews(listingId: string, limit = SHOWN_REVIEWS_LIMIT): Promise<DetailReview[]> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const rows = await db.review.findMany({
    where: { listingId, status: "published" },
    orderBy: NEWEST_FIRST,
    take: limit,
    select: publicReviewSelect,
  });
  return rows.map(toDetailReview);
}

/**
 * One page of a listing's published reviews, newest first, after `cursor` (the detail page's or a previous page's;
 * the route has checked it decodes). nextCursor is null on the last page.
 */
export async function getReviewPage(listingId: string, cursor: string | null): Promise<PublicReviewPage> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const rows = await db.review.findMany({
    where: { listingId, status: "published", ...afterCursor(cursor ? decodeKeysetCursor(cursor) : null) },
    orderBy: NEWEST_FIRST,
    take: REVIEWS_PAGE_SIZE + 1,
    select: publicReviewSelect,
  });
  const page = pageOf(rows, REVIEWS_PAGE_SIZE);
  return { reviews: page.rows.map(toDetailReview), nextCursor: page.nextCursor };
}

/** How many of the newest reviews /reviews shows. */
export const LATEST_REVIEWS_LIMIT = 30;

const latestReviewSelect = {
  ...publicReviewSelect,
  listing: { select: { kind: true, slug: true, name: true } },
} satisfies Prisma.ReviewSelect;

type LatestReviewRow = Prisma.ReviewGetPayload<{ select: typeof latestReviewSelect }>;

export type LatestReview = DetailReview & { listing: LatestReviewRow["listing"] };

/**
 * The newest published member reviews of published listings, across the directory. Tagged with the listings: every
 * review write revalidates them (revalidateReviewChange), and so does a listing that is unpublished or renamed.
 */
export async function getLatestReviews(limit = LATEST_REVIEWS_LIMIT): Promise<LatestReview[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("days");

  const rows = await db.review.findMany({
    where: { status: "published", listing: { status: "published" } },
    orderBy: NEWEST_FIRST,
    take: limit,
    select: latestReviewSelect,
  });
  return rows.map((row) => ({ ...toDetailReview(row), listing: row.listing }));
}
