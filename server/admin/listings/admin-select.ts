import "server-only";
import { listingPath } from "@/lib/directory/kinds";
import type { AdminListing, AdminListingSummary } from "@/lib/admin/listing-schema";
import type { Prisma } from "@/server/db/generated/client";

/** Every column the admin editor shows or the import compares, with the workflow columns. */
export const adminListingSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  status: true,
  origin: true,
  rating: true,
  reviewCount: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  shortDescription: true,
  longDescription: true,
  description: true,
  country: true,
  city: true,
  region: true,
  category: true,
  brand: true,
  address: true,
  website: true,
  logoUrl: true,
  email: true,
  phone: true,
  currency: true,
  price: true,
  lat: true,
  lng: true,
  featured: true,
  sponsored: true,
  verified: true,
  categories: true,
  tags: true,
  specialties: true,
  services: true,
  healthConditions: true,
  biomarkers: true,
  testTypes: true,
  advancedBiomarkers: true,
  features: true,
  trackingCapabilities: true,
  ingredients: true,
  healthGoals: true,
  qualifications: true,
  consultationType: true,
  languages: true,
  dietaryPreferences: true,
  dietaryRestrictions: true,
  deliveryAreas: true,
  metrics: true,
} satisfies Prisma.ListingSelect;

export type AdminListingRow = Prisma.ListingGetPayload<{ select: typeof adminListingSelect }>;

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
  return { ...row, path: listingPath(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
