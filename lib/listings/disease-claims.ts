// Finds disease claims (lib/listings/health-claim-patterns.ts) in what a listing of a supplement or a food says of
// itself. Every write path checks it (a submission, the owner's editor, the admin's editor, the import): a claim's
// text is held for the admin, not published, and the writer is told the phrase, with LISTING_ERRORS.healthClaim.
import type { ListingKind } from "@/lib/directory/kinds";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { HEALTH_CLAIM_PATTERNS, WORDS_BETWEEN } from "./health-claim-patterns";

/** The kinds whose texts may carry only authorised health claims. */
const CLAIM_CHECKED_KINDS: readonly ListingKind[] = ["supplement", "food"];

/** Brand categories whose products are supplements or foods: a brand's text there is checked as theirs. */
const CLAIM_CHECKED_BRAND_CATEGORIES: readonly string[] = ["supplements", "nutrition"];

/** The kind whose rules a brand submission's text is checked by: a supplement's for those categories. */
export const claimKindOfBrand = (category: string): ListingKind =>
  CLAIM_CHECKED_BRAND_CATEGORIES.includes(category) ? "supplement" : "brand";

/** The texts checked: descriptions, features and the lists a card shows as chips. */
const CLAIM_CHECKED_FIELDS = [
  "shortDescription",
  "description",
  "longDescription",
  "features",
  "tags",
  "healthGoals",
  "ingredients",
  "categories",
] as const;

export type DiseaseClaim = {
  /** The words as written, for the writer and the admin to see marked. */
  phrase: string;
  start: number;
  end: number;
  /** The language whose patterns matched. */
  locale: Locale;
};

const NOT_LETTER_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{N}])";
const between = `(?:[\\s,;:'’\\-]+[\\p{L}\\p{N}'’\\-]+){0,${WORDS_BETWEEN}}?[\\s,;:'’\\-]+`;

const PATTERNS: [Locale, RegExp][] = LOCALES.flatMap((locale) => {
  const { verbs, conditions, phrases } = HEALTH_CLAIM_PATTERNS[locale];
  const verb = `(?:${verbs.join("|")})`;
  const condition = `(?:${conditions.join("|")})[\\p{L}]*`;
  return [
    [locale, new RegExp(`${NOT_LETTER_BEFORE}${verb}${between}${condition}`, "giu")],
    [locale, new RegExp(`${NOT_LETTER_BEFORE}(?:${phrases.join("|")})[\\p{L}]*${NOT_LETTER_AFTER}`, "giu")],
  ] as [Locale, RegExp][];
});

/**
 * The text with each authorised claim's registered wording blanked out (same length, so positions hold). The wordings
 * are the register's (server/health-claims); a caller without them checks the text as it is.
 */
function withoutAuthorisedClaims(text: string, registered: readonly string[]): string {
  let rest = text;
  for (const claim of registered) {
    const lower = claim.toLowerCase();
    let at = rest.toLowerCase().indexOf(lower);
    while (at >= 0) {
      rest = rest.slice(0, at) + " ".repeat(claim.length) + rest.slice(at + claim.length);
      at = rest.toLowerCase().indexOf(lower, at + claim.length);
    }
  }
  return rest;
}

/** Every disease claim in a text, in order, in any of the six languages. */
export function findDiseaseClaims(text: string, registered: readonly string[] = []): DiseaseClaim[] {
  const checked = withoutAuthorisedClaims(text.normalize("NFC"), registered);
  const found: DiseaseClaim[] = [];
  for (const [locale, pattern] of PATTERNS) {
    for (const match of checked.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!found.some((claim) => start < claim.end && claim.start < end))
        found.push({ phrase: text.normalize("NFC").slice(start, end), start, end, locale });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export type FieldClaim = { field: string; claim: DiseaseClaim };

type ClaimSource = Partial<Record<(typeof CLAIM_CHECKED_FIELDS)[number], string | readonly string[] | null>> & {
  translations?: unknown;
};

/**
 * The disease claims in the checked fields a write sets for a listing of `kind` (none for kinds that are not
 * supplements or foods), translations included (field `translations.<locale>.<field>`). An authorised claim's
 * registered wording (`registered`, in any language) is no disease claim, wherever it stands.
 */
export function diseaseClaimsOf(
  kind: ListingKind,
  values: ClaimSource,
  registered: readonly string[] = [],
): FieldClaim[] {
  if (!CLAIM_CHECKED_KINDS.includes(kind)) return [];
  const claims: FieldClaim[] = [];
  const check = (field: string, value: unknown) => {
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
    for (const text of texts)
      if (typeof text === "string")
        for (const claim of findDiseaseClaims(text, registered)) claims.push({ field, claim });
  };
  for (const field of CLAIM_CHECKED_FIELDS) check(field, values[field]);
  if (values.translations && typeof values.translations === "object")
    for (const [locale, texts] of Object.entries(values.translations as Record<string, unknown>))
      if (texts && typeof texts === "object")
        for (const [field, text] of Object.entries(texts as Record<string, unknown>))
          check(`translations.${locale}.${field}`, text);
  return claims;
}
