// The facts of one synthetic listing: every fact its kind shows (lib/directory/kinds.ts) is filled, so filters,
// sorts, detail pages and comparisons are measured at scale on full rows. Drawn after the row's other values from
// the same generator, so adding facts left every earlier column of a row as it was.
import { BIOMARKER_SEED } from "../../prisma/seed/biomarkers";
import {
  ACCREDITATION_BODIES,
  DAYS_OF_WEEK,
  DIAGNOSTICS,
  PLATFORMS,
  SAMPLE_METHODS,
  SUPPLEMENT_FORMS,
  THIRD_PARTY_TESTING,
} from "../../lib/listings/fact-options";
import { registerHostOf, type AccreditationRecord } from "../../lib/listings/accreditation";
import type {
  FactVerifier,
  IngredientAmount,
  OpeningHours,
  Programme,
  TestPanel,
} from "../../lib/listings/fact-values";
import type { ValidationStudy } from "../../lib/listings/wearable-facts";
import type { Rng } from "./synthetic-random";

const DAY_MS = 86_400_000;
/** Verification dates spread over two years before this instant: about half are older than the 12-month limit. */
const VERIFIED_BEFORE = Date.UTC(2026, 10, 1);

/** Euros per unit, as the price filter's reference rates: prices are drawn in euros and written in local money. */
const EUR_RATES: Record<string, number> = {
  GBP: 1.17,
  CHF: 1.05,
  SEK: 0.088,
  DKK: 0.134,
  NOK: 0.086,
  PLN: 0.23,
  USD: 0.92,
  CAD: 0.68,
  SGD: 0.69,
  JPY: 0.0062,
};
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  "United Kingdom": "GBP",
  Switzerland: "CHF",
  Sweden: "SEK",
  Denmark: "DKK",
  Norway: "NOK",
  Poland: "PLN",
  "United States": "USD",
  Canada: "CAD",
  Singapore: "SGD",
  Japan: "JPY",
};
const BODY_BY_COUNTRY: Record<string, string> = {
  Germany: "dakks",
  "United Kingdom": "ukas",
  France: "cofrac",
  Spain: "enac",
  Italy: "accredia",
  Netherlands: "rva",
  Belgium: "belac",
  Switzerland: "sas",
  Austria: "akkreditierung-austria",
  Sweden: "swedac",
  Denmark: "danak",
  Ireland: "inab",
  "United States": "cap",
};
const MEDICAL_REGISTRY: Record<string, string> = {
  Germany: "Ärztekammer",
  "United Kingdom": "General Medical Council",
  Netherlands: "BIG-register",
  France: "Ordre des médecins",
  Spain: "Colegio de Médicos",
  Italy: "Ordine dei Medici",
  Switzerland: "MedReg",
  Austria: "Österreichische Ärztekammer",
};
const TIME_ZONES: Record<string, string> = {
  "United Kingdom": "Europe/London",
  Ireland: "Europe/Dublin",
  Portugal: "Europe/Lisbon",
  Finland: "Europe/Helsinki",
  "United States": "America/New_York",
  Canada: "America/Toronto",
  Singapore: "Asia/Singapore",
  Japan: "Asia/Tokyo",
};
const PROFESSIONS = ["Physician", "Registered dietitian", "Nutritional therapist", "Physiotherapist", "Psychologist"];
const PANEL_NAMES = ["Essentials panel", "Longevity panel", "Advanced heart panel", "Hormone panel", "Complete check"];
const PROGRAMME_NAMES = ["Longevity check-up", "Executive health assessment", "Metabolic reset", "Recovery week"];
const DURATIONS = ["half a day", "1 day", "2 days", "3 days", "7 days"];
const SENSORS = ["PPG", "Skin temperature", "Accelerometer", "ECG", "Blood oxygen (SpO2)", "Bioimpedance"];
const FIRST_NAMES = ["Anna", "Lukas", "Sophie", "Jan", "Marie", "Thomas", "Elena", "Pieter", "Clara", "Matteo"];
const LAST_NAMES = ["Jansen", "Müller", "Schmidt", "de Vries", "Rossi", "García", "Martin", "Dubois", "Berg"];
const VERIFIERS: FactVerifier[] = ["admin", "owner", "import"];
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

