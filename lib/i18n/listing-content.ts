import * as z from "zod/mini";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "./translatable-fields";

const text = z.optional(z.string().check(z.trim(), z.maxLength(10_000)));
const translationSchema = z.object({ shortDescription: text, description: text, longDescription: text });

/** `{ de: { shortDescription, … }, … }`: one entry per locale that has a translation, empty texts left out. */
export const listingTranslationsSchema = z.partialRecord(z.enum(LOCALES), translationSchema);
export type ListingTranslations = z.infer<typeof listingTranslationsSchema>;

/** Stored JSON read leniently: anything malformed counts as no translation rather than breaking the page. */
export function readTranslations(value: unknown): ListingTranslations {
  const parsed = listingTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

type ListingTexts = { [F in TranslatableField]: string | null } & { contentLocale: string; translations: unknown };

/**
 * A listing as a page in `locale` shows it: each description in that locale's translation when one exists, else
 * the original; `textLocale` says which language its descriptions are then in (for their `lang` attribute).
 */
export function localizedListing<L extends ListingTexts>(listing: L, locale: Locale): L & { textLocale: Locale } {
  const original: Locale = isLocale(listing.contentLocale) ? listing.contentLocale : DEFAULT_LOCALE;
  const translation = locale === original ? undefined : readTranslations(listing.translations)[locale];
  const translated = TRANSLATABLE_FIELDS.filter((field) => translation?.[field]?.trim());
  if (!translation || !translated.length) return { ...listing, textLocale: original };
  // All or nothing, so one page never mixes two languages in its descriptions.
  const texts = Object.fromEntries(TRANSLATABLE_FIELDS.map((field) => [field, translation[field]?.trim() || null]));
  return { ...listing, ...texts, textLocale: locale };
}
