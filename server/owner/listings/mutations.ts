import "server-only";
import type { Prisma } from "@/server/db/generated/client";
import { type OwnerEditResult, type OwnerListingInput, type PendingChange } from "@/lib/owner/listing-schema";
import { ownerActor } from "@/server/admin/audit/record";
import { toAdminListing } from "@/server/admin/listings/select";
import { diffListing, withCanonicalWebsite, type ListingDiff } from "@/server/admin/listings/changes";
import { updateListing } from "@/server/admin/listings/write";
import { db } from "@/server/db/client";
import type { OwnedListing } from "@/server/owner/ownership";
import { toPendingChange } from "./queries";

/** The owner's change to what identifies the listing replaces their earlier one still waiting for review. */
async function requestChange(userId: string, listingId: string, diff: ListingDiff): Promise<PendingChange> {
  const row = await db.$transaction(async (tx) => {
    await tx.listingChangeRequest.deleteMany({ where: { listingId, userId, status: "pending" } });
    return tx.listingChangeRequest.create({
      data: {
        listingId,
        userId,
        before: diff.before as Prisma.InputJsonObject,
        after: diff.after as Prisma.InputJsonObject,
      },
      select: { id: true, after: true, createdAt: true },
    });
  });
  return toPendingChange(row);
}

/**
 * An owner's save: every changed fact is written at once (published listings show it on the next request), with an
 * audit row holding the diff under the owner's name; a change to the name, slug or website waits for the admin.
 * A listing changed since the editor loaded it is a 409, like the admin's editor.
 */
export async function editOwnedListing(
  userId: string,
  listing: OwnedListing,
  input: OwnerListingInput,
  ip: string,
): Promise<OwnerEditResult> {
  const { expectedUpdatedAt, name, slug, website, ...direct } = withCanonicalWebsite(input);
  const result = await updateListing(listing.id, direct, undefined, {
    action: "listing.owner_edit",
    actor: ownerActor(userId),
    ip,
    expectedUpdatedAt,
  });
  const reviewed = diffListing(result.listing, { name, slug: slug ?? undefined, website });
  const pending = reviewed.fields.length ? await requestChange(userId, listing.id, reviewed) : null;
  return { listing: toAdminListing(result.listing), changed: result.fields, pending };
}
