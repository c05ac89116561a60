import "server-only";
import type { AdminListing } from "@/lib/listings/editor-schema";
import { heldPhrasesOf, type HeldClaims } from "@/lib/listings/held-claims";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { OwnerReviewedField, PendingChange } from "@/lib/owners/listing-schema";
import type { OwnerReview } from "@/lib/reviews/reply-schema";
import type { ReportReasonValue } from "@/lib/reports/report-schema";
import { adminListingSelect, toAdminListing } from "@/server/listings/read/admin-select";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { publicReviewSelect } from "@/server/reviews";

export function toPendingChange(row: { id: string; after: Prisma.JsonValue; createdAt: Date }): PendingChange {
  const after = (row.after ?? {}) as Partial<Record<OwnerReviewedField, string | null>>;
  return { id: row.id, after, createdAt: row.createdAt.toISOString() };
}

export type OwnedListingSummary = {
  id: string;
  kind: ListingKind;
  slug: string;
  name: string;
  path: string;
  published: boolean;
  ownerSince: string;
  openReports: { reason: ReportReasonValue; count: number }[];
};

/** The listings this member owns, by name. */
export async function listOwnedListings(userId: string): Promise<OwnedListingSummary[]> {
  const rows = await db.listingOwner.findMany({
    where: { userId },
    select: {
      verifiedAt: true,
      listing: {
        select: {
          id: true,
          kind: true,
          slug: true,
          name: true,
          status: true,
          reports: { where: { status: "open" }, select: { reason: true, count: true }, orderBy: { createdAt: "asc" } },
        },
      },
    },
    orderBy: { listing: { name: "asc" } },
  });
  return rows.map(({ verifiedAt, listing }) => ({
    id: listing.id,
    kind: listing.kind,
    slug: listing.slug,
    name: listing.name,
    path: listingPath(listing),
    published: listing.status === "published",
    ownerSince: verifiedAt.toISOString(),
    openReports: listing.reports.map((report) => ({
      reason: report.reason,
      count: report.count,
    })),
  }));
}

export type OwnerListingView = { listing: AdminListing; pending: PendingChange | null; held: HeldClaims | null };

const record = (json: Prisma.JsonValue): Record<string, unknown> =>
  json && typeof json === "object" && !Array.isArray(json) ? json : {};

/**
 * One owned listing as its editor shows it (the caller checked ownership), with this owner's change awaiting review
 * and their text held for a disease claim (its values and phrases), so a reload shows both again.
 */
export async function getOwnerListing(userId: string, listingId: string): Promise<OwnerListingView | null> {
  const row = await db.listing.findUnique({ where: { id: listingId }, select: adminListingSelect });
  if (!row) return null;
  const waiting = { listingId, userId, status: "pending" } as const;
  const [pending, held] = await Promise.all([
    db.listingChangeRequest.findFirst({
      where: { ...waiting, claims: { equals: Prisma.DbNull } },
      orderBy: { createdAt: "desc" },
      select: { id: true, after: true, createdAt: true },
    }),
    db.listingChangeRequest.findFirst({
      where: { ...waiting, claims: { not: Prisma.DbNull } },
      orderBy: { createdAt: "desc" },
      select: { id: true, after: true, claims: true },
    }),
  ]);
  return {
    listing: toAdminListing(row),
    pending: pending ? toPendingChange(pending) : null,
    held: held ? { id: held.id, claims: heldPhrasesOf(held.claims), after: record(held.after) } : null,
  };
}

/** How many of the newest reviews the owner dashboard lists, each with its reply. */
const OWNER_REVIEWS_SHOWN = 50;

/** The newest published reviews of an owned listing (the caller checked ownership), the author's first name only. */
export async function listOwnerReviews(listingId: string): Promise<OwnerReview[]> {
  const rows = await db.review.findMany({
    where: { listingId, status: "published" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: OWNER_REVIEWS_SHOWN,
    select: {
      ...publicReviewSelect,
      reply: { select: { id: true, body: true, status: true, createdAt: true, updatedAt: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    author: row.user.firstName?.trim() || row.user.name?.trim().split(/\s+/)[0] || "Member",
    rating: row.rating,
    title: row.title,
    body: row.body,
    verification: row.verification,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply
      ? { ...row.reply, createdAt: row.reply.createdAt.toISOString(), updatedAt: row.reply.updatedAt.toISOString() }
      : null,
  }));
}
