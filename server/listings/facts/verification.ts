import "server-only";
import * as z from "zod/mini";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import type { FactVerifier } from "@/lib/listings/fact-values";
import { VERIFICATION_MAX_AGE_DAYS } from "@/lib/listings/facts";
import { AppError } from "@/lib/http/app-error";
import { ADMIN_ACTOR, recordAudit } from "@/server/audit";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { staleListingSelect, toStaleListing, type StaleListing } from "../read/admin-select";

const STALE_PAGE_SIZE = 50;
const MAX_OFFSET = 100_000;

export const staleQuerySchema = z.object({
  kind: z.optional(z.enum(LISTING_KINDS as [ListingKind, ...ListingKind[]], { error: "kind is not a listing kind" })),
  offset: z.optional(
    z.pipe(
      z.string().check(
        z.regex(/^\d{1,6}$/, "offset is a whole number"),
        z.refine((value) => Number(value) <= MAX_OFFSET, `offset is at most ${MAX_OFFSET}`),
      ),
      z.transform(Number),
    ),
  ),
});
export type StaleQuery = z.output<typeof staleQuerySchema>;

export type StaleListingPage = { items: StaleListing[]; nextOffset: number | null; total: number };

const staleBefore = (now: Date) => new Date(now.getTime() - VERIFICATION_MAX_AGE_DAYS * 86_400_000);

/** Published listings whose facts were never verified or not in the last 12 months: never verified first, then oldest. */
export async function listStaleListings(query: StaleQuery, now = new Date()): Promise<StaleListingPage> {
  const where = {
    status: "published" as const,
    ...(query.kind ? { kind: query.kind } : {}),
    OR: [{ lastVerifiedAt: null }, { lastVerifiedAt: { lt: staleBefore(now) } }],
  };
  const offset = query.offset ?? 0;
  const [rows, total] = await Promise.all([
    db.listing.findMany({
      where,
      select: staleListingSelect,
      // By the website verifier's last check, longest ago first (sites it never checked after them), then by the last
      // human verification.
      orderBy: [
        { websiteCheck: { lastCheckedAt: "asc" } },
        { lastVerifiedAt: { sort: "asc", nulls: "first" } },
        { id: "asc" },
      ],
      skip: offset,
      take: STALE_PAGE_SIZE + 1,
    }),
    db.listing.count({ where }),
  ]);
  return {
    items: rows.slice(0, STALE_PAGE_SIZE).map(toStaleListing),
    nextOffset: rows.length > STALE_PAGE_SIZE ? offset + STALE_PAGE_SIZE : null,
    total,
  };
}

/** The listing's new verification, and its new version (an editor holding the old one would otherwise get a 409). */
export type Confirmation = { id: string; lastVerifiedAt: string; verifiedBy: FactVerifier; updatedAt: string };

/**
 * "The facts are still correct", said by the admin after checking them (or by the listing's owner): lastVerifiedAt
 * becomes now, with who said it, in one transaction with its audit row; the listing's pages and lists refresh.
 */
export async function confirmListingFacts(
  id: string,
  by: Exclude<FactVerifier, "import">,
  options: { ip?: string | null; actor?: string; now?: Date } = {},
): Promise<Confirmation> {
  const now = options.now ?? new Date();
  const listing = await db.$transaction(async (tx) => {
    const current = await tx.listing.findUnique({
      where: { id },
      select: { id: true, slug: true, lastVerifiedAt: true, verifiedBy: true },
    });
    if (!current) throw new AppError("not_found", "Listing not found");
    const { updatedAt } = await tx.listing.update({
      where: { id },
      data: { lastVerifiedAt: now, verifiedBy: by },
      select: { updatedAt: true },
    });
    await recordAudit(tx, {
      action: "listing.verify",
      entityType: "listing",
      entityId: id,
      actor: options.actor ?? ADMIN_ACTOR,
      before: { lastVerifiedAt: current.lastVerifiedAt?.toISOString() ?? null, verifiedBy: current.verifiedBy },
      after: { lastVerifiedAt: now.toISOString(), verifiedBy: by },
      ip: options.ip,
    });
    return { ...current, updatedAt };
  });
  revalidateListingChange({ id: listing.id, slug: listing.slug, fields: ["lastVerifiedAt", "verifiedBy"] });
  return { id, lastVerifiedAt: now.toISOString(), verifiedBy: by, updatedAt: listing.updatedAt.toISOString() };
}
