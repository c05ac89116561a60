import "server-only";
import type { FactsConfirmation } from "@/lib/owner/listing-schema";
import { ownerActor, recordAudit } from "@/server/admin/audit/record";
import { revalidateListingPage } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";

/**
 * "Everything is still correct": the listing's facts were confirmed today by its owner. No fact changes, so the
 * editors' compare-and-set version (updatedAt) stays as it was and an open editor can still save. Audited under
 * the owner; the listing's own page shows the date.
 */
export async function confirmListingFacts(
  userId: string,
  listingId: string,
  ip: string | null,
  now = new Date(),
): Promise<FactsConfirmation> {
  const listing = await db.$transaction(async (tx) => {
    const current = await tx.listing.findUniqueOrThrow({
      where: { id: listingId },
      select: { id: true, slug: true, updatedAt: true, lastVerifiedAt: true, verifiedBy: true },
    });
    await tx.listing.update({
      where: { id: listingId },
      data: { lastVerifiedAt: now, verifiedBy: "owner", updatedAt: current.updatedAt },
      select: { id: true },
    });
    await recordAudit(tx, {
      action: "listing.owner_confirm",
      entityType: "listing",
      entityId: listingId,
      actor: ownerActor(userId),
      before: { lastVerifiedAt: current.lastVerifiedAt?.toISOString() ?? null, verifiedBy: current.verifiedBy },
      after: { lastVerifiedAt: now.toISOString(), verifiedBy: "owner" },
      ip,
    });
    return current;
  });
  revalidateListingPage({ id: listing.id, slug: listing.slug });
  return { lastVerifiedAt: now.toISOString(), verifiedBy: "owner" };
}
