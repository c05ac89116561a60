import "server-only";
import { listingPath } from "@/lib/directory/kinds";
import { REVIEW_INVITATION_TEMPLATE, ownerEmailCopy, reviewInvitationEmail } from "@/lib/email/templates/owner";
import { AppError, fieldError } from "@/lib/http/app-error";
import { formatDate } from "@/lib/i18n/format";
import { localePath } from "@/lib/i18n/locales";
import { dimensionsOf } from "@/lib/reviews/dimensions";
import {
  INVITATION_VALID_DAYS,
  type InvitationInput,
  type InvitationSent,
  type InvitationView,
} from "@/lib/reviews/invitation-schema";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";
import { REVIEW_ERRORS, type OwnReview, type ReviewInput } from "@/lib/reviews/review-schema";
import { absoluteUrl } from "@/lib/site";
import { ownerActor, recordAudit } from "@/server/audit";
import type { SessionUser } from "@/server/auth";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import { keyedHash, signId, verifySignedId } from "@/server/http/signed-id";
import type { OwnedListing } from "@/server/owners";
import { afterCommit, duplicateReviewError, insertReview } from "./write";

const DAY = 86_400_000;
// Signed for this use only, so no other emailed token can stand in for an invitation.
const TOKEN_PURPOSE = "review-invitation:v1";
const EMAIL_HASH_PURPOSE = "review-invitation-email:v1";

/** What is stored of an invited address: a keyed hash, matched against the member who opens the link. */
const invitationEmailHash = (email: string) => keyedHash(EMAIL_HASH_PURPOSE, email.trim().toLowerCase());

/** The link's token: the invitation's id, signed. */
export const invitationToken = (invitationId: string) => signId(TOKEN_PURPOSE, invitationId);

/** Where the emailed link leads: the member's review page for this invitation (they sign in there). */
const invitationPath = (token: string) => `/review-invitation/${encodeURIComponent(token)}`;

const refused = (status: "bad_request" | "not_found" | "forbidden" | "conflict", name: keyof typeof REVIEW_ERRORS) =>
  new AppError(status, { code: REVIEW_ERRORS[name], params: {} });

/**
 * Emails a client a one-time link to review the owner's listing, in fixed text in the chosen language. The address
 * is kept only as a keyed hash: the sent email's record keeps it no longer than the sending takes.
 */
