import "server-only";
import * as z from "zod/mini";
import { afterCursor, cursorParam, pageOf } from "@/server/db/keyset-cursor";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";

const AUDIT_PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type JsonValue = Prisma.JsonValue;

export type AuditEntryView = {
  id: string;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  /** The listing's name when the entry is about a listing that still exists. */
  entityName: string | null;
  before: JsonValue | null;
  after: JsonValue | null;
  ip: string | null;
  createdAt: string;
};
export type AuditLogPage = { items: AuditEntryView[]; nextCursor: string | null };

/** A day ("2026-11-24", the whole UTC day) or an instant (ISO 8601); `end` makes a day its last moment. */
function dateParam(name: string, end: boolean) {
  return z.optional(
    z.pipe(
      z.string().check(z.maxLength(40)),
      z.transform((value: string, ctx) => {
        const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
        const time = day
          ? Date.parse(`${value}T00:00:00.000Z`)
          : /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)
            ? Date.parse(value)
            : NaN;
        if (Number.isNaN(time)) {
          ctx.issues.push({
            code: "custom",
            message: `${name} is a date (YYYY-MM-DD) or an ISO 8601 time`,
            input: value,
          });
          return z.NEVER;
        }
        return new Date(day && end ? time + DAY_MS - 1 : time);
      }),
    ),
  );
}

const shortText = (name: string, max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`)));

/** GET /api/admin/audit-log query: `action` matches a prefix ("listing" finds every listing action). */
export const auditQuerySchema = z.object({
  entityType: shortText("entityType", 40),
  entityId: shortText("entityId", 100),
  action: shortText("action", 60),
  actor: shortText("actor", 60),
  from: dateParam("from", false),
  to: dateParam("to", true),
  cursor: cursorParam,
});
type AuditQuery = z.output<typeof auditQuerySchema>;

export async function listAuditLog(query: AuditQuery): Promise<AuditLogPage> {
  const where: Prisma.AuditLogWhereInput = {
    AND: [
      query.entityType ? { entityType: query.entityType } : {},
      query.entityId ? { entityId: query.entityId } : {},
      query.action ? { action: { startsWith: query.action } } : {},
      query.actor ? { actor: query.actor } : {},
      query.from || query.to
        ? { createdAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lte: query.to } : {}) } }
        : {},
      afterCursor(query.cursor),
    ],
  };
  const rows = await db.auditLog.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: AUDIT_PAGE_SIZE + 1,
  });
  const page = pageOf(rows, AUDIT_PAGE_SIZE);
  const listingIds = [...new Set(page.rows.filter((row) => row.entityType === "listing").map((row) => row.entityId))];
  const listings = listingIds.length
    ? await db.listing.findMany({ where: { id: { in: listingIds } }, select: { id: true, name: true } })
    : [];
  const names = new Map(listings.map((listing) => [listing.id, listing.name]));
  return {
    items: page.rows.map((row) => ({
      ...row,
      entityName: names.get(row.entityId) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
