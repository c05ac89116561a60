// The one registry of listing facts: what a visitor decides on (price, accreditation, sample method, battery life…).
// The admin editor and the import build their fields from it, the detail page's "At a glance" block and the compare
// page their rows, JSON-LD its properties (lib/seo/fact-json-ld.ts) and the directory its fact filters. Which facts a
// kind shows, and in what order, is lib/listings/kind-facts.ts's.
import type { FilterOption } from "@/lib/directory/filters";
import type { ListingKind } from "@/lib/directory/kinds";
import {
  ACCREDITATIONS,
  ACCREDITATION_BODIES,
  DIAGNOSTICS,
  PLATFORMS,
  SAMPLE_METHODS,
  SERVED_COUNTRIES,
  SUPPLEMENT_FORMS,
  THIRD_PARTY_TESTING,
  VALIDATION_OPTIONS,
} from "./fact-options";
import type { JsonFactValues, JsonShape } from "./fact-values";

type FactBase = {
  label: string;
  /** The label on some kinds' pages ("Consultation price" for a practitioner's price). */
  labels?: Partial<Record<ListingKind, string>>;
};

export type FactDefinition = FactBase &
  (
    | { type: "money" }
    | { type: "integer"; min: number; max: number; unit: readonly [one: string, other: string] }
    | { type: "text"; max: number }
    | { type: "currency" }
    | { type: "url" }
    | { type: "urls" }
    | { type: "boolean" }
    | { type: "option"; options: readonly FilterOption[] }
    | { type: "options"; options: readonly FilterOption[] }
    | { type: "list" }
    /** `vocabulary`: the words of the values inside a structured fact (a study's metric and reference method). */
    | { type: "json"; shape: JsonShape; vocabulary?: readonly FilterOption[] }
  );

export const MAX_MONEY = 99_999_999.99;