export async function inviteClient(
  owner: SessionUser,
  listing: OwnedListing,
  input: InvitationInput,
  options: { ip?: string | null; now?: Date } = {},
): Promise<InvitationSent> {
  const now = options.now ?? new Date();
  if (listing.status !== "published") throw new AppError("not_found", "Listing not found");
  if (input.email === owner.email.toLowerCase())
    throw fieldError("bad_request", "email", { code: REVIEW_ERRORS.invitationSelf, params: {} });
  const emailHash = invitationEmailHash(input.email);
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY);
  const invitation = await db.$transaction(async (tx) => {
    const created = await tx.reviewInvitation.create({
      data: { listingId: listing.id, ownerId: owner.id, emailHash, locale: input.locale, createdAt: now, expiresAt },
      select: { id: true, expiresAt: true },
    });
    await recordAudit(tx, {
      actor: ownerActor(owner.id),
      action: "review_invitation.send",
      entityType: "review_invitation",
      entityId: created.id,
      after: { listingId: listing.id, locale: input.locale, expiresAt: expiresAt.toISOString() },
      ip: options.ip,
    });
    return created;
  });

  const copy = await ownerEmailCopy(input.locale);
  const message = reviewInvitationEmail(copy, {
    listingName: listing.name,
    reviewUrl: absoluteUrl(localePath(copy.locale, invitationPath(invitationToken(invitation.id)))),
    rulesUrl: absoluteUrl(localePath(copy.locale, HOW_REVIEWS_WORK_PATH)),
    expiresOn: formatDate(copy.locale, expiresAt),
  });
  // Once the message has left (or failed), its record forgets the address: only the hash remains.
  const forget = (tx: Prisma.TransactionClient, emailId: string) =>
    tx.outboundEmail.update({ where: { id: emailId }, data: { to: `hash:${emailHash}` } });
  const sent = await sendEmail(
    {
      ...message,
      to: input.email,
      template: REVIEW_INVITATION_TEMPLATE,
      dedupeKey: `review-invitation:${invitation.id}`,
    },
    { onSent: async (tx, emailId) => void (await forget(tx, emailId)) },
  );
  if (sent.status === "failed") {
    await db.$transaction(async (tx) => {
      await forget(tx, sent.id);
      await tx.reviewInvitation.delete({ where: { id: invitation.id } });
    });
    throw new AppError("unprocessable", { code: REVIEW_ERRORS.invitationNotSent, params: {} });
  }
  return { id: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

const invitationSelect = {
  id: true,
  emailHash: true,
  expiresAt: true,
  usedAt: true,
  listing: {
    select: { id: true, slug: true, kind: true, name: true, status: true, owners: { select: { userId: true } } },
  },
} satisfies Prisma.ReviewInvitationSelect;

type Invitation = Prisma.ReviewInvitationGetPayload<{ select: typeof invitationSelect }>;

/**
 * The invitation a link names, for this member, or why not: an altered or malformed link (400), one naming no
 * invitation or an unpublished listing (404), one used already (409), expired (403), or opened by a member who is
 * not the invited address, or is an owner of the listing (403).
 */
async function usableInvitation(tx: Prisma.TransactionClient, user: SessionUser, token: string, now: Date) {
  const id = verifySignedId(TOKEN_PURPOSE, token);
  if (!id) throw refused("bad_request", "invitationInvalid");
  const invitation: Invitation | null = await tx.reviewInvitation.findUnique({
    where: { id },
    select: invitationSelect,
  });
  if (!invitation || invitation.listing.status !== "published") throw refused("not_found", "invitationInvalid");
  if (invitation.usedAt) throw refused("conflict", "invitationUsed");
  if (invitation.expiresAt <= now) throw refused("forbidden", "invitationExpired");
  const isOwner = invitation.listing.owners.some((owner) => owner.userId === user.id);
  if (isOwner || invitationEmailHash(user.email) !== invitation.emailHash)
    throw refused("forbidden", "invitationForeign");
  return invitation;
}

/** What the member may review through this link (nothing is written). */
export async function readInvitation(user: SessionUser, token: string, now = new Date()): Promise<InvitationView> {
  const invitation = await usableInvitation(db, user, token, now);
  const { listing } = invitation;
  return {
    listing: { id: listing.id, name: listing.name, kind: listing.kind, path: listingPath(listing) },
    expiresAt: invitation.expiresAt.toISOString(),
    dimensions: dimensionsOf(listing.kind),
  };
}

/**
 * The member's review through an invitation, stored as verified: the invitation is spent in the same transaction (a
 * conditional update, so two requests with one link write one review), and nothing is written when any check fails.
 */
export async function reviewThroughInvitation(
  user: SessionUser,
  token: string,
  input: ReviewInput,
  options: { ip?: string | null; now?: Date } = {},
): Promise<OwnReview> {
  const now = options.now ?? new Date();
  try {
    return await afterCommit(() =>
      db.$transaction(async (tx) => {
        const invitation = await usableInvitation(tx, user, token, now);
        const spent = await tx.reviewInvitation.updateMany({
          where: { id: invitation.id, usedAt: null },
          data: { usedAt: now },
        });
        if (spent.count !== 1) throw refused("conflict", "invitationUsed");
        const { listing } = invitation;
        const review = await insertReview(tx, {
          userId: user.id,
          listing,
          input,
          verification: "owner_invitation",
        });
        await tx.reviewInvitation.update({ where: { id: invitation.id }, data: { reviewId: review.id } });
        await recordAudit(tx, {
          actor: `member:${user.id}`,
          action: "review.verify",
          entityType: "review",
          entityId: review.id,
          after: { listingId: listing.id, invitationId: invitation.id, verification: "owner_invitation" },
          ip: options.ip,
        });
        return { result: review, listing };
      }),
    );
  } catch (error) {
    throw duplicateReviewError(error);
  }
}

/**
 * The invitations a member received (GDPR access): those sent to their address, and those they reviewed through,
 * with the review's verification. The address itself was never stored, so only its hash links them.
 */
export async function invitationsReceived(userId: string, email: string) {
  const rows = await db.reviewInvitation.findMany({
    where: { OR: [{ emailHash: invitationEmailHash(email) }, { review: { userId } }] },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      createdAt: true,
      expiresAt: true,
      usedAt: true,
      locale: true,
      listing: { select: { id: true, name: true } },
      review: { select: { id: true, verification: true } },
    },
  });
  return rows;
}
