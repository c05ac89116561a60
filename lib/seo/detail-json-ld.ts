import type { BreadcrumbList, Thing, WebPage, WithContext } from "schema-dts";
import type { MarkerCatalogue } from "@/lib/biomarkers/catalogue";
import { KIND_TO_CATEGORY, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { publicImageUrl } from "@/lib/images/public-image";
import { safeHttpUrl } from "@/lib/safe-url";
import { absoluteUrl } from "@/lib/site";
import { breadcrumbJsonLd, listingJsonLd, webPageJsonLd, type ShownReview } from "@/lib/seo/structured-data";
import { listingDescription, listingTitle, type MetadataCopy } from "./detail-metadata";

type ListingForDetailJsonLd = Parameters<typeof listingJsonLd>[0] &
  Parameters<typeof listingDescription>[0] & { kind: ListingKind; slug: string; name: string };

/** What the structured data says in the page's language: the metadata copy plus the category names. */
export type JsonLdCopy = MetadataCopy & {
  locale: Locale;
  categories: Translator<"kinds.categories">;
  /** The biomarker catalogue a lab's page read, for its panels' LOINC codes. */
  markers?: MarkerCatalogue;
};

/** Home → directory category → listing, each in the page's locale. */
export function detailBreadcrumbJsonLd(
  listing: { kind: ListingKind; slug: string; name: string },
  { locale, t, categories }: JsonLdCopy,
): WithContext<BreadcrumbList> {
  const category = KIND_TO_CATEGORY[listing.kind];
  return breadcrumbJsonLd([
    { name: t("home"), path: localePath(locale, "/") },
    { name: categories(category), path: localePath(locale, `/directory?category=${category}`) },
    { name: listing.name, path: localePath(locale, listingPath(listing)) },
  ]);
}

/** An image's public URL: ours (a stored image's path) made absolute, another site's only when it is http(s). */
function imageUrlOf(url: string | null): string | null {
  const shown = publicImageUrl(url);
  return shown === null ? null : absoluteUrl(shown);
}

/**
 * The structured data of a detail page, in render order: breadcrumbs, the page (with its `inLanguage`), then the
 * listing itself. Ratings and reviews appear only when `reviews` (the member reviews the page shows) is non-empty.
 */
export function detailJsonLd(
  listing: ListingForDetailJsonLd,
  reviews: ShownReview[],
  copy: JsonLdCopy,
): [WithContext<BreadcrumbList>, WithContext<WebPage>, WithContext<Thing>] {
  const path = listingPath(listing);
  const description = listingDescription(listing, copy);
  const entity = listingJsonLd(
    {
      ...listing,
      description,
      website: safeHttpUrl(listing.website),
      imageUrl: imageUrlOf(listing.imageUrl),
      logoUrl: imageUrlOf(listing.logoUrl),
    },
    localePath(copy.locale, path),
    reviews,
    copy.markers,
  );
  const page = webPageJsonLd({ name: listingTitle(listing, copy), path, locale: copy.locale, description });
  return [detailBreadcrumbJsonLd(listing, copy), page, entity];
}
