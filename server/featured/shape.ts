import { KIND_TO_CATEGORY, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { localizedListing } from "@/lib/i18n/listing-content";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ListingPlacement } from "@/lib/listings/placement";
import type { FeaturedBrandRow } from "./select";

/** A featured brand as the home page shows it, plus what a link needs (kind, slug, url). */
export type FeaturedBrand = {
  id: string;
  kind: ListingKind;
  slug: string;
  url: string;
  name: string;
  description: string | null;
  /** The language of `description` when it is not the asked one (an untranslated original), for its `lang`. */
  descriptionLang?: Locale;
  category: string;
  website: string | null;
  logoUrl: string | null;
  heroImage: string | null;
  features: string[];
  /** Every featured brand has one: an editor's pick or a sponsored place, each labelled as such. */
  placement: ListingPlacement | null;
  verified: boolean;
  rating: number | null;
  reviewCount: number;
  region: string | null;
  location: string | null;
  featuredReview: string | null;
  reviewSource: string | null;
};

const MAX_FEATURES = 6;

/** Brands link to /brand/{slug}; every other kind to its own detail route. */
export function featuredBrandPath(row: { kind: ListingKind; slug: string }): string {
  return row.kind === "brand" ? `/brand/${row.slug}` : listingPath(row);
}

/** The brand as a page in `locale` shows it: its description in that locale's translation when one exists. */
export function toFeaturedBrand(row: FeaturedBrandRow, locale: Locale = DEFAULT_LOCALE): FeaturedBrand {
  const texts = localizedListing(row, locale);
  const description = texts.shortDescription ?? texts.description ?? texts.longDescription ?? null;
  // Products list features; clinics and labs describe themselves through specialties and tests.
  const features =
    [row.features, row.specialties, row.testTypes, row.healthGoals, row.tags].find((list) => list.length > 0) ?? [];
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    url: featuredBrandPath(row),
    name: row.name,
    description,
    ...(description && texts.textLocale !== locale ? { descriptionLang: texts.textLocale } : {}),
    category: row.category ?? KIND_TO_CATEGORY[row.kind],
    website: row.website,
    logoUrl: row.logoUrl,
    heroImage: row.heroImage ?? row.imageUrl,
    features: features.slice(0, MAX_FEATURES),
    placement: row.placement,
    verified: row.verified,
    rating: row.rating,
    reviewCount: row.reviewCount,
    region: row.region,
    location: [row.city, row.country].filter(Boolean).join(", ") || null,
    featuredReview: row.featuredReview,
    reviewSource: row.reviewSource,
  };
}
