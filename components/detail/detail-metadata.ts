import type { Metadata } from "next";
import { KIND_LABELS, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { truncate } from "@/lib/format";
import { pageMetadata } from "@/lib/seo/metadata";
import { SITE_NAME, siteUrl } from "@/lib/site";
import { DETAIL_ROUTE_COPY, notFoundMessage, type DetailRoute } from "@/lib/directory/detail-routes";
import { placeLabel } from "./detail-format";

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

const MAX_KEYWORDS = 12;
const DESCRIPTION_MAX = 160;

/** '{name} — {Kind} in {City, Country}', or without the place when none is known. */
export function listingTitle(listing: ListingForMetadata): string {
  const place = placeLabel(listing);
  const kind = KIND_LABELS[listing.kind];
  return place ? `${listing.name} — ${kind} in ${place}` : `${listing.name} — ${kind}`;
}

/** The short description (else the plain, else the long one cut), else a sentence built from the facts. */
export function listingDescription(listing: ListingForMetadata): string {
  const text = listing.shortDescription?.trim() || listing.description?.trim() || listing.longDescription?.trim();
  if (text) return truncate(text, DESCRIPTION_MAX);
  const place = placeLabel(listing);
  return `${listing.name}: ${KIND_LABELS[listing.kind].toLowerCase()}${place ? ` in ${place}` : ""}, listed in the ${SITE_NAME}.`;
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

/** The share image another route renders for every listing. */
export function listingOgImagePath(listing: { kind: ListingKind; slug: string }): string {
  return `/og/listing/${listing.kind}/${encodeURIComponent(listing.slug)}`;
}

export function listingMetadata(listing: ListingForMetadata): Metadata {
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...pageMetadata({
      title: listingTitle(listing),
      description: listingDescription(listing),
      path: listingPath(listing),
      keywords: listingKeywords(listing),
      image: listingOgImagePath(listing),
      type: "website",
    }),
  };
}

/** Title and noindex for a missing listing (the page itself answers 404). */
export function notFoundMetadata(route: DetailRoute): Metadata {
  return {
    title: DETAIL_ROUTE_COPY[route].notFoundTitle,
    description: notFoundMessage(route),
    robots: { index: false, follow: true },
  };
}
