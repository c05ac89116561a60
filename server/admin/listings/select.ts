import "server-only";
import { listingPath } from "@/lib/directory/kinds";
import type { AdminListing, AdminListingSummary } from "@/lib/admin/listing-schema";
import type { Prisma } from "@/server/db/generated/client";
import { DIFF_FIELDS } from "./changes";

export const adminListingSummarySelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  status: true,
  origin: true,
  website: true,
  featured: true,
  verified: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ListingSelect;

type AdminListingSummaryRow = Prisma.ListingGetPayload<{ select: typeof adminListingSummarySelect }>;

/** Every column the admin editor shows or the import compares: the ones they write, with the workflow columns. */
export const adminListingSelect = {
  ...adminListingSummarySelect,
  ...(Object.fromEntries(DIFF_FIELDS.map((field) => [field, true])) as Record<(typeof DIFF_FIELDS)[number], true>),
  rating: true,
  reviewCount: true,
  publishedAt: true,
} satisfies Prisma.ListingSelect;

export type AdminListingRow = Prisma.ListingGetPayload<{ select: typeof adminListingSelect }>;

export function toAdminListing(row: AdminListingRow): AdminListing {
  return {
    ...row,
    price: row.price === null ? null : row.price.toNumber(),
    path: listingPath(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminListingSummary(row: AdminListingSummaryRow): AdminListingSummary {
  return {
    ...row,
    path: listingPath(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
