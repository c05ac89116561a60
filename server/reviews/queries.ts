import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { PublicReviewPage } from "@/lib/reviews/review-schema";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { afterCursor, decodeKeysetCursor, pageOf } from "@/server/db/keyset-cursor";
import {
  latestReviewSelect,
  publicReviewSelect,
  toDetailReview,
  type DetailReview,
  type LatestReviewRow,
} from "./select";

/** Reviews per page: the detail page shows (and marks up as JSON-LD Review) the first page; the API pages on. */
const REVIEWS_PAGE_SIZE = 10;
/** How many member reviews a detail page shows (and so may mark up as JSON-LD Review). */
const SHOWN_REVIEWS_LIMIT = REVIEWS_PAGE_SIZE;

// Newest first; the id breaks ties so keyset paging never skips or repeats a review.
const NEWEST_FIRST: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

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
const LATEST_REVIEWS_LIMIT = 30;

type LatestReview = DetailReview & { listing: LatestReviewRow["listing"] };

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
