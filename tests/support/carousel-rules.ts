// Google's required properties for an ItemList a search engine may show as a host carousel, as checks: the unit
// tests run them on the list the directory builds, the e2e spec on the list the served page carries.

type Json = Record<string, unknown>;

const LOCAL_BUSINESS_TYPES = new Set(["MedicalClinic", "MedicalBusiness", "Physician", "LocalBusiness"]);
// The types a host carousel takes: a LocalBusiness (or a subtype), a Product or an Event; never a bare Organization.
const ELEMENT_TYPES = new Set([...LOCAL_BUSINESS_TYPES, "Product", "Event"]);

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

function httpUrl(value: unknown): URL | null {
  if (!isText(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** Every null, undefined or empty-text value, by its path: compact markup carries none. */
function emptyValues(value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [`${path} is ${value}`];
  if (typeof value === "string" && !value.trim()) return [`${path} is empty text`];
  if (Array.isArray(value)) return value.flatMap((entry, index) => emptyValues(entry, `${path}[${index}]`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, entry]) => emptyValues(entry, `${path}.${key}`));
  return [];
}

function ratingProblems(rating: unknown, path: string): string[] {
  if (!isObject(rating) || rating["@type"] !== "AggregateRating") return [`${path} is not an AggregateRating`];
  const problems: string[] = [];
  const value = rating.ratingValue;
  if (typeof value !== "number" || value < 1 || value > 5) problems.push(`${path}.ratingValue is not from 1 to 5`);
  const count = rating.reviewCount ?? rating.ratingCount;
  if (!Number.isInteger(count) || (count as number) < 1) problems.push(`${path} counts no review`);
  return problems;
}

function offerProblems(offers: unknown, path: string): string[] {
  const list = Array.isArray(offers) ? offers : [offers];
  if (!list.length) return [`${path} is empty`];
  return list.flatMap((offer, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(offer) || offer["@type"] !== "Offer") return [`${at} is not an Offer`];
    const problems: string[] = [];
    if (typeof offer.price !== "number" || !Number.isFinite(offer.price) || offer.price < 0)
      problems.push(`${at}.price is not a price`);
    if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency))
      problems.push(`${at}.priceCurrency is not an ISO 4217 code`);
    return problems;
  });
}

function elementProblems(item: unknown, path: string): string[] {
  if (!isObject(item)) return [`${path} is not an object`];
  const type = item["@type"];
  if (typeof type !== "string" || !ELEMENT_TYPES.has(type))
    return [`${path}["@type"] ${String(type)} is not supported`];
  const problems: string[] = [];
  if (!isText(item.name)) problems.push(`${path}.name is missing`);
  if (!httpUrl(item.url)) problems.push(`${path}.url is not an absolute URL`);
  if (item.image !== undefined && !httpUrl(item.image)) problems.push(`${path}.image is not an absolute URL`);
  if (item.aggregateRating !== undefined)
    problems.push(...ratingProblems(item.aggregateRating, `${path}.aggregateRating`));
  if (item.offers !== undefined) problems.push(...offerProblems(item.offers, `${path}.offers`));
  if (
    type === "Product" &&
    item.offers === undefined &&
    item.aggregateRating === undefined &&
    item.review === undefined
  )
    problems.push(`${path} (a Product) has none of offers, aggregateRating and review`);
  if (type === "Event" && (!isText(item.startDate) || item.location === undefined))
    problems.push(`${path} (an Event) needs startDate and location`);
  if (item.address !== undefined) {
    const address = item.address;
    if (!isObject(address) || address["@type"] !== "PostalAddress")
      problems.push(`${path}.address is not a PostalAddress`);
    else if (!isText(address.addressLocality) && !isText(address.addressCountry) && !isText(address.streetAddress))
      problems.push(`${path}.address says nowhere`);
  }
  return problems;
}

/** Everything that keeps an ItemList from being a valid carousel; empty when it is one. */
export function carouselProblems(list: unknown): string[] {
  if (!isObject(list)) return ["the list is not an object"];
  const problems = emptyValues(list, "list");
  if (list["@context"] !== "https://schema.org") problems.push('"@context" is not https://schema.org');
  if (list["@type"] !== "ItemList") problems.push('"@type" is not ItemList');
  const elements = list.itemListElement;
  if (!Array.isArray(elements) || !elements.length) return [...problems, "itemListElement is empty"];
  const origins = new Set<string>();
  const urls = new Set<string>();
  elements.forEach((element, index) => {
    const path = `itemListElement[${index}]`;
    if (!isObject(element) || element["@type"] !== "ListItem") return void problems.push(`${path} is not a ListItem`);
    if (element.position !== index + 1) problems.push(`${path}.position is not ${index + 1}`);
    // The full element, or (for a card that would not make a complete one) the summary form: its page URL alone.
    if (element.item !== undefined) problems.push(...elementProblems(element.item, `${path}.item`));
    const url = httpUrl(isObject(element.item) ? element.item.url : element.url);
    if (!url) return void problems.push(`${path} names no page`);
    if (element.item !== undefined && element.url !== undefined) problems.push(`${path} has both url and item`);
    origins.add(url.origin);
    if (urls.has(url.href)) problems.push(`${path} repeats ${url.href}`);
    urls.add(url.href);
  });
  if (origins.size > 1) problems.push("the list's pages are on more than one site");
  return problems;
}

/** The page URL of each ListItem, in order (its element's, or its own in the summary form). */
export function listedUrls(list: { itemListElement: { url?: string; item?: { url?: string } }[] }): string[] {
  return list.itemListElement.map((element) => element.item?.url ?? element.url ?? "");
}
