import "server-only";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import type { Prisma } from "@/server/db/generated/client";
import { submittedBrandSelect } from "@/server/brands/select";

/** What the review board reads of a brand listing. */
export const adminBrandSelect = {
  ...submittedBrandSelect,
  status: true,
  longDescription: true,
  placement: true,
  verified: true,
  submissions: { select: { enriched: true }, orderBy: { createdAt: "asc" }, take: 1 },
} satisfies Prisma.ListingSelect;

export type AdminBrandRow = Prisma.ListingGetPayload<{ select: typeof adminBrandSelect }>;

/** The rating a submission gathered from the brand's own site, if any. */
function siteRatingOf(enriched: Prisma.JsonValue | undefined): AdminBrand["siteRating"] {
  if (!enriched || typeof enriched !== "object" || Array.isArray(enriched)) return null;
  const { rating, reviewCount } = enriched;
  return typeof rating === "number" ? { rating, reviewCount: typeof reviewCount === "number" ? reviewCount : 0 } : null;
}

/** The API shape: `description` falls back to the short description; dates as ISO strings. */
export function toAdminBrand({ submissions, placement, ...row }: AdminBrandRow): AdminBrand {
  return {
    ...row,
    featured: placement === "editorial",
    sponsored: placement === "sponsored",
    siteRating: siteRatingOf(submissions[0]?.enriched),
    description: row.description ?? row.shortDescription,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The values an audit-log row records of a brand before and after a review action. */
export function auditState(row: Pick<AdminBrandRow, "status" | "verified" | "placement">) {
  return {
    status: row.status,
    verified: row.verified,
    featured: row.placement === "editorial",
    placement: row.placement,
  };
}