export type SyntheticFactContext = {
  kind: string;
  slug: string;
  website: string;
  country: string;
  languages: string[];
  ingredients: string[];
  name: string;
  subscriptionAvailable: boolean | null;
  homeCollection: boolean | null;
  createdAt: string;
};

export type SyntheticFacts = {
  priceFrom: number;
  currency: string;
  priceIncludes: string;
  bookingUrl: string;
  openingHours: OpeningHours | null;
  sourceUrls: string[];
  lastVerifiedAt: string | null;
  verifiedBy: FactVerifier | null;
  firstPublishedAt: string;
  languages: string[];
  testPanels: TestPanel[] | null;
  sampleMethods: string[];
  turnaroundDays: number | null;
  accreditations: string[];
  accreditationBody: string | null;
  accreditationRecords: AccreditationRecord[] | null;
  doctorReview: boolean | null;
  countriesServed: string[];
  programmes: Programme[] | null;
  diagnostics: string[];
  medicalDirector: string | null;
  sellsTreatments: boolean | null;
  /** Never filled: a made-up listing has no price page read on a day, nor a licence in a public register. */
  servicePrices: null;
  licenceRegister: null;
  profession: string | null;
  registryBody: string | null;
  registryNumber: string | null;
  acceptsInsurance: boolean | null;
  subscriptionPrice: number | null;
  /** The listing's own currency. */
  subscriptionCurrency: null;
  batteryLife: string | null;
  sensors: string[];
  platforms: string[];
  validationStudies: ValidationStudy[] | null;
  pricePerServing: number | null;
  supplementForm: string | null;
  dosage: string | null;
  ingredientAmounts: IngredientAmount[] | null;
  servingsPerContainer: number | null;
  servingsPerDay: number | null;
  /** Never filled: a made-up listing is in no real programme's register. */
  thirdPartyTests: null;
  thirdPartyTesting: string[];
  thirdPartyTested: boolean | null;
  /** Never filled: what a website publishes is read from that website, and a made-up listing has none. */
  gtin: null;
  availability: null;
  priceRange: null;
  sameAs: null;
};

const round = (amount: number) => Math.round(amount * 100) / 100;

/** A price between min and max euros, in the row's currency. */
type Money = (min: number, max: number) => number;

function person(rng: Rng): string {
  return `Dr. ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function openingHours(rng: Rng, country: string): OpeningHours {
  const weekdays = DAYS_OF_WEEK.slice(0, 5);
  const hours = [
    {
      days: [...weekdays],
      opens: rng.pick(["07:30", "08:00", "09:00"]),
      closes: rng.pick(["17:00", "18:00", "19:30"]),
    },
  ];
  if (rng.chance(0.4)) hours.push({ days: ["Saturday"], opens: "09:00", closes: "13:00" });
  return { timeZone: TIME_ZONES[country] ?? "Europe/Berlin", hours };
}

function testPanels(rng: Rng, money: Money): TestPanel[] {
  return rng.some(PANEL_NAMES, 1, 3).map((name) => {
    const markers = rng.some(BIOMARKER_SEED, 5, 40);
    return {
      name,
      price: money(39, 499),
      biomarkers: markers.map((marker) => marker.slug),
      calculated: markers.filter((marker) => marker.calculated).map((marker) => marker.slug),
      biomarkerCount: markers.length + (rng.chance(0.3) ? rng.int(1, 60) : 0),
    };
  });
}

/**
 * A synthetic lab's accreditation, derived from its other values without drawing (so no later column moves): ISO
 * 15189 by its body when it has one, else ISO/IEC 17025 by its country's body; a number in the body's format from the
 * row's website, the register link on the body's register host (as the schema holds it), else on the row's own site.
 */
function accreditationRecord(row: SyntheticFactContext, facts: SyntheticFacts): AccreditationRecord {
  const body = facts.accreditationBody ?? BODY_BY_COUNTRY[row.country] ?? "dakks";
  const registerHost = registerHostOf(body);
  let hash = 0;
  for (const char of row.website) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  const digits = String(hash).padStart(5, "0");
  const numbers: Record<string, string> = { dakks: `D-ML-${digits}-01-00`, ukas: digits, rva: `M${digits.slice(-4)}` };
  const number = numbers[body] ?? `LAB ${digits}`;
  return {
    body,
    standard: facts.accreditationBody ? "iso-15189" : "iso-iec-17025",
    number,
    registerUrl: registerHost ? `https://www.${registerHost}/` : `${row.website}/accreditation`,
    checkedAt: (facts.lastVerifiedAt ?? row.createdAt).slice(0, 10),
  };
}

