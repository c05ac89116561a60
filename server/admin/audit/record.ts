import "server-only";
import type { Prisma } from "@/server/db/generated/client";

/** There is one admin (the password holder); every admin write is recorded under this actor. */
export const ADMIN_ACTOR = "admin";

/** Actions the admin tools record; other writers add theirs (publishListing records "listing.publish"). */
export const AUDIT_ACTIONS = [
  "listing.publish",
  "listing.edit",
  "listing.import.create",
  "listing.import.update",
  "listing.verify",
  "review.hide",
  "review.restore",
  "comparison.pick",
  "comparison.unpick",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Every action the audit page suggests in its filter: these and the brand review board's (server/admin/brands). */
export const KNOWN_AUDIT_ACTIONS = [
  ...AUDIT_ACTIONS,
  "brand.approve",
  "brand.reject",
  "brand.feature",
  "brand.unfeature",
] as const;

type JsonRecord = Record<string, Prisma.InputJsonValue | null>;

export type AuditEntry = {
  action: AuditAction;
  entityType: "listing" | "review" | "comparison";
  /** Who acted: the admin unless said otherwise (a listing's owner confirming its facts). */
  actor?: string;
  entityId: string;
  before?: JsonRecord | null;
  after?: JsonRecord | null;
  ip?: string | null;
};

/** One audit-log row, in the caller's transaction: the write and its record commit together or not at all. */
export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actor: entry.actor ?? ADMIN_ACTOR,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? undefined,
      after: entry.after ?? undefined,
      ip: entry.ip ?? null,
    },
  });
}
