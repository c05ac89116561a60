import "server-only";
import type { Prisma } from "@/server/db/generated/client";

/** There is one admin (the password holder); every admin write is recorded under this actor. */
export const ADMIN_ACTOR = "admin";

/** A listing owner's own writes are recorded under the member, so the admin can tell them apart and revert them. */
export function ownerActor(userId: string): string {
  return `owner:${userId}`;
}

/** Every action the audit log records (the audit page offers them in its filter). */
export const AUDIT_ACTIONS = [
  "listing.publish",
  "listing.edit",
  "listing.import.create",
  "listing.import.update",
  "listing.verify",
  "review.hide",
  "review.restore",
  "review.verify",
  "review_invitation.send",
  "comparison.pick",
  "comparison.unpick",
  "listing.unpublish",
  "listing.merge",
  "listing.owner_edit",
  "listing.owner_edit.revert",
  "listing.health_claim.hold",
  "listing.health_claim.approve",
  "listing.health_claim.reject",
  "listing.change_request.approve",
  "listing.change_request.reject",
  "listing.owner.claim",
  "listing.owner.grant",
  "listing.owner.revoke",
  "listing.claim.reject",
  "review_reply.hide",
  "review_reply.restore",
  "report.resolve",
  "report.dismiss",
  "brand.approve",
  "brand.reject",
  "brand.feature",
  "brand.unfeature",
  "listing.verifier.auto_fill",
  "listing.verifier.accept",
  "listing.verifier.reject",
  "evidence.save",
  "evidence.delete",
  "biomarker.save",
  "claim_nutrient.save",
  "claim_nutrient.delete",
  "health_claim.save",
  "health_claim.delete",
  "listing.sponsorship.start",
  "listing.sponsorship.end",
  "sponsorship.update",
  "payment.record",
  "payment.refund",
  "payment.settings",
  "payment.expedited_reviewed",
  "api_key.create",
  "api_key.revoke",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type JsonRecord = Record<string, Prisma.InputJsonValue | null>;

export type AuditEntry = {
  /** The admin unless said otherwise (the operator command publishes as "operator", a listing owner: ownerActor). */
  actor?: string;
  action: AuditAction;
  entityType:
    | "listing"
    | "review"
    | "review_reply"
    | "review_invitation"
    | "report"
    | "comparison"
    | "evidence"
    | "biomarker"
    | "claim_nutrient"
    | "health_claim"
    | "sponsorship"
    | "payment"
    | "api_key";
  entityId: string;
  before?: JsonRecord | null;
  after?: JsonRecord | null;
  ip?: string | null;
};

/** One audit-log row, in the caller's transaction: the write and its record commit together or not at all. */
export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntry): Promise<{ id: string }> {
  return tx.auditLog.create({
    data: {
      actor: entry.actor ?? ADMIN_ACTOR,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? undefined,
      after: entry.after ?? undefined,
      ip: entry.ip ?? null,
    },
    select: { id: true },
  });
}
