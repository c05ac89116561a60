import "server-only";
import { AppError } from "@/lib/http/app-error";
import type { ListingKind } from "@/lib/directory/kinds";
import { recordAudit, type AuditAction } from "@/server/audit";
import { revalidateListingPage, revalidateReviewChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import type { ClaimMethod, ListingStatus, Prisma } from "@/server/db/generated/client";
import { refreshListingRating } from "@/server/reviews";

export type OwnedListing = { id: string; kind: ListingKind; slug: string; name: string; status: ListingStatus };

const ownedSelect = { id: true, kind: true, slug: true, name: true, status: true } satisfies Prisma.ListingSelect;

/**
 * The listing, when this member owns it. Anyone else gets the same 404 as for a listing that does not exist, so owner
 * routes never confirm another listing's id.
 */
export async function requireOwnedListing(userId: string, listingId: string): Promise<OwnedListing> {
  const listing = await db.listing.findFirst({
    where: { id: listingId, owners: { some: { userId } } },
    select: ownedSelect,
  });
  if (!listing) throw new AppError("not_found", "Listing not found");
  return listing;
}

type Grant = {
  listingId: string;
  userId: string;
  method: ClaimMethod;
  claimId?: string | null;
  verifiedAt: Date;
  audit: {
    action: Extract<AuditAction, "listing.owner.claim" | "listing.owner.grant">;
    actor?: string;
    ip?: string | null;
  };
};

/**
 * A member's review of a listing they now own (or no longer own) rates it self-servingly (or no longer does): the
 * listing's rating is recomputed without (or with) it. Whether they had one: then the caller revalidates the
 * listing's reviews and rating (revalidateOwnedRating), else only its page.
 */
export async function refreshOwnRating(tx: Prisma.TransactionClient, listingId: string, userId: string) {
  const reviewed = (await tx.review.count({ where: { listingId, userId } })) > 0;
  if (reviewed) await refreshListingRating(tx, listingId);
  return reviewed;
}

/** After an ownership change: the listing's page, and its reviews and rating everywhere when `rated` changed. */
export function revalidateOwnership(listing: ListingChange, rated: boolean): void {
  if (rated) revalidateReviewChange({ ...listing, fields: ["rating", "reviewCount"] });
  else revalidateListingPage(listing);
}

/**
 * Makes a member an owner of a listing (a proved claim or the admin's grant), in the caller's transaction, with its
 * audit row. Owning it already, the proof date moves to this one. A review they wrote of it stops counting in its
 * rating (`rated`); the caller revalidates after commit (revalidateOwnership).
 */
export async function grantOwnership(
  tx: Prisma.TransactionClient,
  grant: Grant,
): Promise<{ id: string; rated: boolean }> {
  const owner = await tx.listingOwner.upsert({
    where: { listingId_userId: { listingId: grant.listingId, userId: grant.userId } },
    create: {
      listingId: grant.listingId,
      userId: grant.userId,
      method: grant.method,
      claimId: grant.claimId ?? null,
      verifiedAt: grant.verifiedAt,
    },
    update: { method: grant.method, claimId: grant.claimId ?? null, verifiedAt: grant.verifiedAt },
    select: { id: true },
  });
  await recordAudit(tx, {
    action: grant.audit.action,
    entityType: "listing",
    entityId: grant.listingId,
    actor: grant.audit.actor,
    after: { owner: grant.userId, method: grant.method, verifiedAt: grant.verifiedAt.toISOString() },
    ip: grant.audit.ip,
  });
  return { id: owner.id, rated: await refreshOwnRating(tx, grant.listingId, grant.userId) };
}

/** The addresses of a listing's owners, for the emails about it (reports). */
export async function ownerAddresses(listingId: string): Promise<{ userId: string; email: string; locale: string }[]> {
  const rows = await db.listingOwner.findMany({
    where: { listingId },
    select: { userId: true, user: { select: { email: true, locale: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => ({ userId: row.userId, email: row.user.email, locale: row.user.locale }));
}
