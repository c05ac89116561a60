import { CARD_SHOWN_FIELDS } from "@/lib/listings/card-listing";
import type { FactKey, FactValues } from "@/lib/listings/facts";
import type { Prisma } from "@/server/db/generated/client";
import { factSelect, typedFacts } from "../facts/facts";

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
  placement: true,
  verified: true,
  brand: true,
  priceFrom: true,
  currency: true,
  tags: true,
  specialties: true,
  testTypes: true,
  categories: true,
  features: true,
  healthGoals: true,
  createdAt: true,
  contentLocale: true,
  translations: true,
} satisfies Prisma.ListingSelect;

/** The card's select carries every field the card shows (a type error here names the one missing). */
const _cardFieldsSelected = CARD_SHOWN_FIELDS satisfies readonly (keyof typeof listingCardSelect)[];
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
  participants: true,
  prizePool: true,
  entryFee: true,
  updateFrequency: true,
  platform: true,
  leaderboardType: true,
  foodType: true,
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
  dietaryPreferences: true,
  dietaryRestrictions: true,
  deliveryAreas: true,
  metrics: true,
  ...factSelect,
  updatedAt: true,
  publishedAt: true,
  firstPublishedAt: true,
  lastVerifiedAt: true,
  verifiedBy: true,
  /** What the verifier last found on the listing's website (the freshness line). */
  websiteCheck: { select: { lastCheckedAt: true, outcome: true, failingSince: true } },
} satisfies Prisma.ListingSelect;

type WithPlainPrice<T> = Omit<T, "priceFrom"> & { priceFrom: number | null };
type ListingDetailRow = Prisma.ListingGetPayload<{ select: typeof listingDetailSelect }>;

export type ListingCard = WithPlainPrice<Prisma.ListingGetPayload<{ select: typeof listingCardSelect }>>;
export type ListingDetail = Omit<ListingDetailRow, FactKey> & FactValues;

/** Decimal is not serialisable across the cache or JSON boundary; money becomes a plain number. */
export function withPlainPrice<T extends { priceFrom: { toNumber(): number } | null }>(row: T): WithPlainPrice<T> {
  return { ...row, priceFrom: row.priceFrom === null ? null : row.priceFrom.toNumber() };
}

export function toListingDetail(row: ListingDetailRow): ListingDetail {
  return { ...row, ...typedFacts(row) };
}
