import "server-only";
import { load, type CheerioAPI } from "cheerio";
import { all, asNode, cleanHtmlText, first, readJsonLdNodes, typesOf, type JsonLdNode } from "@/server/enrichment";
import { readMicrodataNodes } from "./extract-microdata";
import { openingHoursOf, type HoursRow } from "./extract-hours";
import { statedFacts, type StatedFacts } from "./extract-stated";
import { nestsDeeperThan } from "./nesting-depth";

/** Deeper than this, a page is read as empty: real pages nest a few dozen levels. */
const MAX_NESTING = 1_000;

/** What a clinic's or lab's own page publishes about it in machine-readable form. */
type OrganisationFacts = {
  types: string[];
  name: string | null;
  logo: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  telephone: string | null;
  openingHours: HoursRow[];
  priceRange: string | null;
  sameAs: string[];
};

type ProductFacts = {
  name: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  gtin: string | null;
  /** The page it was read on, once the site's pages are merged. */
  page?: string;
};

export type SiteFacts = {
  organisation: OrganisationFacts | null;
  /** The listing's address as the configured geocoder placed it, when the site publishes no geo. */
  geocoded?: { lat: number; lng: number } | null;
  products: ProductFacts[];
  /** The site's own hreflang set, as language codes ("en", "de"), sorted. */
  siteLanguages: string[];
  openGraph: { title: string | null; siteName: string | null; image: string | null };
  /** The listing's photo: the page's OpenGraph image, else the organisation's schema.org image beside its logo. */
  photo: string | null;
  /** Same-site pages the page links as prices, contact or about, then as services, quality or testing. */
  links: string[];
  /** Visible text, lower-cased and capped, for the parked-domain check only. */
  text: string;
  /** What each page states in its words and links (diagnostics, register entries), with the page it is on once merged. */
  stated: (StatedFacts & { page?: string })[];
};

const ORGANISATION_TYPES = new Set([
  "MedicalClinic",
  "MedicalBusiness",
  "LocalBusiness",
  "Organization",
  "MedicalOrganization",
  "DiagnosticLab",
  "HealthAndBeautyBusiness",
  "Physician",
]);
const PRODUCT_TYPES = new Set(["Product", "IndividualProduct", "ProductModel"]);
const MAX_URL_CHARS = 2_048;
const MAX_TEXT_CHARS = 20_000;
const LINK_WORDS =
  /\b(prices?|pricing|tarif\w*|preise?|prezzi|precios?|kosten|contact\w*|kontakt|contatti|about|über|ueber|a-propos|chi-siamo|sobre|over-ons)\b/i;

const STATED_LINK_WORDS =
  /\b(services?|leistungen|prestations|servicios|servizi|diensten|diagnosti\w*|quality|qualit\w*|calidad|kwaliteit|accredit\w*|akkredit\w*|acredita\w*|accréditation|certificat\w*|zertifi\w*|tested|testing|geprüft)\b/i;

const text = (value: unknown, max = 200): string | null => cleanHtmlText(first(value), max);

