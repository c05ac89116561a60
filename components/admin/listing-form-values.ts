import {
  BOOLEAN_FIELD_NAMES,
  FORMATTED_FIELDS,
  LIST_FIELD_NAMES,
  NUMBER_FIELD_NAMES,
  TEXT_FIELD_NAMES,
} from "@/lib/admin/listing-fields";
import type { AdminListing, ListingEditFormValues } from "@/lib/admin/listing-schema";
import { ApiError } from "@/lib/api-client";
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

/** The server's field messages of a failed save, on the form's fields (the first one focused). */
export function showFieldErrors(form: ListingForm, error: unknown): void {
  const problemFields = error instanceof ApiError ? error.fields : {};
  const fields = Object.keys(problemFields).filter(
    (field): field is ListingFormField | TranslationFormField =>
      form.getValues(field as ListingFormField) !== undefined,
  );
  fields.forEach((field, index) =>
    form.setError(field, { message: problemFields[field]?.[0]?.message }, { shouldFocus: index === 0 }),
  );
}
