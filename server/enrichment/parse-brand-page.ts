import "server-only";
import { load, type CheerioAPI } from "cheerio";
import { regionOfCountry } from "@/lib/geo/country-region";
import { brandNameFromTitle } from "./brand-name-from-title";
import { countryFromAddress, countryFromHostname } from "./country-of-site";
import { all, asNode, first, readJsonLdNodes, typesOf, type JsonLdNode } from "./json-ld";
import { cleanHtmlText, cleanText } from "./plain-text";
import { ratingFrom, reviewFrom } from "./rating-and-review";

/** What the enrichment gathers about a brand; null where the page does not say. */
export type GatheredBrandData = {
  name: string | null;
  description: string | null;
  logoUrl: string | null;
  country: string | null;
  region: string | null;
  rating: number | null;
  reviewCount: number | null;
  featuredReview: string | null;
  reviewSource: string | null;
};

const MAX_NAME_CHARS = 120;
const MAX_DESCRIPTION_CHARS = 1_000;
const MAX_URL_CHARS = 2_048;

const ORGANIZATION_TYPES = new Set([
  "Organization",
  "Corporation",
  "LocalBusiness",
  "OnlineBusiness",
  "OnlineStore",
  "Store",
  "Brand",
  "NGO",
  "MedicalOrganization",
  "MedicalBusiness",
  "MedicalClinic",
  "Physician",
  "Hospital",
  "Pharmacy",
  "DiagnosticLab",
  "HealthAndBeautyBusiness",
  "HealthClub",
  "DaySpa",
  "SportsOrganization",
  "ResearchOrganization",
]);

function isOrganization(node: JsonLdNode): boolean {
  return typesOf(node).some(
    (type) => ORGANIZATION_TYPES.has(type) || type.endsWith("Organization") || type.endsWith("Business"),
  );
}

function hostWithoutWww(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

/** Resolves a possibly relative URL; only http(s) results are kept (javascript:, data: and the like are dropped). */
function absoluteHttpUrl(value: unknown, base: URL): string | null {
  if (typeof value !== "string" || !value.trim() || value.length > MAX_URL_CHARS) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

// The site's own organisation: the one whose url is this host, else the first one the page declares.
function siteOrganization(nodes: JsonLdNode[], pageHost: string): JsonLdNode | null {
  const organizations = nodes.filter(isOrganization);
  const ownHost = (node: JsonLdNode) => {
    const url = first(node.url);
    try {
      return typeof url === "string" && hostWithoutWww(new URL(url).hostname) === pageHost;
    } catch {
      return false;
    }
  };
  return organizations.find(ownHost) ?? organizations[0] ?? null;
}

function metaContents($: CheerioAPI): Map<string, string> {
  const contents = new Map<string, string>();
  $("meta").each((_, element) => {
    const meta = $(element);
    const key = (meta.attr("property") ?? meta.attr("name") ?? "").trim().toLowerCase();
    const content = meta.attr("content");
    if (key && content !== undefined && !contents.has(key)) contents.set(key, content);
  });
  return contents;
}

function documentBase($: CheerioAPI, pageUrl: URL): URL {
  const href = absoluteHttpUrl($("base[href]").first().attr("href"), pageUrl);
  return href ? new URL(href) : pageUrl;
}

function jsonLdLogo(logo: unknown, base: URL): string | null {
  for (const item of all(logo)) {
    const node = asNode(item);
    const url = absoluteHttpUrl(node ? (first(node.url) ?? first(node.contentUrl)) : item, base);
    if (url) return url;
  }
  return null;
}

function appleTouchIcon($: CheerioAPI, base: URL): string | null {
  const links = $("link[rel][href]").toArray();
  const icon = links.find((element) =>
    /(^|\s)apple-touch-icon(-precomposed)?(\s|$)/i.test($(element).attr("rel") ?? ""),
  );
  return icon ? absoluteHttpUrl($(icon).attr("href"), base) : null;
}

/** The gathered brand data of a fetched home page. Reads only what the page states; never invents a rating. */
export function parseBrandPage(html: string, finalUrl: string): GatheredBrandData {
  const pageUrl = new URL(finalUrl);
  const $ = load(html);
  const meta = metaContents($);
  const nodes = readJsonLdNodes($);
  const organization = siteOrganization(nodes, hostWithoutWww(pageUrl.hostname));
  const base = documentBase($, pageUrl);

  const title = cleanText($("title").first().text(), MAX_NAME_CHARS * 2);
  const name =
    cleanText(meta.get("og:site_name"), MAX_NAME_CHARS) ??
    cleanHtmlText(first(organization?.name), MAX_NAME_CHARS) ??
    cleanText(title ? brandNameFromTitle(title, pageUrl.hostname) : null, MAX_NAME_CHARS);

  const description =
    cleanText(meta.get("description"), MAX_DESCRIPTION_CHARS) ??
    cleanText(meta.get("og:description"), MAX_DESCRIPTION_CHARS) ??
    cleanHtmlText(first(organization?.description), MAX_DESCRIPTION_CHARS);

  const logoUrl =
    jsonLdLogo(organization?.logo, base) ?? appleTouchIcon($, base) ?? absoluteHttpUrl(meta.get("og:image"), base);

  const country = countryFromAddress(organization?.address) ?? countryFromHostname(pageUrl.hostname);

  // The organisation's own rating first; else the first rating the page's JSON-LD gives (a product or service of it).
  const ratedNode = organization?.aggregateRating
    ? organization
    : nodes.find((node) => node.aggregateRating !== undefined);
  const rating = ratingFrom(ratedNode?.aggregateRating);
  const review = reviewFrom(organization?.review) ?? reviewFrom(ratedNode?.review);

  return {
    name,
    description,
    logoUrl,
    country,
    region: country ? regionOfCountry(country) : null,
    rating: rating?.rating ?? null,
    reviewCount: rating?.reviewCount ?? null,
    featuredReview: review?.featuredReview ?? null,
    reviewSource: review?.reviewSource ?? null,
  };
}
