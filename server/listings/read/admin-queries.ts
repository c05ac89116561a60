import "server-only";
import * as z from "zod/mini";
import { LISTING_STATUSES, type AdminListing, type AdminListingPage } from "@/lib/listings/editor-schema";
import { LISTING_KINDS } from "@/lib/directory/kinds";
import { AppError } from "@/lib/http/app-error";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { adminListingSelect, adminListingSummarySelect, toAdminListing, toAdminListingSummary } from "./admin-select";
import { afterCursor, cursorParam, pageOf } from "@/server/db/keyset-cursor";

const ADMIN_LISTING_PAGE_SIZE = 25;

/** GET /api/admin/listings query: every value optional; an unknown kind or status is a 400, not an empty page. */
export const adminListingQuerySchema = z.object({
  kind: z.optional(
    z.enum(LISTING_KINDS as [string, ...string[]], { error: `kind is one of ${LISTING_KINDS.join(", ")}` }),
  ),
  status: z.optional(z.enum(LISTING_STATUSES, { error: "status is draft, pending or published" })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, "search must be at most 200 characters"))),
  cursor: cursorParam,
});
type AdminListingQuery = z.output<typeof adminListingQuerySchema>;

/** Every listing of any status, newest first, filtered by kind, status and a search over name, slug, website and id. */
export async function listAdminListings(query: AdminListingQuery): Promise<AdminListingPage> {
  const search = query.search || undefined;
  const where: Prisma.ListingWhereInput = {
    AND: [
      query.kind ? { kind: query.kind as (typeof LISTING_KINDS)[number] } : {},
      query.status ? { status: query.status } : {},
      search
        ? {
            OR: [
              { name: { contains: search, mode: "insensitive" } },
              { slug: { contains: search.toLowerCase() } },
              { website: { contains: search, mode: "insensitive" } },
              { id: search },
            ],
          }
        : {},
      afterCursor(query.cursor),
    ],
  };
  const rows = await db.listing.findMany({
    where,
    select: adminListingSummarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ADMIN_LISTING_PAGE_SIZE + 1,
  });
  const page = pageOf(rows, ADMIN_LISTING_PAGE_SIZE);
  return { items: page.rows.map(toAdminListingSummary), nextCursor: page.nextCursor };
}

/** One listing of any status, for the editor. */
export async function getAdminListing(id: string): Promise<AdminListing> {
  const row = await db.listing.findUnique({ where: { id }, select: adminListingSelect });
  if (!row) throw new AppError("not_found", "Listing not found");
  return toAdminListing(row);
}
