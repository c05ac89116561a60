import "server-only";
import { MAX_MONEY } from "@/lib/listings/facts";
import type { ListingKind } from "@/lib/directory/kinds";
import type { OpeningHours } from "@/lib/listings/fact-values";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { isPublicHttpsUrl } from "@/lib/listings/public-url";
import { ITEM_AVAILABILITY, isValidGtin, WEBSITE_FACT_KEYS, type WebsiteFactKey } from "@/lib/listings/website-facts";
import type { SiteFacts } from "./extract";
import { statedFindings } from "./compare-stated";

/** The listing columns the verifier compares, as it reads them. */
export type ComparedListing = {
  name: string;
  logoUrl: string | null;
  imageUrl: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  openingHours: unknown;
  languages: string[];
  priceFrom: number | null;
  currency: string | null;
  diagnostics: string[];
  thirdPartyTests: unknown;
  accreditationRecords: unknown;
} & { [K in WebsiteFactKey]: unknown };

/** Price and currency travel together (a price is meaningless in another currency), as do latitude and longitude. */
export type ProposedField =
  Exclude<keyof ComparedListing, "lat" | "lng" | "priceFrom" | "currency"> | "coordinates" | "price" | "unpublish";

export const isWebsiteFact = (field: ProposedField): field is WebsiteFactKey =>
  (WEBSITE_FACT_KEYS as readonly string[]).includes(field);

/** One difference between the site and the listing: what the site publishes for a field, and on which page. */
export type Finding = {
  field: ProposedField;
  current: unknown;
  proposed: unknown;
  autoAccept: boolean;
  /** The page it was read on, when not the home page (a linked prices page). */
  sourceUrl?: string;
};

// Low-risk fills: the site's own logo, geo, hours and languages, written only into an empty field.
const AUTO_FILL = new Set<ProposedField>(["logoUrl", "coordinates", "openingHours", "languages"]);

// Countries with a single time zone, so a site's hours can be stored with one without guessing.
const SINGLE_TIME_ZONE: Record<string, string> = {
  netherlands: "Europe/Amsterdam",
  nl: "Europe/Amsterdam",
  germany: "Europe/Berlin",
  de: "Europe/Berlin",
  deutschland: "Europe/Berlin",
  france: "Europe/Paris",
  fr: "Europe/Paris",
  italy: "Europe/Rome",
  it: "Europe/Rome",
  italia: "Europe/Rome",
  belgium: "Europe/Brussels",
  be: "Europe/Brussels",
  switzerland: "Europe/Zurich",
  ch: "Europe/Zurich",
  austria: "Europe/Vienna",
  at: "Europe/Vienna",
  "united kingdom": "Europe/London",
  gb: "Europe/London",
  uk: "Europe/London",
  ireland: "Europe/Dublin",
  ie: "Europe/Dublin",
  denmark: "Europe/Copenhagen",
  dk: "Europe/Copenhagen",
  sweden: "Europe/Stockholm",
  se: "Europe/Stockholm",
  poland: "Europe/Warsaw",
  pl: "Europe/Warsaw",
  singapore: "Asia/Singapore",
  sg: "Asia/Singapore",
};

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const empty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

const canonical = (value: unknown) => JSON.stringify(value);

function hoursOf(facts: SiteFacts, listingCountry: string | null): OpeningHours | null {
  const rows = facts.organisation?.openingHours ?? [];
  const country = (facts.organisation?.country ?? listingCountry ?? "").trim().toLowerCase();
  const timeZone = SINGLE_TIME_ZONE[country];
  return rows.length && timeZone ? { timeZone, hours: rows } : null;
}

function lowestPrice(facts: SiteFacts): { price: number; currency: string; page?: string } | null {
  const offers = facts.products.filter(
    (product): product is typeof product & { price: number; currency: string } =>
      product.price !== null &&
      product.price > 0 &&
      product.price <= MAX_MONEY &&
      /^[A-Z]{3}$/.test(product.currency ?? ""),
  );
  if (!offers.length) return null;
  const lowest = offers.reduce((best, offer) => (offer.price < best.price ? offer : best));
  return { price: Math.round(lowest.price * 100) / 100, currency: lowest.currency, page: lowest.page };
}

