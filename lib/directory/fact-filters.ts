// Relative imports only: next.config.ts loads the filters (through directory-rewrites.ts).
import { ACCREDITATIONS, DIAGNOSTICS, SAMPLE_METHODS, VALIDATION_METRICS } from "../listings/fact-filter-options";
import type { DirectoryCategory } from "./kinds";
import type { FilterDefinition, FilterOption } from "./filters";

// The directory's filters and sort on listing facts, apart from the place filters so each set reads on its own. Their
// SQL lives beside the query layer's (server/listings/facts/fact-filter-sql.ts).

export type FactFilterKey =
  | "priceMin"
  | "priceMax"
  | "accreditation"
  | "sampleMethod"
  | "turnaround"
  | "markers"
  | "maxPerMarker"
  | "telehealth"
  | "diagnostics"
  | "thirdPartyTested"
  | "maxTwoYearCost"
  | "validatedMetric"
  | "maxServicePrice"
  | "sort";

/** The highest price a filter takes, in euros (the directory compares prices converted at reference rates). */
const PRICE_FILTER_MAX = 1_000_000;
const TURNAROUND_FILTER_MAX = 365;
/** Whole euros per measured marker. */
const PER_MARKER_FILTER_MAX = 1_000;
/** Whole euros a wearable costs over two years (device and subscription). */
const TWO_YEAR_COST_FILTER_MAX = 100_000;

/** Any sample method that needs no visit (finger-prick, saliva, swab and stool kits, an at-home phlebotomist). */
export const HOME_COLLECTION = "home";
/** Without a place, the order that is no sort at all: editor's picks first, then by rating (the keyset cursor pages only this one). */
export const DEFAULT_SORT = "featured";
/** Near a place, the order that is no sort at all: nearest first. */
export const DEFAULT_NEAR_SORT = "distance";
/**
 * The directory's orders, defined once: the view's sort select, the distance search's order, the page URL's lenient
 * reader and the API's strict one all read them. Each says where it applies: nearest first only near a place; the
 * featured, price and verification orders only without one; the rating order in both (near a place it is the
 * directory's order within the radius).
 */
export const SORT_OPTIONS = [
  { value: DEFAULT_SORT, label: "Editor's picks first", place: "without" },
  { value: "rating", label: "Highest rated" },
  { value: "price", label: "Lowest price", place: "without" },
  { value: "verified", label: "Recently verified", place: "without" },
  { value: DEFAULT_NEAR_SORT, label: "Nearest first", place: "with" },
] as const satisfies readonly FilterOption[];
/** The orders of a distance search. */
export type NearSort = Exclude<(typeof SORT_OPTIONS)[number], { place: "without" }>["value"];

const pick = (options: FilterOption[], ...values: string[]) =>
  options.filter((option) => values.includes(option.value));
const yes = (label: string): FilterOption[] => [{ value: "true", label }];

const priceMin: FilterDefinition = { key: "priceMin", type: "number", min: 0, max: PRICE_FILTER_MAX };
const priceMax: FilterDefinition = { ...priceMin, key: "priceMax" };
const price = [priceMin, priceMax];
/** The view's one sort, a filter of every view (its options say where each order applies). */
export const SORT_FILTER: FilterDefinition = { key: "sort", type: "select", options: [...SORT_OPTIONS] };
export const TELEHEALTH_OPTIONS = yes("Offers telehealth");
export const THIRD_PARTY_TESTED_OPTIONS = yes("Third-party tested");
export const LAB_SAMPLE_OPTIONS: FilterOption[] = [
  { value: HOME_COLLECTION, label: "Any home collection" },
  ...SAMPLE_METHODS,
];
const telehealth: FilterDefinition = { key: "telehealth", type: "select", options: TELEHEALTH_OPTIONS };

/** Each category's fact filters, after its place and facet filters; every category can be sorted. */
export const FACT_FILTERS: Record<DirectoryCategory | "all", FilterDefinition[]> = {
  all: [SORT_FILTER],
  clinics: [
    ...price,
    { key: "accreditation", type: "select", options: pick(ACCREDITATIONS, "jci", "iso-9001") },
    { key: "diagnostics", type: "select", options: DIAGNOSTICS },
    // The cheapest service it lists a price for, in whole euros (server/listings/facts/fact-filter-sql.ts).
    { key: "maxServicePrice", type: "number", min: 0, max: PRICE_FILTER_MAX },
    telehealth,
    SORT_FILTER,
  ],
  labs: [
    ...price,
    { key: "accreditation", type: "select", options: pick(ACCREDITATIONS, "iso-15189", "ce-ivd") },
    { key: "sampleMethod", type: "select", options: LAB_SAMPLE_OPTIONS },
    { key: "turnaround", type: "number", min: 1, max: TURNAROUND_FILTER_MAX },
    // Both read one panel: a lab matches when one of its panels holds every marker and costs at most this much per
    // measured marker (server/listings/facts/panel-filter-sql.ts).
    { key: "markers", type: "all-of", catalogue: "biomarkers" },
    { key: "maxPerMarker", type: "number", min: 1, max: PER_MARKER_FILTER_MAX },
    SORT_FILTER,
  ],
  practitioners: [...price, { key: "diagnostics", type: "select", options: DIAGNOSTICS }, telehealth, SORT_FILTER],
  wearables: [
    ...price,
    { key: "maxTwoYearCost", type: "number", min: 1, max: TWO_YEAR_COST_FILTER_MAX },
    { key: "validatedMetric", type: "select", options: VALIDATION_METRICS },
    SORT_FILTER,
  ],
  supplements: [
    ...price,
    { key: "thirdPartyTested", type: "select", options: THIRD_PARTY_TESTED_OPTIONS },
    SORT_FILTER,
  ],
  foods: [...price, { key: "thirdPartyTested", type: "select", options: THIRD_PARTY_TESTED_OPTIONS }, SORT_FILTER],
  brands: [SORT_FILTER],
  apps: [SORT_FILTER],
  social: [SORT_FILTER],
  leaderboards: [SORT_FILTER],
  events: [SORT_FILTER],
};