export const FACTS = {
  priceFrom: {
    type: "money",
    label: "Price from",
    labels: {
      wearable: "Price",
      supplement: "Price",
      food: "Price",
      practitioner: "Consultation price",
      event: "Tickets from",
      community: "Membership from",
    },
  },
  currency: { type: "currency", label: "Currency" },
  priceIncludes: {
    type: "text",
    max: 200,
    label: "What the price buys",
  },
  bookingUrl: {
    type: "url",
    label: "Booking page",
    labels: { wearable: "Shop page", supplement: "Shop page", food: "Shop page", event: "Tickets" },
  },
  languages: { type: "list", label: "Languages" },
  openingHours: { type: "json", shape: "openingHours", label: "Opening hours" },
  testPanels: { type: "json", shape: "testPanels", label: "Test panels" },
  sampleMethods: { type: "options", options: SAMPLE_METHODS, label: "Sample methods" },
  homeCollection: { type: "boolean", label: "Home collection" },
  turnaroundDays: { type: "integer", min: 0, max: 365, unit: ["day", "days"], label: "Results within" },
  accreditations: { type: "options", options: ACCREDITATIONS, label: "Accreditation" },
  accreditationBody: {
    type: "option",
    options: ACCREDITATION_BODIES,
    label: "ISO 15189 accredited by",
  },
  accreditationRecords: { type: "json", shape: "accreditationRecords", label: "Accreditation you can check" },
  doctorReview: { type: "boolean", label: "Doctor reviews results" },
  onlineResults: { type: "boolean", label: "Online results" },
  countriesServed: { type: "options", options: SERVED_COUNTRIES, label: "Countries served" },
  programmes: { type: "json", shape: "programmes", label: "Programmes" },
  diagnostics: { type: "options", options: DIAGNOSTICS, label: "Diagnostics offered" },
  medicalDirector: { type: "text", max: 120, label: "Medical director" },
  licenceRegister: {
    type: "json",
    shape: "licenceRegister",
    label: "Licence in the public register",
    labels: { clinic: "Medical director's licence in the public register" },
  },
  servicePrices: { type: "json", shape: "servicePrices", label: "Services and prices" },
  profession: { type: "text", max: 120, label: "Profession" },
  registryBody: {
    type: "text",
    max: 120,
    label: "Registered with",
    labels: { clinic: "Medical director registered with" },
  },
  registryNumber: {
    type: "text",
    max: 60,
    label: "Registry number",
    labels: { clinic: "Medical director's registry number" },
  },
  yearsExperience: { type: "integer", min: 0, max: 80, unit: ["year", "years"], label: "Experience" },
  telehealth: { type: "boolean", label: "Telehealth" },
  acceptsInsurance: { type: "boolean", label: "Accepts insurance" },
  sellsTreatments: { type: "boolean", label: "Sells the treatments it diagnoses" },
  subscriptionAvailable: { type: "boolean", label: "Subscription" },
  subscriptionPrice: { type: "money", label: "Subscription per month" },
  subscriptionCurrency: { type: "currency", label: "Subscription currency" },
  batteryLife: { type: "text", max: 60, label: "Battery life" },
  sensors: { type: "list", label: "Sensors" },
  platforms: { type: "options", options: PLATFORMS, label: "Works with" },
  validationStudies: {
    type: "json",
    shape: "validationStudies",
    vocabulary: VALIDATION_OPTIONS,
    label: "Validation by metric",
  },
  pricePerServing: { type: "money", label: "Price per serving" },
  supplementForm: { type: "option", options: SUPPLEMENT_FORMS, label: "Form" },
  dosage: { type: "text", max: 200, label: "Serving" },
  ingredientAmounts: { type: "json", shape: "ingredientAmounts", label: "Ingredients per serving" },
  servingsPerContainer: {
    type: "integer",
    min: 1,
    max: 10_000,
    unit: ["serving", "servings"],
    label: "Servings per container",
  },
  servingsPerDay: { type: "integer", min: 1, max: 50, unit: ["serving", "servings"], label: "Servings a day" },
  thirdPartyTests: { type: "json", shape: "thirdPartyTests", label: "Tested by" },
  thirdPartyTesting: { type: "options", options: THIRD_PARTY_TESTING, label: "Third-party testing" },
  thirdPartyTested: { type: "boolean", label: "Third-party tested" },
  gtin: { type: "json", shape: "gtin", label: "GTIN (barcode)" },
  availability: { type: "json", shape: "availability", label: "Availability" },
  priceRange: { type: "json", shape: "priceRange", label: "Price range" },
  sameAs: { type: "json", shape: "sameAs", label: "Profiles elsewhere" },
  sourceUrls: {
    type: "urls",
    label: "Sources",
  },
} as const satisfies Record<string, FactDefinition>;

export type FactKey = keyof typeof FACTS;
export const FACT_KEYS = Object.keys(FACTS) as FactKey[];

type FactValueOf<D> = D extends { type: "money" | "integer" }
  ? number | null
  : D extends { type: "boolean" }
    ? boolean | null
    : D extends { type: "options" | "list" | "urls" }
      ? string[]
      : D extends { type: "json"; shape: infer S extends JsonShape }
        ? JsonFactValues[S] | null
        : string | null;

/** Every fact's stored value: null (or an empty list) when unknown. */
export type FactValues = { [K in FactKey]: FactValueOf<(typeof FACTS)[K]> };
export type FactsOfType<T extends FactDefinition["type"]> = {
  [K in FactKey]: (typeof FACTS)[K] extends { type: T } ? K : never;
}[FactKey];

const DEFINITIONS: Readonly<Record<FactKey, FactDefinition>> = FACTS;

export function factDefinition(key: FactKey): FactDefinition {
  return DEFINITIONS[key];
}

export function factLabel(key: FactKey, kind: ListingKind): string {
  const definition = DEFINITIONS[key];
  return definition.labels?.[kind] ?? definition.label;
}

/** A fact holds nothing: null, an empty text or an empty list. */
export function isEmptyFact(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** Facts are stale a year after they were last confirmed. */
export const VERIFICATION_MAX_AGE_DAYS = 365;

export function isVerificationStale(lastVerifiedAt: Date | string | null, now: Date): boolean {
  if (!lastVerifiedAt) return false;
  return now.getTime() - new Date(lastVerifiedAt).getTime() > VERIFICATION_MAX_AGE_DAYS * 86_400_000;
}
