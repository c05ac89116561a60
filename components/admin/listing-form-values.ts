import {
  BOOLEAN_FIELDS,
  FORMATTED_FIELDS,
  LIST_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  type BooleanField,
  type ListField,
  type NumberField,
  type TextField,
} from "@/lib/admin/listing-fields";
import type { AdminListing, ListingEditFormValues } from "@/lib/admin/listing-schema";
import { ApiError } from "@/lib/api-client";
import { FACT_KEYS } from "@/lib/listings/facts";
import { factFormValue } from "./listing-fact-fields";
import type { ListingForm, ListingFormField } from "./listing-form-fields";

/** The stored listing as form values: blanks for nulls, lists as comma-separated text. */
export function listingFormValues(listing: AdminListing): ListingEditFormValues {
  const values: Record<string, string | boolean> = { name: listing.name, slug: listing.slug, status: listing.status };
  for (const field of [...(Object.keys(TEXT_FIELDS) as TextField[]), ...FORMATTED_FIELDS])
    values[field] = listing[field] ?? "";
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[])
    values[field] = listing[field] === null ? "" : String(listing[field]);
  for (const field of Object.keys(BOOLEAN_FIELDS) as BooleanField[]) values[field] = listing[field];
  for (const field of Object.keys(LIST_FIELDS) as ListField[]) values[field] = listing[field].join(", ");
  const form: Record<string, string | boolean | string[]> = values;
  for (const fact of FACT_KEYS) form[fact] = factFormValue(fact, listing[fact]);
  return form as ListingEditFormValues;
}

/** The server's field messages of a failed save, on the form's fields (the first one focused). */
export function showFieldErrors(form: ListingForm, error: unknown): void {
  const problemFields = error instanceof ApiError ? error.fields : {};
  const fields = Object.keys(problemFields).filter((field): field is ListingFormField => field in form.getValues());
  fields.forEach((field, index) =>
    form.setError(field, { message: problemFields[field]?.[0] }, { shouldFocus: index === 0 }),
  );
}
