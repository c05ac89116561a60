// The shapes of the structured (JSON) listing facts; lib/listings/fact-schemas.ts validates them with zod.
import type { AccreditationRecord } from "./accreditation";
import type { LicenceRegister, ServicePrice } from "./clinic-facts";
import type { ThirdPartyTest } from "./supplement-facts";
import type { WebsiteFactValues } from "./website-facts";
import type { ValidationStudy } from "./wearable-facts";
import type { DAYS_OF_WEEK, INGREDIENT_UNITS } from "./fact-options";

type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** A lab's test panel: its biomarkers come from the directory's list; `calculated` names those derived by formula. */
export type TestPanel = {
  name: string;
  price?: number;
  biomarkers: string[];
  calculated?: string[];
  /** The count the lab publishes, when its panel holds more markers than the directory's list names. */
  biomarkerCount?: number;
  /** ISO 4217; the listing's currency when absent. */
  currency?: string;
  sampleMethod?: string;
  doctorReview?: boolean;
  turnaroundDays?: number;
  /** The page the panel's facts were read from, and the day they were. */
  sourceUrl?: string;
  checkedAt?: string;
};

export type Programme = { name: string; priceFrom?: number; duration?: string };

/** schema.org OpeningHoursSpecification rows, with the IANA time zone the times are in. */
export type OpeningHours = {
  timeZone: string;
  hours: { days: DayOfWeek[]; opens: string; closes: string }[];
};

/** An ingredient per serving, with the form it is in ("magnesium glycinate") when the label names one. */
export type IngredientAmount = {
  name: string;
  amount: number;
  unit: (typeof INGREDIENT_UNITS)[number];
  form?: string;
  /** The label or page the amount was read from, and the day it was. */
  sourceUrl?: string;
  checkedAt?: string;
};

export type JsonFactValues = {
  testPanels: TestPanel[];
  programmes: Programme[];
  openingHours: OpeningHours;
  validationStudies: ValidationStudy[];
  ingredientAmounts: IngredientAmount[];
  accreditationRecords: AccreditationRecord[];
  thirdPartyTests: ThirdPartyTest[];
  servicePrices: ServicePrice[];
  licenceRegister: LicenceRegister;
} & WebsiteFactValues;
export type JsonShape = keyof JsonFactValues;

export type FactVerifier = "admin" | "owner" | "import";