function streetAddress(facts: SiteFacts): string | null {
  const org = facts.organisation;
  if (!org?.street) return null;
  return [org.street, [org.postcode, org.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** A stored website fact's value (as stored: its source and day are not compared). */
function storedValue(stored: unknown): unknown {
  return stored && typeof stored === "object" && "value" in stored ? (stored as { value: unknown }).value : null;
}

/** The first product on the site's pages that states the value, with the page it was read on. */
function productValue(facts: SiteFacts, read: (product: SiteFacts["products"][number]) => string | null) {
  for (const product of facts.products) {
    const value = read(product);
    if (value) return { value, page: product.page };
  }
  return null;
}

/**
 * The website facts the site publishes, each only in its valid form: a GTIN whose check digit holds, a schema.org
 * availability, a short price range and https profiles on public hosts.
 */
function websiteFactsOf(facts: SiteFacts): { [K in WebsiteFactKey]?: { value: unknown; page?: string } } {
  const gtin = productValue(facts, (product) => (product.gtin && isValidGtin(product.gtin) ? product.gtin : null));
  const availability = productValue(facts, (product) =>
    (ITEM_AVAILABILITY as readonly string[]).includes(product.availability ?? "") ? product.availability : null,
  );
  const priceRange = facts.organisation?.priceRange?.trim();
  const sameAs = (facts.organisation?.sameAs ?? []).filter(isPublicHttpsUrl);
  return {
    ...(gtin ? { gtin } : {}),
    ...(availability ? { availability } : {}),
    ...(priceRange && !/[<>]/.test(priceRange) ? { priceRange: { value: priceRange } } : {}),
    ...(sameAs.length ? { sameAs: { value: [...new Set(sameAs)].slice(0, 20) } } : {}),
  };
}

/**
 * Every field where the site's machine-readable data, or what its pages state plainly, differs from the listing. An
 * empty field that is a low-risk fill is marked for automatic acceptance; anything else waits for the owner or the
 * admin. `checkedOn` (YYYY-MM-DD) is the day the pages were read: a register entry found on them is checked that day.
 */
export function compareListing(
  listing: ComparedListing & { country: string | null; kind: ListingKind },
  facts: SiteFacts,
  checkedOn: string,
): Finding[] {
  const findings: Finding[] = [];
  const consider = (field: ProposedField, current: unknown, proposed: unknown, sourceUrl?: string) => {
    if (empty(proposed) || canonical(current) === canonical(proposed)) return;
    const autoAccept = AUTO_FILL.has(field) && empty(current);
    findings.push({ field, current, proposed, autoAccept, ...(sourceUrl ? { sourceUrl } : {}) });
  };
  const currentPoint = listing.lat === null || listing.lng === null ? null : { lat: listing.lat, lng: listing.lng };
  const org = facts.organisation;
  if (org) {
    consider("name", listing.name, org.name);
    consider("logoUrl", listing.logoUrl, org.logo);
    consider("phone", listing.phone, org.telephone);
    consider("address", listing.address, streetAddress(facts));
    consider("city", listing.city, org.city);
    if (org.lat !== null && org.lng !== null) consider("coordinates", currentPoint, { lat: org.lat, lng: org.lng });
    consider("openingHours", listing.openingHours, hoursOf(facts, listing.country));
  }
  // Without the site's own geo, the listing's address as the geocoder places it (asked only when it has none).
  if ((org?.lat === null || org?.lat === undefined) && facts.geocoded)
    consider("coordinates", currentPoint, { lat: facts.geocoded.lat, lng: facts.geocoded.lng });

  // A photo is the provider's to choose: proposed, never filled by itself.
  consider("imageUrl", listing.imageUrl, facts.photo);
  consider("languages", listing.languages, facts.siteLanguages.map(languageName));
  const price = lowestPrice(facts);
  if (price) {
    const current = listing.priceFrom === null ? null : { amount: listing.priceFrom, currency: listing.currency };
    consider("price", current, { amount: price.price, currency: price.currency }, price.page);
  }
  // The website facts a listing of its kind shows: a clinic's price range and profiles, a product's GTIN.
  const shown = factsOfKind(listing.kind);
  for (const [key, found] of Object.entries(websiteFactsOf(facts)) as [
    WebsiteFactKey,
    { value: unknown; page?: string },
  ][]) {
    if (shown.includes(key)) consider(key, storedValue(listing[key]), found.value, found.page);
  }
  // What the pages state in words and links: the kind's diagnostics, third-party tests and accreditation records.
  for (const finding of statedFindings(listing, shown, facts.stated, checkedOn))
    consider(finding.field, finding.current, finding.proposed, finding.sourceUrl);
  return findings;
}
