import * as z from "zod/mini";
import { LOCALES } from "./locales";

const text = z.optional(z.string().check(z.trim(), z.maxLength(10_000)));
const translationSchema = z.object({ shortDescription: text, description: text, longDescription: text });

/** `{ de: { shortDescription, … }, … }`: one entry per locale that has a translation, empty texts left out. */
const listingTranslationsSchema = z.partialRecord(z.enum(LOCALES), translationSchema);
export type ListingTranslations = z.infer<typeof listingTranslationsSchema>;

/** Stored JSON read leniently: anything malformed counts as no translation rather than breaking the page. */
export function readTranslations(value: unknown): ListingTranslations {
  const parsed = listingTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}
