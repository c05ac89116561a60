import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { readTranslations } from "@/lib/i18n/translations-schema";
import type { FactVerifier } from "@/lib/listings/fact-values";
import type { AdminListing, AdminListingSummary } from "@/lib/listings/editor-schema";
import type { Prisma } from "@/server/db/generated/client";
import { typedFacts } from "@/server/listings/facts/facts";
import { DIFF_FIELDS } from "../changes/changes";

export const adminListingSummarySelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  status: true,
  origin: true,
  website: true,
  placement: true,
  verified: true,
  lastVerifiedAt: true,
  verifiedBy: true,
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
  firstPublishedAt: true,
  lastVerifiedAt: true,
  verifiedBy: true,
  contentLocale: true,
} satisfies Prisma.ListingSelect;

export type AdminListingRow = Prisma.ListingGetPayload<{ select: typeof adminListingSelect }>;

export function toAdminListing(row: AdminListingRow): AdminListing {
  return {
    ...row,
    ...typedFacts(row),
    translations: readTranslations(row.translations),
    path: listingPath(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    lastVerifiedAt: row.lastVerifiedAt?.toISOString() ?? null,
  };
}

export function toAdminListingSummary(row: AdminListingSummaryRow): AdminListingSummary {
  return {
    ...row,
    path: listingPath(row),
    lastVerifiedAt: row.lastVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const staleListingSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  lastVerifiedAt: true,
  verifiedBy: true,
  sourceUrls: true,
} satisfies Prisma.ListingSelect;

export type StaleListing = {
  id: string;
  kind: ListingKind;
  name: string;
  path: string;
  lastVerifiedAt: string | null;
  verifiedBy: FactVerifier | null;
  sources: string[];
};

export function toStaleListing(row: Prisma.ListingGetPayload<{ select: typeof staleListingSelect }>): StaleListing {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    path: listingPath(row),
    lastVerifiedAt: row.lastVerifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifiedBy,
    sources: row.sourceUrls,
  };
}
