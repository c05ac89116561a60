// zod/mini: the listing editors' Translations section validates with this, inside listingEditSchema, and so does
// PATCH /api/admin/listings/{id} (and the owner's PATCH, which shares the schema).
import * as z from "zod/mini";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import type { ListingTranslations } from "@/lib/i18n/translations-schema";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "@/lib/i18n/translatable-fields";
import { TEXT_FIELDS, convertText } from "./listing-fields";

/** Languages by their English names, for the handler's field messages ("German short description …"). */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  nl: "Dutch",
};

// Checked in the transform, so every text's message comes at once rather than the first wrong type alone.
const textInput = z.optional(z.nullable(z.unknown()));
const entryInput = z.object(
  { shortDescription: textInput, description: textInput, longDescription: textInput } satisfies Record<
    TranslatableField,
    typeof textInput
  >,
  { error: "A translation is an object of descriptions" },
);

/**
 * `translations`: the whole set of a listing's translated descriptions, by locale (absent = unchanged). A locale
 * whose texts are all blank is removed; an unknown locale is refused on its key.
 */
export const translationsField = z.pipe(
  z.record(z.string(), entryInput, { error: "Translations are an object of descriptions by language" }),
  z.transform((value, ctx): ListingTranslations => {
    const translations: ListingTranslations = {};
    for (const [locale, entry] of Object.entries(value)) {
      if (!isLocale(locale)) {
        const message = `Unknown language '${locale.slice(0, 20)}': use one of ${LOCALES.join(", ")}`;
        ctx.issues.push({ code: "custom", message, input: entry, path: [locale] });
        continue;
      }
      const texts: Partial<Record<TranslatableField, string>> = {};
      for (const field of TRANSLATABLE_FIELDS) {
        const rule = TEXT_FIELDS[field];
        const label = `${LANGUAGE_NAMES[locale]} ${rule.label.toLowerCase()}`;
        const value = entry[field];
        const result =
          value === undefined || value === null || typeof value === "string"
            ? convertText(value, { ...rule, label }, "clear")
            : { error: `${label} must be text` };
        if ("error" in result)
          ctx.issues.push({ code: "custom", message: result.error, input: value, path: [locale, field] });
        else if (result.value) texts[field] = result.value;
      }
      if (Object.keys(texts).length) translations[locale] = texts;
    }
    return translations;
  }),
);

/** A translation in the listing's own language would never show: the original is what that language reads. */
export function originalLanguageProblem(contentLocale: string, translations: ListingTranslations) {
  if (!isLocale(contentLocale) || !translations[contentLocale]) return null;
  const message = `The listing is written in ${LANGUAGE_NAMES[contentLocale]}: it needs no ${LANGUAGE_NAMES[contentLocale]} translation`;
  return { [`translations.${contentLocale}`]: [message] };
}