function absoluteUrl(value: unknown, base: string): string | null {
  const raw = first(value);
  const candidate = typeof raw === "string" ? raw : asNode(raw) ? (asNode(raw)!.url ?? asNode(raw)!.contentUrl) : null;
  if (typeof candidate !== "string" || candidate.length > MAX_URL_CHARS) return null;
  try {
    const url = new URL(candidate.trim(), base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function numberOf(value: unknown): number | null {
  const raw = first(value);
  const number = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim().replace(",", ".")) : NaN;
  return Number.isFinite(number) ? number : null;
}

function coordinates(node: JsonLdNode): { lat: number | null; lng: number | null } {
  const geo = asNode(first(node.geo));
  const lat = geo ? numberOf(geo.latitude) : null;
  const lng = geo ? numberOf(geo.longitude) : null;
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { lat: null, lng: null };
  return { lat, lng };
}

function organisationOf(node: JsonLdNode, base: string): OrganisationFacts {
  const address = asNode(first(node.address));
  const country = address ? (asNode(first(address.addressCountry))?.name ?? address.addressCountry) : null;
  return {
    types: typesOf(node),
    name: text(node.name),
    logo: absoluteUrl(node.logo, base) ?? absoluteUrl(node.image, base),
    street: address ? text(address.streetAddress) : null,
    postcode: address ? text(address.postalCode, 20) : null,
    city: address ? text(address.addressLocality, 100) : null,
    country: text(country, 100),
    ...coordinates(node),
    telephone: text(node.telephone, 40),
    openingHours: openingHoursOf(node),
    priceRange: text(node.priceRange, 60),
    sameAs: all(node.sameAs)
      .map((item) => absoluteUrl(item, base))
      .filter((url): url is string => url !== null)
      .slice(0, 20),
  };
}

function productOf(node: JsonLdNode): ProductFacts {
  const offer = asNode(first(node.offers));
  const lowest = offer && typesOf(offer).includes("AggregateOffer") ? offer.lowPrice : offer?.price;
  const availability = offer ? text(offer.availability, 100) : null;
  const gtin = text(node.gtin ?? node.gtin13 ?? node.gtin14 ?? node.gtin12 ?? node.gtin8, 14);
  return {
    name: text(node.name),
    price: numberOf(lowest),
    currency: offer ? text(offer.priceCurrency, 3) : null,
    availability: availability ? availability.replace(/^.*[/:#]/, "") : null,
    gtin: gtin && /^\d{8,14}$/.test(gtin) ? gtin : null,
  };
}

function hreflangSet($: CheerioAPI): string[] {
  const languages = new Set<string>();
  $('link[rel~="alternate"][hreflang]').each((_, element) => {
    const code = ($(element).attr("hreflang") ?? "").trim().toLowerCase();
    const language = /^([a-z]{2,3})(?:-[a-z0-9]+)*$/.exec(code)?.[1];
    if (language) languages.add(language);
  });
  return [...languages].sort().slice(0, 50);
}

/**
 * Same-site pages worth reading, at most three: those linked as prices, contact or about first, then those linked as
 * services, diagnostics, quality, accreditation or testing (where a site states what it offers and who checked it).
 */
function linkedPages($: CheerioAPI, base: string): string[] {
  const origin = new URL(base).host;
  const first = new Set<string>();
  const then = new Set<string>();
  $("a[href]")
    .slice(0, 1_000)
    .each((_, element) => {
      if (first.size >= 3) return false;
      const href = $(element).attr("href") ?? "";
      const label = `${href} ${$(element).text().slice(0, 100)}`;
      const pages = LINK_WORDS.test(label) ? first : STATED_LINK_WORDS.test(label) ? then : null;
      if (!pages) return;
      const url = absoluteUrl(href, base);
      if (!url) return;
      const parsed = new URL(url);
      parsed.hash = "";
      if (parsed.host === origin && parsed.toString() !== base) pages.add(parsed.toString());
    });
  return [...new Set([...first, ...then])].slice(0, 3);
}

function meta($: CheerioAPI, property: string): string | null {
  return $(`meta[property="${property}"]`).first().attr("content") ?? null;
}

/**
 * Reads a page's schema.org JSON-LD and microdata, OpenGraph and hreflang, and of its prose only what it states
 * plainly: the catalogue's diagnostics by name and the registers it links (extract-stated.ts).
 */
export function extractSiteFacts(html: string, pageUrl: string): SiteFacts {
  const $ = load(nestsDeeperThan(html, MAX_NESTING) ? "" : html);
  const nodes = [...readJsonLdNodes($), ...readMicrodataNodes($)];
  const organisationNode = nodes.find((node) => typesOf(node).some((type) => ORGANISATION_TYPES.has(type)));
  const products = nodes.filter((node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type))).slice(0, 20);
  $("script, style, noscript, template").remove();
  const ogImage = absoluteUrl(meta($, "og:image"), pageUrl);
  // An organisation without a logo has its image taken as the logo: it is then not its photo as well.
  const organisationImage =
    organisationNode && absoluteUrl(organisationNode.logo, pageUrl)
      ? absoluteUrl(organisationNode.image, pageUrl)
      : null;
  const productFacts = products.map(productOf);
  return {
    organisation: organisationNode ? organisationOf(organisationNode, pageUrl) : null,
    products: productFacts,
    siteLanguages: hreflangSet($),
    openGraph: {
      title: text(meta($, "og:title")),
      siteName: text(meta($, "og:site_name")),
      image: ogImage,
    },
    photo: ogImage ?? organisationImage,
    links: linkedPages($, pageUrl),
    text: $("title, body").text().slice(0, MAX_TEXT_CHARS).toLowerCase(),
    stated: [
      statedFacts(
        $,
        pageUrl,
        productFacts.map((product) => product.name),
      ),
    ],
  };
}
