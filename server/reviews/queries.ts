import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { RatingSummary } from "@/lib/reviews/rating-summary";
import type { PublicReviewPage } from "@/lib/reviews/review-schema";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { afterCursor, decodeKeysetCursor, pageOf } from "@/server/db/keyset-cursor";
import { memberReviewsOf, ownersAmong } from "./self-serving";
import {
  latestReviewSelect,
  listedReviewSelect,
  publicReviewSelect,
  toDetailReview,
  toListedReview,
  type DetailReview,
  toLatestReview,
} from "./select";

/** Reviews per page: the detail page shows (and marks up as JSON-LD Review) the first page; the API pages on. */
const REVIEWS_PAGE_SIZE = 10;
/** How many member reviews a detail page shows (and so may mark up as JSON-LD Review). */
const SHOWN_REVIEWS_LIMIT = REVIEWS_PAGE_SIZE;

// Newest first; the id breaks ties so keyset paging never skips or repeats a review.
const NEWEST_FIRST: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** The newest published member reviews of a listing (none by its owners), with the author's first name only. */
export async function getShownReviews(listingId: string, limit = SHOWN_REVIEWS_LIMIT): Promise<DetailReview[]> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const rows = await db.review.findMany({
    where: memberReviewsOf(listingId),
    orderBy: NEWEST_FIRST,
    take: limit,
    select: publicReviewSelect,
  });
  return rows.map(toDetailReview);
}

/** The reviews a listing's list shows: published ones, and those moderation hid (as placeholders, in their place). */
const LISTED_STATUSES: ("published" | "hidden")[] = ["published", "hidden"];

/**
 * One page of a listing's review list, newest first, after `cursor` (a previous page's; the route has checked it
 * decodes): each published review, and in the place of each review moderation hid, its placeholder naming the public
 * rule it broke. A review by one of the listing's owners is marked `byOwner` (it counts in no rating). nextCursor is
 * null on the last page.
 */
export async function getReviewPage(listingId: string, cursor: string | null): Promise<PublicReviewPage> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const rows = await db.review.findMany({
    where: {
      listingId,
      status: { in: LISTED_STATUSES },
      ...afterCursor(cursor ? decodeKeysetCursor(cursor) : null),
    },
    orderBy: NEWEST_FIRST,
    take: REVIEWS_PAGE_SIZE + 1,
    select: listedReviewSelect,
  });
  const page = pageOf(rows, REVIEWS_PAGE_SIZE);
  const owners = await ownersAmong(
    db,
    listingId,
    page.rows.map((row) => row.userId),
  );
  return {
    reviews: page.rows.map((row) => toListedReview(row, owners.has(row.userId))),
    nextCursor: page.nextCursor,
  };
}

/** How many of the newest reviews /reviews shows. */
const LATEST_REVIEWS_LIMIT = 30;

/**
 * The newest published member reviews of published listings, across the directory (an owner's marked as such). Tagged with the listings: every
 * review write revalidates them (revalidateReviewChange), and so does a listing that is unpublished or renamed.
 */
export async function getLatestReviews(limit = LATEST_REVIEWS_LIMIT): Promise<ReturnType<typeof toLatestReview>[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("days");

  const rows = await db.review.findMany({
    where: { status: "published", listing: { status: "published" } },
    orderBy: NEWEST_FIRST,
    take: limit,
    select: latestReviewSelect,
  });
  return rows.map(toLatestReview);
}

/**
 * A listing's rating as its review block states it: the plain mean and count of its published reviews, verified and
 * not verified apart. Hidden reviews count in none of them (their placeholders stand in the review list), and neither
 * do its owners' reviews (listed, marked as the owner's).
 */
export async function getRatingSummary(listingId: string): Promise<RatingSummary> {
  "use cache";
  cacheTag(CACHE_TAGS.reviews(listingId));
  cacheLife("days");

  const groups = await db.review.groupBy({
    by: ["verification"],
    where: memberReviewsOf(listingId),
    _count: { _all: true },
    _sum: { rating: true },
  });
  const part = (verified: boolean) => {
    const rows = groups.filter((group) => (group.verification !== null) === verified);
    const count = rows.reduce((sum, row) => sum + row._count._all, 0);
    const total = rows.reduce((sum, row) => sum + (row._sum.rating ?? 0), 0);
    return { count, total };
  };
  const mean = ({ count, total }: { count: number; total: number }) => ({ mean: count ? total / count : null, count });
  const verified = part(true);
  const unverified = part(false);
  return {
    all: mean({ count: verified.count + unverified.count, total: verified.total + unverified.total }),
    verified: mean(verified),
    unverified: mean(unverified),
  };
}
