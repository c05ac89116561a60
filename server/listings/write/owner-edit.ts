import "server-only";
import { Prisma } from "@/server/db/generated/client";
import { type OwnerEditResult, type OwnerListingInput, type PendingChange } from "@/lib/owners/listing-schema";
import { ownerActor } from "@/server/audit";
import { toAdminListing } from "@/server/listings/read/admin-select";
import { diffListing, withCanonicalWebsite, type ListingDiff } from "@/server/listings/changes/changes";
import { readListingForUpdate, writeListingChanges } from "@/server/listings/write/write";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { prepareCityLookup } from "@/server/geo";
import { registeredClaimWordings } from "@/server/health-claims";
import type { OwnedListing } from "@/server/owners";
import { toPendingChange } from "../read/owner-queries";

type Tx = Prisma.TransactionClient;

/** The owner's change to what identifies the listing replaces their earlier one still waiting for review. */
async function requestChange(tx: Tx, userId: string, listingId: string, diff: ListingDiff): Promise<PendingChange> {
  await tx.listingChangeRequest.deleteMany({
    where: { listingId, userId, status: "pending", claims: { equals: Prisma.DbNull } },
  });
  const row = await tx.listingChangeRequest.create({
    data: {
      listingId,
      userId,
      before: diff.before as Prisma.InputJsonObject,
      after: diff.after as Prisma.InputJsonObject,
    },
    select: { id: true, after: true, createdAt: true },
  });
  return toPendingChange(row);
}

type EditSteps = {
  /** Runs in the transaction between the facts' write and the change request (a test injects a failure here). */
  afterFacts?: (tx: Tx) => Promise<void>;
};

/**
 * An owner's save, in one transaction on one read of the listing: every changed fact is written at once (published
 * listings show it on the next request), with an audit row holding the diff under the owner's name, and a change to
 * the name, slug or website waits for the admin as a change request. Either both land or neither does. A listing
 * changed since the editor loaded it is a 409, like the admin's editor. A supplement's or a food's text that makes a
 * disease claim is not written but held for the admin (writeListingChanges), and the owner is told each phrase.
 */
export async function editOwnedListing(
  userId: string,
  listing: OwnedListing,
  input: OwnerListingInput,
  ip: string,
  { afterFacts }: EditSteps = {},
): Promise<OwnerEditResult> {
  const { expectedUpdatedAt, name, slug, website, ...direct } = withCanonicalWebsite(input);
  await prepareCityLookup(direct);
  const registeredClaims = await registeredClaimWordings();
  const { written, pending } = await db.$transaction(async (tx) => {
    const written = await writeListingChanges(tx, await readListingForUpdate(tx, listing.id), direct, undefined, {
      action: "listing.owner_edit",
      actor: ownerActor(userId),
      ip,
      expectedUpdatedAt,
      registeredClaims,
    });
    await afterFacts?.(tx);
    const reviewed = diffListing(written.listing, { name, slug: slug ?? undefined, website });
    const pending = reviewed.fields.length ? await requestChange(tx, userId, listing.id, reviewed) : null;
    return { written, pending };
  });
  const { current, listing: row, diff } = written;
  // A draft's edits show nowhere; a published listing's show everywhere, and on other pages' cards only when a field
  // a card shows changed. The change request shows nowhere until the admin approves it.
  if (diff.fields.length && current.status === "published")
    revalidateListingChange({ id: row.id, slug: row.slug, fields: diff.fields });
  return { listing: toAdminListing(row), changed: diff.fields, pending, held: written.held };
}
