import "server-only";
import type { Prisma } from "@/server/db/generated/client";

/** There is one admin (the password holder); every admin write is recorded under this actor. */
export const ADMIN_ACTOR = "admin";

/** Every action the audit log records (the audit page offers them in its filter). */
export const AUDIT_ACTIONS = [
  "listing.publish",
  "listing.edit",
  "listing.import.create",
  "listing.import.update",
  "review.hide",
  "review.restore",
  "brand.approve",
  "brand.reject",
  "brand.feature",
  "brand.unfeature",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type JsonRecord = Record<string, Prisma.InputJsonValue | null>;

export type AuditEntry = {
  /** The admin unless said otherwise (the operator command publishes as "operator"). */
  actor?: string;
  action: AuditAction;
  entityType: "listing" | "review";
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
