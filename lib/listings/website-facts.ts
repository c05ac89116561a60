// Facts a listing's own website publishes in schema.org form that a visitor may rely on: a product's GTIN and
// availability, a business's price range and its profiles elsewhere (sameAs). Each value keeps the page it was read
// on and the day it was, as every fact does; one schema validates all four, wherever they are written from.
import * as z from "zod/mini";
import { checkedDate } from "./accreditation";
import { PANEL_ERRORS } from "./panel-errors";
import { isPublicHttpsUrl } from "./public-url";

/** The coded errors of the website facts; each is a key of the "facts" catalogue. */
const WEBSITE_FACT_ERRORS = {
  gtin: "facts.errors.gtin",
  availability: "facts.errors.availability",
  priceRange: "facts.errors.priceRange",
  sameAs: "facts.errors.sameAs",
} as const;

/** schema.org's ItemAvailability values, as the last segment of their URL. */
export const ITEM_AVAILABILITY = [
  "InStock",
  "InStoreOnly",
  "LimitedAvailability",
  "OnlineOnly",
  "OutOfStock",
  "PreOrder",
  "PreSale",
  "BackOrder",
  "Discontinued",
  "SoldOut",
  "MadeToOrder",
  "Reserved",
] as const;
type ItemAvailability = (typeof ITEM_AVAILABILITY)[number];

/** The availability values in English words (the "facts" catalogue has them in every language). */
const AVAILABILITY_LABELS: Record<ItemAvailability, string> = {
  InStock: "In stock",
  InStoreOnly: "In store only",
  LimitedAvailability: "Limited availability",
  OnlineOnly: "Online only",
  OutOfStock: "Out of stock",
  PreOrder: "Pre-order",
  PreSale: "Pre-sale",
  BackOrder: "Back-order",
  Discontinued: "Discontinued",
  SoldOut: "Sold out",
  MadeToOrder: "Made to order",
  Reserved: "Reserved",
};

export function availabilityLabel(value: string): string {
  return AVAILABILITY_LABELS[value as ItemAvailability] ?? value;
}

/** A GTIN-8, -12, -13 or -14 whose last digit is the GS1 check digit of the others. */
export function isValidGtin(value: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const MAX_PRICE_RANGE = 60;
const MAX_PROFILES = 20;

/** The page a value was read on: a public host's address (a site without https is still its own source). */
const sourcePage = z.string({ error: PANEL_ERRORS.sourceUrl }).check(
  z.overwrite((value) => value.trim()),
  z.refine((value) => isPublicHttpsUrl(value.replace(/^http:/i, "https:")), { error: PANEL_ERRORS.sourceUrl }),
);

/** A value as read on a page: the value, that page's address and the day it was read (YYYY-MM-DD). */
const sourced = <T extends z.ZodMiniType>(value: T) =>
  z.object({ value, sourceUrl: sourcePage, checkedAt: checkedDate });

const E = WEBSITE_FACT_ERRORS;

/** The website facts, one optional entry each. */
export const websiteFacts = z.object({
  gtin: z.optional(
    sourced(
      z.string({ error: E.gtin }).check(
        z.overwrite((value) => value.replace(/[\s-]/g, "")),
        z.refine(isValidGtin, { error: E.gtin }),
      ),
    ),
  ),
  availability: z.optional(sourced(z.enum(ITEM_AVAILABILITY, { error: E.availability }))),
  priceRange: z.optional(
    sourced(
      z.string({ error: E.priceRange }).check(
        z.overwrite((value) => value.trim()),
        z.minLength(1, E.priceRange),
        z.maxLength(MAX_PRICE_RANGE, E.priceRange),
        z.refine((value) => !/[<>]/.test(value), { error: E.priceRange }),
      ),
    ),
  ),
  sameAs: z.optional(
    sourced(
      z
        .array(
          z.string({ error: E.sameAs }).check(
            z.overwrite((value) => value.trim()),
            z.refine(isPublicHttpsUrl, { error: E.sameAs }),
          ),
          { error: E.sameAs },
        )
        .check(z.minLength(1, E.sameAs), z.maxLength(MAX_PROFILES, E.sameAs)),
    ),
  ),
});

type Sourced<T> = { value: T; sourceUrl: string; checkedAt: string };
export type WebsiteFactValues = {
  gtin: Sourced<string>;
  availability: Sourced<ItemAvailability>;
  priceRange: Sourced<string>;
  sameAs: Sourced<string[]>;
};
export type WebsiteFactKey = keyof WebsiteFactValues;
export const WEBSITE_FACT_KEYS: readonly WebsiteFactKey[] = ["gtin", "availability", "priceRange", "sameAs"];

/** One website fact as read on `sourceUrl` on `checkedAt`, when it is valid; else null (it is then not kept). */
export function sourcedWebsiteFact<K extends WebsiteFactKey>(
  key: K,
  value: unknown,
  sourceUrl: string,
  checkedAt: string,
): WebsiteFactValues[K] | null {
  const result = z.safeParse(websiteFacts, { [key]: { value, sourceUrl, checkedAt } });
  return result.success ? ((result.data[key] as WebsiteFactValues[K] | undefined) ?? null) : null;
}
