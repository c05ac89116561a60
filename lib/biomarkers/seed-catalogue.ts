// The seed's catalogue in English: what pure code reads when no database read is at hand (structured data, the
// English fact words, tests). Pages that read the catalogue pass the table's instead.
import { BIOMARKER_SEED } from "@/prisma/seed/biomarkers";
import { BODY_SYSTEMS, markerCatalogue, type Biomarker, type BodySystem } from "./catalogue";

const system = (value: string): BodySystem =>
  (BODY_SYSTEMS as readonly string[]).includes(value) ? (value as BodySystem) : "ageing";

const SEED_BIOMARKERS: readonly Biomarker[] = BIOMARKER_SEED.map((marker) => ({
  slug: marker.slug,
  names: marker.names,
  loinc: null,
  loincSource: null,
  unit: marker.unit ?? null,
  calculated: marker.calculated,
  inputs: [...(marker.inputs ?? [])],
  system: system(marker.system),
}));

export const SEED_CATALOGUE = markerCatalogue(SEED_BIOMARKERS, "en");
