// zod/mini: the listing editors' Translations section validates with this, inside listingEditSchema, and so does
// PATCH /api/admin/listings/{id} (and the owner's PATCH, which shares the schema).
import * as z from "zod/mini";
import type { FieldIssues } from "@/lib/http/app-error";
import { errorKey } from "@/lib/http/error-key";
import { LOCALES, isLocale } from "@/lib/i18n/locales";
import type { ListingTranslations } from "@/lib/i18n/translations-schema";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "@/lib/i18n/translatable-fields";
import { TEXT_FIELDS, convertText } from "./editor-fields";
import { LISTING_ERRORS as M } from "./editor-errors";

// Checked in the transform, so every text's message comes at once rather than the first wrong type alone.
const textInput = z.optional(z.nullable(z.unknown()));
const entryInput = z.object(
  { shortDescription: textInput, description: textInput, longDescription: textInput } satisfies Record<
    TranslatableField,
    typeof textInput
  >,
  { error: M.translationEntry },
);

/**
 * `translations`: the whole set of a listing's translated descriptions, by locale (absent = unchanged). A locale
 * whose texts are all blank is removed; an unknown locale is refused on its key.
 */
export const translationsField = z.pipe(
  z.record(z.string(), entryInput, { error: M.translations }),
  z.transform((value, ctx): ListingTranslations => {
    const translations: ListingTranslations = {};
    for (const [locale, entry] of Object.entries(value)) {
      if (!isLocale(locale)) {
        const message = errorKey(M.unknownLanguage, { value: locale.slice(0, 20), locales: LOCALES.join(", ") });
        ctx.issues.push({ code: "custom", message, input: entry, path: [locale] });
        continue;
      }
      const texts: Partial<Record<TranslatableField, string>> = {};
      for (const field of TRANSLATABLE_FIELDS) {
        const rule = TEXT_FIELDS[field];
        // "Short description (German)": the field's label and the language, each said in the reader's language.
        const label = errorKey("listing-editor.translationLabel", { field: rule.label, language: locale });
        const value = entry[field];
        const result =
          value === undefined || value === null || typeof value === "string"
            ? convertText(value, { ...rule, label }, "clear")
            : { error: errorKey(M.notText, { label }) };
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
export function originalLanguageProblem(contentLocale: string, translations: ListingTranslations): FieldIssues | null {
  if (!isLocale(contentLocale) || !translations[contentLocale]) return null;
  return { [`translations.${contentLocale}`]: [{ code: M.originalLanguage, params: { language: contentLocale } }] };
}
