import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "./translatable-fields";

const MAX_TEXT_LENGTH = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * One locale's stored translation (the shape translations-schema.ts validates on write), read leniently: a malformed
 * entry counts as no translation rather than breaking the page. Without zod, as listing cards run it in the browser.
 */
function translationIn(value: unknown, locale: Locale): Partial<Record<TranslatableField, string>> | undefined {
  const entry = isRecord(value) ? value[locale] : undefined;
  if (!isRecord(entry)) return undefined;
  const texts: Partial<Record<TranslatableField, string>> = {};
  for (const field of TRANSLATABLE_FIELDS) {
    const text = entry[field];
    if (text === undefined) continue;
    if (typeof text !== "string" || text.trim().length > MAX_TEXT_LENGTH) return undefined;
    texts[field] = text;
  }
  return texts;
}

type ListingTexts = { [F in TranslatableField]: string | null } & { contentLocale: string; translations: unknown };

/**
 * A listing as a page in `locale` shows it: each description in that locale's translation when one exists, else
 * the original; `textLocale` says which language its descriptions are then in (for their `lang` attribute).
 */
export function localizedListing<L extends ListingTexts>(listing: L, locale: Locale): L & { textLocale: Locale } {
  const original: Locale = isLocale(listing.contentLocale) ? listing.contentLocale : DEFAULT_LOCALE;
  const translation = locale === original ? undefined : translationIn(listing.translations, locale);
  const translated = TRANSLATABLE_FIELDS.filter((field) => translation?.[field]?.trim());
  if (!translation || !translated.length) return { ...listing, textLocale: original };
  // All or nothing, so one page never mixes two languages in its descriptions.
  const texts = Object.fromEntries(TRANSLATABLE_FIELDS.map((field) => [field, translation[field]?.trim() || null]));
  return { ...listing, ...texts, textLocale: locale };
}
