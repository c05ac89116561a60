import "server-only";
import * as z from "zod/mini";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import { CLAIM_DECISION_TEMPLATE, claimDecisionEmail, ownerEmailCopy } from "@/lib/email/templates/owner";
import { AppError, fieldError } from "@/lib/http/app-error";
import { ADMIN_ACTION_ERRORS } from "@/lib/owners/owner-errors";

const refusal = (name: keyof typeof ADMIN_ACTION_ERRORS) => ({ code: ADMIN_ACTION_ERRORS[name], params: {} });
import type { Decision } from "@/lib/owners/admin-schema";
import { absoluteUrl } from "@/lib/site";
import { recordAudit } from "@/server/audit";
import { adminListingSelect } from "@/server/listings/read";
import { DIFF_FIELDS, diffListing, type ListingFieldValues } from "@/server/listings/changes";
import { updateListing } from "@/server/listings/write";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import { logger } from "@/server/log/logger";
import { grantOwnership, refreshOwnRating, revalidateOwnership } from "@/server/owners/ownership";
import { findListingByRef } from "./find-listing";
import { localePath } from "@/lib/i18n/locales";

type Options = { ip?: string | null; now?: Date };

/** The admin makes a member (by email) an owner of a listing. */
export async function grantOwner(
  listingRef: string,
  email: string,
  { ip, now = new Date() }: Options = {},
): Promise<{ ownerId: string }> {
  const listing = await findListingByRef(listingRef);
  if (!listing) throw fieldError("bad_request", "listing", refusal("noListing"));
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw fieldError("bad_request", "email", refusal("noMember"));
  const owner = await db.$transaction((tx) =>
    grantOwnership(tx, {
      listingId: listing.id,
      userId: user.id,
      method: "admin",
      verifiedAt: now,
      audit: { action: "listing.owner.grant", ip },
    }),
  );
  revalidateOwnership(listing, owner.rated);
  return { ownerId: owner.id };
}

/** The admin ends a member's ownership of a listing; the member keeps their account. */
export async function revokeOwner(ownerId: string, { ip }: Options = {}): Promise<void> {
  const revoked = await db.$transaction(async (tx) => {
    const owner = await tx.listingOwner.findUnique({
      where: { id: ownerId },
      select: { userId: true, method: true, verifiedAt: true, listing: { select: { id: true, slug: true } } },
    });
    if (!owner) throw new AppError("not_found", "Owner not found");
    await tx.listingOwner.delete({ where: { id: ownerId } });
    const rated = await refreshOwnRating(tx, owner.listing.id, owner.userId);
    await recordAudit(tx, {
      action: "listing.owner.revoke",
      entityType: "listing",
      entityId: owner.listing.id,
      before: { owner: owner.userId, method: owner.method, verifiedAt: owner.verifiedAt.toISOString() },
      ip,
    });
    return { listing: owner.listing, rated };
  });
  revalidateOwnership(revoked.listing, revoked.rated);
}

/** A manual claim, reviewed: approved makes the member an owner; either way they are emailed the outcome. */
export async function decideClaim(
  claimId: string,
  { decision, note }: Decision,
  { ip, now = new Date() }: Options = {},
): Promise<void> {
  const claim = await db.listingClaim.findFirst({
    where: { id: claimId, method: "manual", status: "pending" },
    select: {
      id: true,
      listingId: true,
      userId: true,
      user: { select: { email: true, locale: true } },
      listing: { select: { kind: true, slug: true, name: true } },
    },
  });
  if (!claim) throw new AppError("not_found", "Claim not found");
  const approved = decision === "approve";
  const rated = await db.$transaction(async (tx) => {
    const { count } = await tx.listingClaim.updateMany({
      where: { id: claim.id, status: "pending" },
      data: { status: approved ? "verified" : "rejected", adminNote: note || null, decidedAt: now },
    });
    if (count === 0) throw new AppError("conflict", refusal("claimDecided"));
    if (approved) {
      const owner = await grantOwnership(tx, {
        listingId: claim.listingId,
        userId: claim.userId,
        method: "manual",
        claimId: claim.id,
        verifiedAt: now,
        audit: { action: "listing.owner.grant", ip },
      });
      return owner.rated;
    }
    await recordAudit(tx, {
      action: "listing.claim.reject",
      entityType: "listing",
      entityId: claim.listingId,
      after: { claim: claim.id, member: claim.userId, note: note || null },
      ip,
    });
    return false;
  });
  if (approved) revalidateOwnership({ id: claim.listingId, slug: claim.listing.slug }, rated);
  const copy = await ownerEmailCopy(claim.user.locale);
  const email = claimDecisionEmail(copy, {
    listingName: claim.listing.name,
    approved,
    note: note || null,
    url: absoluteUrl(
      localePath(
        copy.locale,
        approved ? "/owner" : `/claim/${claim.listing.kind}/${encodeURIComponent(claim.listing.slug)}`,
      ),
    ),
  });
  await sendEmail({
    ...email,
    to: claim.user.email,
    template: CLAIM_DECISION_TEMPLATE,
    dedupeKey: `owner-claim-decision:${claim.id}`,
  }).catch((error: unknown) => logger.warn({ err: error, claimId }, "could not email a claim's outcome"));
}

