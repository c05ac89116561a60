import "server-only";
import type { SubmittedBrand } from "@/lib/brands/submission-schema";
import type { Prisma } from "@/server/db/generated/client";

/** What a new submission answers with. */
export const submittedBrandSelect = {
  id: true,
  slug: true,
  name: true,
  shortDescription: true,
  description: true,
  category: true,
  region: true,
  country: true,
  website: true,
  logoUrl: true,
  rating: true,
  reviewCount: true,
  featuredReview: true,
  reviewSource: true,
  createdAt: true,
} satisfies Prisma.ListingSelect;

type CreatedListing = Prisma.ListingGetPayload<{ select: typeof submittedBrandSelect }>;

export function toSubmittedBrand(listing: CreatedListing): Omit<SubmittedBrand, "held"> {
  return {
    ...listing,
    shortDescription: listing.shortDescription ?? "",
    longDescription: null,
    category: listing.category ?? "",
    region: listing.region ?? "",
    country: listing.country ?? "",
    website: listing.website ?? "",
    featured: false,
    sponsored: false,
    verified: false,
    status: "pending",
    createdAt: listing.createdAt.toISOString(),
  };
}
