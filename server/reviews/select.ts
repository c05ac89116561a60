import "server-only";
import { readDimensions } from "@/lib/reviews/dimensions";
import { isReviewRule } from "@/lib/reviews/review-rules";
import type { HiddenReviewNotice, ListedReview, PublicReview } from "@/lib/reviews/review-schema";
import type { ShownReview } from "@/lib/seo/structured-data";
import type { Prisma } from "@/server/db/generated/client";

export type DetailReview = ShownReview & PublicReview;

export const publicReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  createdAt: true,
  verification: true,
  dimensions: true,
  user: { select: { firstName: true, name: true } },
  reply: { select: { body: true, status: true, updatedAt: true } },
} satisfies Prisma.ReviewSelect;

type PublicReviewRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

function firstName(user: { firstName: string | null; name: string | null }): string {
  const name = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  return name || "Member";
}

const dimensionsOf = (value: unknown) => {
  const rated = readDimensions(value);
  return rated ? { dimensions: rated } : {};
};

export function toDetailReview(row: PublicReviewRow): DetailReview {
  return {
    id: row.id,
    author: firstName(row.user),
    rating: row.rating,
    title: row.title,
    body: row.body,
    verification: row.verification,
    ...dimensionsOf(row.dimensions),
    createdAt: row.createdAt.toISOString(),
    // Only when there is one: the cached page sends every review twice (HTML and RSC payload).
    ...(row.reply?.status === "published"
      ? { reply: { body: row.reply.body, updatedAt: row.reply.updatedAt.toISOString() } }
      : {}),
  };
}

export const latestReviewSelect = {
  ...publicReviewSelect,
  userId: true,
  listing: { select: { kind: true, slug: true, name: true, owners: { select: { userId: true } } } },
} satisfies Prisma.ReviewSelect;

type LatestReviewRow = Prisma.ReviewGetPayload<{ select: typeof latestReviewSelect }>;

/** A review on the latest-reviews page, under its listing; marked when its author owns that listing. */
export function toLatestReview({ userId, listing: { owners, ...listing }, ...row }: LatestReviewRow) {
  const review = toDetailReview(row);
  return {
    ...review,
    ...(owners.some((owner) => owner.userId === userId) ? { byOwner: true as const } : {}),
    listing,
  };
}

/** A place in the review list: a published review's public fields, or what a hidden one's placeholder needs. */
export const listedReviewSelect = {
  ...publicReviewSelect,
  status: true,
  hiddenRule: true,
  userId: true,
} satisfies Prisma.ReviewSelect;

type ListedReviewRow = Prisma.ReviewGetPayload<{ select: typeof listedReviewSelect }>;

/** A hidden review keeps only its place (id, date) and the public rule it broke: no text, no author, no reply. */
function toHiddenNotice(row: ListedReviewRow): HiddenReviewNotice {
  return {
    id: row.id,
    hidden: true,
    rule: isReviewRule(row.hiddenRule) ? row.hiddenRule : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A place in the list as the public sees it (never its author's id); `byOwner`: written by one of its owners. */
export function toListedReview({ status, hiddenRule, userId, ...row }: ListedReviewRow, byOwner = false): ListedReview {
  if (status === "hidden") return toHiddenNotice({ status, hiddenRule, userId, ...row });
  return byOwner ? { ...toDetailReview(row), byOwner: true } : toDetailReview(row);
}
