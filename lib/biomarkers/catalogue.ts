// The biomarker catalogue's contract: a marker as pages, forms and the API see it, the admin's input schema, and the
// catalogue read in one language. The rows live in the Biomarker table (server/biomarkers reads and writes them).
import * as z from "zod/mini";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { publicUrl } from "@/lib/listings/accreditation";
import { isBiomarkerSlug } from "./slug";

export const BODY_SYSTEMS = [
  "lipids",
  "metabolic",
  "inflammation",
  "hormones",
  "thyroid",
  "vitamins-minerals",
  "liver",
  "kidney",
  "blood-count",
  "ageing",
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

/** A LOINC code: the item number, a hyphen and its check digit ("1871-3"). */
const LOINC = /^\d{1,7}-\d$/;

/** The coded errors of the catalogue's fields; each is a key of the "admin" catalogue. */
export const BIOMARKER_ERRORS = {
  slug: "admin.biomarkers.errors.slug",
  name: "admin.biomarkers.errors.name",
  loinc: "admin.biomarkers.errors.loinc",
  loincSource: "admin.biomarkers.errors.loincSource",
  unit: "admin.biomarkers.errors.unit",
  system: "admin.biomarkers.errors.system",
  inputsNeeded: "admin.biomarkers.errors.inputsNeeded",
  inputsMeasured: "admin.biomarkers.errors.inputsMeasured",
  unknownInput: "admin.biomarkers.errors.unknownInput",
} as const;
const E = BIOMARKER_ERRORS;

export type Biomarker = {
  slug: string;
  names: Record<Locale, string>;
  /** Empty when no published LOINC table was read for it. */
  loinc: string | null;
  /** The page the LOINC code was read on. */
  loincSource: string | null;
  unit: string | null;
  calculated: boolean;
  /** For a calculated marker, the markers it is derived from. */
  inputs: string[];
  system: BodySystem;
};

const trimmed = (code: string, max: number) =>
  z.string({ error: code }).check(
    z.overwrite((value) => value.trim()),
    z.minLength(1, code),
    z.maxLength(max, code),
  );
const slug = z.string({ error: E.slug }).check(
  z.overwrite((value) => value.trim().toLowerCase()),
  z.refine(isBiomarkerSlug, { error: E.slug }),
);

/** What the admin sends for one marker (the slug names it: saving a slug again edits that marker). */
export const biomarkerInput = z
  .object({
    slug,
    names: z.object(
      Object.fromEntries(LOCALES.map((locale) => [locale, trimmed(E.name, 80)])) as Record<
        Locale,
        ReturnType<typeof trimmed>
      >,
    ),
    loinc: z.nullable(
      z.string({ error: E.loinc }).check(
        z.overwrite((value) => value.trim()),
        z.regex(LOINC, { error: E.loinc }),
      ),
    ),
    loincSource: z.nullable(publicUrl(E.loincSource).check(z.maxLength(500, E.loincSource))),
    unit: z.nullable(trimmed(E.unit, 30)),
    calculated: z.boolean(),
    inputs: z.array(slug).check(z.maxLength(10)),
    system: z.enum(BODY_SYSTEMS, { error: E.system }),
  })
  .check(
    z.refine((marker) => !marker.calculated || marker.inputs.length > 0, { error: E.inputsNeeded, path: ["inputs"] }),
    z.refine((marker) => marker.calculated || marker.inputs.length === 0, {
      error: E.inputsMeasured,
      path: ["inputs"],
    }),
    z.refine((marker) => !marker.inputs.includes(marker.slug), { error: E.unknownInput, path: ["inputs"] }),
    // A code is only kept with the page it was read on.
    z.refine((marker) => marker.loinc === null || marker.loincSource !== null, {
      error: E.loincSource,
      path: ["loincSource"],
    }),
  );
export type BiomarkerInput = z.infer<typeof biomarkerInput>;

/** The catalogue in one language: what panels, filters, compare tables and structured data read. */
export type MarkerCatalogue = {
  /** Every slug, in the catalogue's order. */
  slugs: readonly string[];
  /** A marker's name in the language (the slug itself when the catalogue lacks it). */
  name(slug: string): string;
  /** The markers the catalogue counts as calculated when a panel names none. */
  calculated: readonly string[];
  loinc(slug: string): string | null;
};

export function markerCatalogue(markers: readonly Biomarker[], locale: Locale): MarkerCatalogue {
  const bySlug = new Map(markers.map((marker) => [marker.slug, marker]));
  return {
    slugs: markers.map((marker) => marker.slug),
    name: (value) => bySlug.get(value)?.names[locale] ?? value,
    calculated: markers.filter((marker) => marker.calculated).map((marker) => marker.slug),
    loinc: (value) => bySlug.get(value)?.loinc ?? null,
  };
}
