import {
  BOOLEAN_FIELD_NAMES,
  FORMATTED_FIELDS,
  LIST_FIELD_NAMES,
  NUMBER_FIELD_NAMES,
  TEXT_FIELD_NAMES,
} from "@/lib/listings/editor-fields";
import type { AdminListing, ListingEditFormValues } from "@/lib/listings/editor-schema";
import { ApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/http/error-key";
import { TRANSLATABLE_FIELDS } from "@/lib/i18n/translatable-fields";
import { LOCALES } from "@/lib/i18n/locales";
import { FACT_KEYS } from "@/lib/listings/facts";
import { factFormValue } from "./listing-fact-fields";
import type { ListingForm, ListingFormField, TranslationFormField } from "./listing-form-fields";

/** The stored listing as form values: blanks for nulls, lists as comma-separated text. */
export function listingFormValues(listing: AdminListing): ListingEditFormValues {
  const values: Record<string, string | boolean> = { name: listing.name, slug: listing.slug, status: listing.status };
  for (const field of [...TEXT_FIELD_NAMES, ...FORMATTED_FIELDS]) values[field] = listing[field] ?? "";
  for (const field of NUMBER_FIELD_NAMES) values[field] = listing[field] === null ? "" : String(listing[field]);
  for (const field of BOOLEAN_FIELD_NAMES) values[field] = listing[field];
  for (const field of LIST_FIELD_NAMES) values[field] = listing[field].join(", ");
  const form: Record<string, unknown> = values;
  for (const fact of FACT_KEYS) form[fact] = factFormValue(fact, listing[fact]);
  // Every language but the original, blanks where none: a language added in the form then counts as a change.
  form.translations = Object.fromEntries(
    LOCALES.filter((locale) => locale !== listing.contentLocale).map((locale) => [
      locale,
      Object.fromEntries(TRANSLATABLE_FIELDS.map((field) => [field, listing.translations[locale]?.[field] ?? ""])),
    ]),
  );
  return form as ListingEditFormValues;
}

/**
 * The server's field errors of a failed save on the form's fields, by key (the first one focused). An error inside a
 * structured fact's value ("testPanels.0.name") goes under its field's box, where it says which entry.
 */
export function showFieldErrors(form: ListingForm, error: unknown): void {
  const problemFields = error instanceof ApiError ? error.fields : {};
  const formField = (path: string): ListingFormField | TranslationFormField | null => {
    const parts = path.split(".");
    for (let length = parts.length; length > 0; length -= 1) {
      const field = parts.slice(0, length).join(".") as ListingFormField | TranslationFormField;
      if (form.getValues(field as ListingFormField) !== undefined) return field;
    }
    return null;
  };
  const shown = Object.keys(problemFields).flatMap((path) => {
    const field = formField(path);
    return field ? [{ path, field }] : [];
  });
  shown.forEach(({ path, field }, index) => {
    const first = problemFields[path]?.[0];
    const message = first ? errorKey(first.code, first.params) : undefined;
    form.setError(path as ListingFormField, { message }, { shouldFocus: false });
    if (index === 0) form.setFocus(field as ListingFormField);
  });
}