function verification(rng: Rng): Pick<SyntheticFacts, "lastVerifiedAt" | "verifiedBy"> {
  if (!rng.chance(0.7)) return { lastVerifiedAt: null, verifiedBy: null };
  return {
    lastVerifiedAt: new Date(VERIFIED_BEFORE - Math.floor(rng.next() * 730 * DAY_MS)).toISOString(),
    verifiedBy: rng.pick(VERIFIERS),
  };
}

/** Every fact of the row's kind, and the facts every listing has. */
export function syntheticFacts(rng: Rng, row: SyntheticFactContext): SyntheticFacts {
  const currency = CURRENCY_BY_COUNTRY[row.country] ?? "EUR";
  const money: Money = (min, max) => round((min + rng.next() * (max - min)) / (EUR_RATES[currency] ?? 1));
  const facts: SyntheticFacts = {
    priceFrom: money(9, 400),
    currency,
    priceIncludes: "Synthetic price",
    bookingUrl: `${row.website}/book`,
    openingHours: null,
    sourceUrls: [row.website],
    ...verification(rng),
    firstPublishedAt: row.createdAt,
    languages: row.languages.length ? row.languages : ["English"],
    testPanels: null,
    sampleMethods: [],
    turnaroundDays: null,
    accreditations: [],
    accreditationBody: null,
    accreditationRecords: null,
    doctorReview: null,
    countriesServed: [],
    programmes: null,
    diagnostics: [],
    medicalDirector: null,
    sellsTreatments: null,
    profession: null,
    registryBody: null,
    registryNumber: null,
    acceptsInsurance: null,
    subscriptionPrice: null,
    subscriptionCurrency: null,
    servicePrices: null,
    licenceRegister: null,
    batteryLife: null,
    sensors: [],
    platforms: [],
    validationStudies: null,
    pricePerServing: null,
    supplementForm: null,
    dosage: null,
    ingredientAmounts: null,
    servingsPerContainer: null,
    servingsPerDay: null,
    thirdPartyTests: null,
    thirdPartyTesting: [],
    thirdPartyTested: null,
    gtin: null,
    availability: null,
    priceRange: null,
    sameAs: null,
  };
  switch (row.kind) {
    case "lab": {
      facts.testPanels = testPanels(rng, money);
      facts.priceFrom = Math.min(...facts.testPanels.map((panel) => panel.price ?? Infinity));
      facts.priceIncludes = facts.testPanels[0]!.name;
      facts.sampleMethods = row.homeCollection
        ? rng.some(values(SAMPLE_METHODS).slice(1, 3), 1, 2)
        : ["venous-site", ...rng.some(values(SAMPLE_METHODS).slice(1, 3), 0, 1)];
      facts.turnaroundDays = rng.int(1, 14);
      facts.accreditations = [...(rng.chance(0.6) ? ["iso-15189"] : []), ...(rng.chance(0.2) ? ["ce-ivd"] : [])];
      facts.accreditationBody = facts.accreditations.includes("iso-15189")
        ? (BODY_BY_COUNTRY[row.country] ?? rng.pick(values(ACCREDITATION_BODIES)))
        : null;
      facts.accreditationRecords = [accreditationRecord(row, facts)];
      facts.doctorReview = rng.chance(0.5);
      facts.countriesServed = [
        row.country,
        ...(rng.chance(0.4) ? ["Germany", "Austria"].filter((c) => c !== row.country) : []),
      ];
      facts.openingHours = openingHours(rng, row.country);
      break;
    }
    case "clinic": {
      facts.programmes = rng.some(PROGRAMME_NAMES, 1, 3).map((name) => ({
        name,
        priceFrom: money(400, 12_000),
        duration: rng.pick(DURATIONS),
      }));
      facts.priceFrom = Math.min(...facts.programmes.map((programme) => programme.priceFrom ?? Infinity));
      facts.priceIncludes = facts.programmes[0]!.name;
      facts.diagnostics = rng.some(values(DIAGNOSTICS), 1, 5);
      facts.medicalDirector = person(rng);
      facts.registryBody = MEDICAL_REGISTRY[row.country] ?? "National medical register";
      facts.registryNumber = String(rng.int(1_000_000, 9_999_999));
      facts.accreditations = [...(rng.chance(0.1) ? ["jci"] : []), ...(rng.chance(0.3) ? ["iso-9001"] : [])];
      facts.sellsTreatments = rng.chance(0.5);
      facts.acceptsInsurance = rng.chance(0.3);
      facts.openingHours = openingHours(rng, row.country);
      break;
    }
    case "practitioner":
      facts.profession = rng.pick(PROFESSIONS);
      facts.registryBody = MEDICAL_REGISTRY[row.country] ?? "National professional register";
      facts.registryNumber = String(rng.int(100_000, 999_999));
      facts.priceFrom = money(60, 350);
      facts.priceIncludes = "One consultation";
      facts.acceptsInsurance = rng.chance(0.4);
      facts.openingHours = openingHours(rng, row.country);
      break;
    case "wearable":
      facts.priceFrom = money(79, 999);
      facts.priceIncludes = "The device";
      facts.subscriptionPrice = row.subscriptionAvailable ? money(3, 30) : null;
      facts.batteryLife = `up to ${rng.int(1, 21)} days`;
      facts.sensors = rng.some(SENSORS, 2, 5);
      facts.platforms = rng.some(values(PLATFORMS), 1, 3);
      // A made-up listing's studies name no DOI, sample size or agreement: those are never invented.
      facts.validationStudies = Array.from({ length: rng.int(1, 2) }, (_, i) => ({
        metric: i === 0 ? "heart-rate" : "sleep-stages",
        referenceMethod: i === 0 ? "ecg" : "polysomnography",
        title: `Synthetic validation study ${i + 1}`,
        url: `${row.website}/study-${i + 1}`,
        year: rng.int(2015, 2026),
      }));
      break;
    case "supplement": {
      facts.supplementForm =
        values(SUPPLEMENT_FORMS).find((form) => row.name.toLowerCase().includes(form)) ?? "capsules";
      const servings = rng.pick([30, 60, 90]);
      facts.priceFrom = money(15, 120);
      facts.priceIncludes = `${servings} servings`;
      facts.pricePerServing = round(facts.priceFrom / servings);
      facts.dosage = "1 serving a day";
      facts.servingsPerContainer = servings;
      facts.servingsPerDay = 1;
      facts.ingredientAmounts = row.ingredients.map((name) => ({
        name,
        amount: rng.int(5, 1000),
        unit: "mg" as const,
      }));
      facts.thirdPartyTesting = rng.chance(0.4) ? rng.some(values(THIRD_PARTY_TESTING), 1, 2) : [];
      facts.thirdPartyTested = facts.thirdPartyTesting.length > 0;
      break;
    }
    case "app":
      facts.platforms = rng.some(values(PLATFORMS), 1, 3);
      break;
  }
  return facts;
}
