import type { Metadata } from "next";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { truncate } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogListingPath } from "@/lib/seo/og-image";
import { siteUrl } from "@/lib/site";
import type { DetailRoute } from "@/lib/directory/detail-routes";
import { placeLabel } from "@/lib/listings/detail-format";

type ListingForMetadata = {
  kind: ListingKind;
  slug: string;
  name: string;
  shortDescription: string | null;
  longDescription: string | null;
  description: string | null;
  city: string | null;
  country: string | null;
  location: string | null;
  region: string | null;
  tags: string[];
  specialties: string[];
  categories: string[];
  category: string | null;
  brand: string | null;
};

/** What the page's metadata says around the listing's own text: the detail catalogue and the kind names. */
export type MetadataCopy = { t: Translator<"detail">; kinds: Translator<"kinds.kinds"> };

const MAX_KEYWORDS = 12;
const DESCRIPTION_MAX = 160;

/** '{name} — {Kind} in {City, Country}', or without the place when none is known. */
export function listingTitle(listing: ListingForMetadata, { t, kinds }: MetadataCopy): string {
  const place = placeLabel(listing);
  const values = { name: listing.name, kind: kinds(listing.kind), place: place ?? "" };
  return place ? t("meta.title", values) : t("meta.titleNoPlace", values);
}

/** The short description (else the plain, else the long one cut), else a sentence built from the facts. */
export function listingDescription(listing: ListingForMetadata, { t, kinds }: MetadataCopy): string {
  const text = listing.shortDescription?.trim() || listing.description?.trim() || listing.longDescription?.trim();
  if (text) return truncate(text, DESCRIPTION_MAX);
  const place = placeLabel(listing);
  const values = { name: listing.name, kind: kinds(listing.kind), place: place ?? "" };
  return place ? t("meta.description", values) : t("meta.descriptionNoPlace", values);
}

export function listingKeywords(listing: ListingForMetadata): string[] {
  const words = [
    listing.name,
    listing.brand,
    listing.category,
    ...listing.tags,
    ...listing.specialties,
    ...listing.categories,
  ];
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of words) {
    const clean = word?.trim();
    if (!clean || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    keywords.push(clean);
  }
  return keywords.slice(0, MAX_KEYWORDS);
}

export function listingMetadata(
  listing: ListingForMetadata,
  locale: Locale,
  copy: MetadataCopy & { siteName: string },
): Metadata {
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...pageMetadata({
      title: listingTitle(listing, copy),
      description: listingDescription(listing, copy),
      path: listingPath(listing),
      locale,
      siteName: copy.siteName,
      keywords: listingKeywords(listing),
      image: ogListingPath(locale, listing.kind, encodeURIComponent(listing.slug)),
      type: "website",
      formats: { "text/markdown": [{ url: `${localePath(locale, listingPath(listing))}.md`, title: listing.name }] },
    }),
  };
}

/** Title and noindex for a missing listing (the page itself answers 404). */
export function notFoundMetadata(route: DetailRoute, t: Translator<"detail">): Metadata {
  return {
    title: t(`notFound.${route}.title`),
    description: t(`notFound.${route}.message`),
    robots: { index: false, follow: true },
  };
}
