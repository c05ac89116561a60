import "server-only";
import { AppError, type FieldIssues } from "@/lib/http/app-error";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { diseaseClaimsOf } from "@/lib/listings/disease-claims";
import type { Prisma } from "@/server/db/generated/client";
import { type OwnerEditResult, type OwnerListingInput, type PendingChange } from "@/lib/owners/listing-schema";
import { ownerActor, recordAudit } from "@/server/audit";
import { toAdminListing } from "@/server/listings/read/admin-select";
import { diffListing, withCanonicalWebsite, type ListingDiff } from "@/server/listings/changes/changes";
import { readListingForUpdate, writeListingChanges } from "@/server/listings/write/write";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { prepareCityLookup } from "@/server/geo";
import type { OwnedListing } from "@/server/owners";
import { toPendingChange } from "../read/owner-queries";

type Tx = Prisma.TransactionClient;

/** The owner's change to what identifies the listing replaces their earlier one still waiting for review. */
async function requestChange(tx: Tx, userId: string, listingId: string, diff: ListingDiff): Promise<PendingChange> {
  await tx.listingChangeRequest.deleteMany({ where: { listingId, userId, status: "pending" } });
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

/**
 * A supplement's or a food's text that says it prevents, treats or cures a disease is not published: the owner is
 * told each phrase, under its field, nothing of the save is written, and the refusal is audit-logged.
 */
async function refuseHealthClaims(userId: string, listing: OwnedListing, input: OwnerListingInput, ip: string) {
  const claims = diseaseClaimsOf(listing.kind, input);
  if (!claims.length) return;
  // The refusal is a decision on the listing's text: recorded on its own, since nothing of the save is written.
  await recordAudit(db, {
    action: "listing.health_claim.refuse",
    actor: ownerActor(userId),
    entityType: "listing",
    entityId: listing.id,
    after: { claims: claims.map(({ field, claim }) => ({ field, phrase: claim.phrase })) },
    ip,
  });
  const fields: FieldIssues = {};
  for (const { field, claim } of claims)
    (fields[field] ??= []).push({ code: LISTING_ERRORS.healthClaim, params: { phrase: claim.phrase } });
  const [first] = claims;
  throw new AppError(
    "unprocessable",
    { code: LISTING_ERRORS.healthClaim, params: { phrase: first!.claim.phrase } },
    fields,
  );
}

type EditSteps = {
  /** Runs in the transaction between the facts' write and the change request (a test injects a failure here). */
  afterFacts?: (tx: Tx) => Promise<void>;
};

/**
 * An owner's save, in one transaction on one read of the listing: every changed fact is written at once (published
 * listings show it on the next request), with an audit row holding the diff under the owner's name, and a change to
 * the name, slug or website waits for the admin as a change request. Either both land or neither does. A listing
 * changed since the editor loaded it is a 409, like the admin's editor.
 */
export async function editOwnedListing(
  userId: string,
  listing: OwnedListing,
  input: OwnerListingInput,
  ip: string,
  { afterFacts }: EditSteps = {},
): Promise<OwnerEditResult> {
  await refuseHealthClaims(userId, listing, input, ip);
  const { expectedUpdatedAt, name, slug, website, ...direct } = withCanonicalWebsite(input);
  await prepareCityLookup(direct);
  const { written, pending } = await db.$transaction(async (tx) => {
    const written = await writeListingChanges(tx, await readListingForUpdate(tx, listing.id), direct, undefined, {
      action: "listing.owner_edit",
      actor: ownerActor(userId),
      ip,
      expectedUpdatedAt,
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
  return { listing: toAdminListing(row), changed: diff.fields, pending };
}