/** What a change request may write: the name, slug or website, and the texts a disease claim holds. */
const reviewedFieldsSchema = z.pick(listingEditSchema, {
  name: true,
  slug: true,
  website: true,
  shortDescription: true,
  description: true,
  longDescription: true,
  features: true,
  tags: true,
  healthGoals: true,
  ingredients: true,
  categories: true,
  translations: true,
});

/**
 * A change request, reviewed: approved, it is written like an edit and published; rejected, nothing is written. A held
 * text may be approved with the admin's edit of its fields (only the fields it holds). Each decision on a held text
 * is audit-logged with its phrases.
 */
export async function decideChangeRequest(
  id: string,
  { decision, note, values: edited }: Decision,
  { ip, now = new Date() }: Options = {},
): Promise<void> {
  const request = await db.listingChangeRequest.findFirst({
    where: { id, status: "pending" },
    select: { id: true, listingId: true, after: true, claims: true, source: true },
  });
  if (!request) throw new AppError("not_found", "Change request not found");
  const after = (request.after ?? {}) as Prisma.JsonObject;
  const heldText = request.claims !== null;
  const edits = Object.fromEntries(Object.entries(edited ?? {}).filter(([field]) => field in after));
  const claimRecord = {
    request: request.id,
    source: request.source,
    claims: request.claims as Prisma.InputJsonValue,
    edited: Object.keys(edits),
    note: note || null,
  };
  const markDecided = async (tx: Prisma.TransactionClient) => {
    const { count } = await tx.listingChangeRequest.updateMany({
      where: { id, status: "pending" },
      data: { status: decision === "approve" ? "approved" : "rejected", adminNote: note || null, decidedAt: now },
    });
    if (count === 0) throw new AppError("conflict", refusal("changeDecided"));
    if (heldText)
      await recordAudit(tx, {
        action: decision === "approve" ? "listing.health_claim.approve" : "listing.health_claim.reject",
        entityType: "listing",
        entityId: request.listingId,
        after: claimRecord,
        ip,
      });
    else if (decision === "reject")
      await recordAudit(tx, {
        action: "listing.change_request.reject",
        entityType: "listing",
        entityId: request.listingId,
        after: { ...after, note: note || null },
        ip,
      });
  };
  if (decision === "reject") {
    await db.$transaction(markDecided);
    return;
  }
  // Validated when it was written; parsed again, so a stored row can never write anything but these fields.
  const values = z.parse(reviewedFieldsSchema, { ...after, ...(heldText ? edits : {}) });
  // The edit and the decision commit together: a request decided meanwhile writes nothing.
  await updateListing(request.listingId, { ...values, slug: values.slug ?? undefined }, undefined, {
    action: "listing.change_request.approve",
    ip,
    alsoInTransaction: markDecided,
  });
}

/** An owner edit's stored before/after as field values (only the editor's fields). */
function fieldValues(json: Prisma.JsonValue | null): ListingFieldValues {
  const record = json && typeof json === "object" && !Array.isArray(json) ? json : {};
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => (DIFF_FIELDS as readonly string[]).includes(field)),
  ) as ListingFieldValues;
}

/**
 * Puts back what an owner's edit changed. Only while the listing still shows that edit: a field changed again since
 * makes it a 409 (revert the later change first, or edit by hand).
 */
export async function revertOwnerEdit(auditId: string, { ip }: Options = {}): Promise<{ fields: string[] }> {
  const entry = await db.auditLog.findFirst({
    where: { id: auditId, action: "listing.owner_edit", entityType: "listing" },
    select: { entityId: true, before: true, after: true },
  });
  if (!entry) throw new AppError("not_found", "Owner edit not found");
  const current = await db.listing.findUnique({ where: { id: entry.entityId }, select: adminListingSelect });
  if (!current) throw new AppError("not_found", "Listing not found");
  if (diffListing(current, fieldValues(entry.after)).fields.length)
    throw new AppError("conflict", refusal("editChanged"));
  const result = await updateListing(current.id, fieldValues(entry.before), undefined, {
    action: "listing.owner_edit.revert",
    ip,
    expectedUpdatedAt: current.updatedAt.toISOString(),
  });
  return { fields: result.fields };
}
