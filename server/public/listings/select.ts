import type { Prisma } from "@/server/db/generated/client";

/** The fields a directory card, featured tile or API list item needs. */
export const listingCardSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  shortDescription: true,
  longDescription: true,
  description: true,
  logoUrl: true,
  imageUrl: true,
  website: true,
  country: true,
  city: true,
  location: true,
  region: true,
  lat: true,
  lng: true,
  category: true,
  rating: true,
  reviewCount: true,
  featured: true,
  sponsored: true,
  verified: true,
  brand: true,
  price: true,
  currency: true,
  tags: true,
  specialties: true,
  testTypes: true,
  categories: true,
  features: true,
  healthGoals: true,
  createdAt: true,
} satisfies Prisma.ListingSelect;

/** What a point on the map of results shows. */
export const mapPointSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  city: true,
  country: true,
  location: true,
  lat: true,
  geoLat: true,
  geoLng: true,
} satisfies Prisma.ListingSelect;

/** Everything a detail page shows; omits workflow columns (status, origin) and relations. */
export const listingDetailSelect = {
  ...listingCardSelect,
  heroImage: true,
  instagramUrl: true,
  facebookUrl: true,
  twitterUrl: true,
  youtubeUrl: true,
  linkedinUrl: true,
  tiktokUrl: true,
  email: true,
  phone: true,
  address: true,
  geoLat: true,
  geoLng: true,
  active: true,
  featuredReview: true,
  reviewSource: true,
  dosage: true,
  batteryLife: true,
  yearsExperience: true,
  participants: true,
  prizePool: true,
  entryFee: true,
  updateFrequency: true,
  platform: true,
  leaderboardType: true,
  foodType: true,
  subscriptionAvailable: true,
  homeCollection: true,
  onlineResults: true,
  telehealth: true,
  acceptsInsurance: true,
  thirdPartyTested: true,
  nutritionFacts: true,
  startsAt: true,
  endsAt: true,
  services: true,
  healthConditions: true,
  biomarkers: true,
  advancedBiomarkers: true,
  trackingCapabilities: true,
  ingredients: true,
  qualifications: true,
  consultationType: true,
  languages: true,
  dietaryPreferences: true,
  dietaryRestrictions: true,
  deliveryAreas: true,
  metrics: true,
  updatedAt: true,
  publishedAt: true,
} satisfies Prisma.ListingSelect;

type WithPlainPrice<T> = Omit<T, "price"> & { price: number | null };

export type ListingCard = WithPlainPrice<Prisma.ListingGetPayload<{ select: typeof listingCardSelect }>>;
export type ListingDetail = WithPlainPrice<Prisma.ListingGetPayload<{ select: typeof listingDetailSelect }>>;

/** Decimal is not serialisable across the cache or JSON boundary; money becomes a plain number. */
export function withPlainPrice<T extends { price: { toNumber(): number } | null }>(row: T): WithPlainPrice<T> {
  return { ...row, price: row.price === null ? null : row.price.toNumber() };
}
