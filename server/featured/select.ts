import type { Prisma } from "@/server/db/generated/client";

export const featuredBrandSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  shortDescription: true,
  description: true,
  longDescription: true,
  contentLocale: true,
  translations: true,
  category: true,
  website: true,
  logoUrl: true,
  imageUrl: true,
  heroImage: true,
  features: true,
  specialties: true,
  testTypes: true,
  healthGoals: true,
  tags: true,
  placement: true,
  verified: true,
  rating: true,
  reviewCount: true,
  region: true,
  country: true,
  city: true,
  featuredReview: true,
  reviewSource: true,
} satisfies Prisma.ListingSelect;

export type FeaturedBrandRow = Prisma.ListingGetPayload<{ select: typeof featuredBrandSelect }>;
