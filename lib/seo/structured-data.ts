import type {
  AggregateRating,
  BreadcrumbList,
  Organization,
  Review,
  SearchAction,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import type { MarkerCatalogue } from "@/lib/biomarkers/catalogue";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { SITE_NAME, absoluteUrl } from "@/lib/site";
import type { ListingKind } from "@/lib/directory/kinds";
import { factsOfKind } from "@/lib/listings/kind-facts";
import type { FactSubject } from "@/lib/listings/fact-format";
import { factsJsonLd } from "./fact-json-ld";
import { entityGroupOf, SCHEMA_TYPE_BY_KIND } from "./schema-type";

export function organizationJsonLd(description: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description,
  };
}

/** The site in one language: its home page, its language and its directory search. */
export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(localePath(locale, "/")),
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(localePath(locale, "/directory"))}?search={search_term_string}`,
      },
      // Google's sitelinks search box reads query-input; schema-dts does not type it.
      "query-input": "required name=search_term_string",
    } as SearchAction,
  };
}

/** The page itself in its language (`inLanguage`): listings and organisations have no language of their own. */
export function webPageJsonLd(page: {
  name: string;
  path: string;
  locale: Locale;
  description?: string;
}): WithContext<WebPage> {
  const url = absoluteUrl(localePath(page.locale, page.path));
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: page.locale,
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl(localePath(page.locale, "/")) },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export type ShownReview = { author: string; rating: number; body: string; createdAt: Date | string };

type ListingForJsonLd = FactSubject & {
  kind: ListingKind;
  name: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  imageUrl: string | null;
  city: string | null;
  country: string | null;
  address: string | null;
  phone: string | null;
  brand: string | null;
  rating: number | null;
  reviewCount: number;
  startsAt?: Date | string | null;
};

/** AggregateRating and Review only from member reviews that the page itself shows. */
function ratingParts(
  listing: ListingForJsonLd,
  reviews: ShownReview[],
): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (!reviews.length || listing.rating === null || listing.reviewCount < 1) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Number(listing.rating.toFixed(2)),
      reviewCount: listing.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      reviewBody: r.body || undefined,
      datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
    })),
  };
}

/** The listing's own entity: its schema.org type per kind, its facts where schema.org has a property for them. */
export function listingJsonLd(
  listing: ListingForJsonLd,
  path: string,
  reviews: ShownReview[] = [],
  markers?: MarkerCatalogue,
): WithContext<Thing> {
  const type = SCHEMA_TYPE_BY_KIND[listing.kind];
  const facts = factsJsonLd(listing, factsOfKind(listing.kind), entityGroupOf(listing.kind), markers);
  // The listing's own website first, then the profiles its site names (a sameAs fact).
  const sameAs = [listing.website, ...(Array.isArray(facts.sameAs) ? facts.sameAs : [])].filter(
    (url): url is string => typeof url === "string" && url.length > 0,
  );
  const common = {
    ...facts,
    name: listing.name,
    url: absoluteUrl(path),
    description: listing.description ?? undefined,
    image: listing.imageUrl ?? listing.logoUrl ?? undefined,
    sameAs: sameAs.length > 1 ? sameAs : sameAs[0],
    ...ratingParts(listing, reviews),
  };
  const address =
    listing.city || listing.country
      ? {
          "@type": "PostalAddress" as const,
          streetAddress: listing.address ?? undefined,
          addressLocality: listing.city ?? undefined,
          addressCountry: listing.country ?? undefined,
        }
      : undefined;
  switch (type) {
    case "Product":
      return {
        "@context": "https://schema.org",
        "@type": "Product",
        ...common,
        brand: listing.brand ? { "@type": "Brand", name: listing.brand } : undefined,
      };
    case "Event":
      return {
        "@context": "https://schema.org",
        "@type": "Event",
        ...common,
        startDate: listing.startsAt ? new Date(listing.startsAt).toISOString() : undefined,
        location: address ? { "@type": "Place", name: listing.city ?? listing.name, address } : undefined,
      };
    case "MedicalClinic":
    case "MedicalBusiness":
    case "Physician":
      return {
        "@context": "https://schema.org",
        "@type": type,
        ...common,
        address,
        telephone: listing.phone ?? undefined,
      };
    default:
      return { "@context": "https://schema.org", "@type": "Organization", ...common, address };
  }
}
