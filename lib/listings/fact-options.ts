// The closed vocabularies of listing facts: stored values and their labels. The editor's checkboxes, the import's
// cell parsing, the detail and compare pages' labels and the directory's fact filters all read these lists.
import type { FilterOption } from "@/lib/directory/filters";
import { opts, VALIDATION_METRICS } from "./fact-filter-options";

export { ACCREDITATIONS, DIAGNOSTICS, SAMPLE_METHODS, VALIDATION_METRICS } from "./fact-filter-options";

/** Sample methods that need no visit: what "home collection" means in the directory's filter. */
export const HOME_SAMPLE_METHODS = [
  "finger-prick-kit",
  "home-phlebotomist",
  "saliva-kit",
  "cheek-swab-kit",
  "stool-kit",
];

/** National accreditation bodies that accredit medical laboratories to ISO 15189. */
export const ACCREDITATION_BODIES = opts(
  ["dakks", "DAkkS (Germany)"],
  ["ukas", "UKAS (United Kingdom)"],
  ["cofrac", "COFRAC (France)"],
  ["enac", "ENAC (Spain)"],
  ["accredia", "ACCREDIA (Italy)"],
  ["rva", "RvA (Netherlands)"],
  ["belac", "BELAC (Belgium)"],
  ["sas", "SAS (Switzerland)"],
  ["akkreditierung-austria", "Akkreditierung Austria"],
  ["swedac", "SWEDAC (Sweden)"],
  ["danak", "DANAK (Denmark)"],
  ["inab", "INAB (Ireland)"],
  ["cap", "CAP (United States)"],
);

export const PLATFORMS = opts(
  ["ios", "iOS"],
  ["android", "Android"],
  ["web", "Web"],
  ["windows", "Windows"],
  ["macos", "macOS"],
);

export const SUPPLEMENT_FORMS = opts(
  ["capsules", "Capsules"],
  ["tablets", "Tablets"],
  ["softgels", "Softgels"],
  ["powder", "Powder"],
  ["liquid", "Liquid"],
  ["gummies", "Gummies"],
);

export const THIRD_PARTY_TESTING = opts(
  ["informed-sport", "Informed Sport"],
  ["nsf-certified-for-sport", "NSF Certified for Sport"],
  ["nsf-contents-certified", "NSF Contents Certified"],
  ["other", "Other independent lab"],
);

export const INGREDIENT_UNITS = ["mg", "µg", "g", "IU", "CFU", "ml"] as const;

export const DAYS_OF_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Countries a lab may serve: Europe first, then the other markets the directory lists. */
export const SERVED_COUNTRIES = [
  "Austria",
  "Belgium",
  "Bulgaria",
  "Croatia",
  "Cyprus",
  "Czechia",
  "Denmark",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Hungary",
  "Iceland",
  "Ireland",
  "Italy",
  "Latvia",
  "Liechtenstein",
  "Lithuania",
  "Luxembourg",
  "Malta",
  "Netherlands",
  "Norway",
  "Poland",
  "Portugal",
  "Romania",
  "Slovakia",
  "Slovenia",
  "Spain",
  "Sweden",
  "Switzerland",
  "United Kingdom",
  "United States",
  "Canada",
  "Australia",
  "Singapore",
  "Japan",
].map((country) => ({ value: country, label: country }));

/** The option with this value or label (any case), for hand-written import cells such as "ISO 15189". */
export function findOption(options: readonly FilterOption[], text: string): FilterOption | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.value.toLowerCase() === wanted || option.label.toLowerCase() === wanted);
}

export function optionLabelOf(options: readonly FilterOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The reference methods a validation study compares a metric with (the metrics are the directory filter's). */
export const REFERENCE_METHODS = opts(
  ["polysomnography", "Polysomnography"],
  ["ecg", "ECG"],
  ["chest-strap", "ECG chest strap"],
  ["arterial-blood-gas", "Arterial blood gas"],
  ["medical-pulse-oximeter", "Medical pulse oximeter"],
  ["manual-step-count", "Counted steps"],
  ["cpet", "Laboratory gas analysis (CPET)"],
);
/** Both vocabularies, for the words a page reads them with (their values never overlap). */
export const VALIDATION_OPTIONS = [...VALIDATION_METRICS, ...REFERENCE_METHODS];
