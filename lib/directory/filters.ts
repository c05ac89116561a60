import { DIAGNOSTICS, VALIDATION_METRICS } from "../listings/fact-filter-options";
import {
  FACT_FILTERS,
  LAB_SAMPLE_OPTIONS,
  TELEHEALTH_OPTIONS,
  THIRD_PARTY_TESTED_OPTIONS,
  type FactFilterKey,
} from "./fact-filters";
import type { DirectoryCategory } from "./kinds";

/** `place`: the option applies only with a place (a distance search, `near`) or only without one. */
export type FilterOption = { value: string; label: string; place?: "with" | "without" };
/** Every filter key any view has; the query layer's SQL map is keyed by this, so a new key must say how it filters. */
export type FilterKey =
  | "region"
  | "country"
  | "category"
  | "verified"
  | "brand"
  | "specialties"
  | "healthConditions"
  | "biomarkers"
  | "testTypes"
  | "advancedBiomarkers"
  | "leaderboardType"
  | "platform"
  | FactFilterKey;
/** A filter's name is its catalogue's (`directory.filterLabels.<key>`), in the page's or the request's language. */
export type FilterDefinition =
  | { key: FilterKey; type: "select"; options: FilterOption[] }
  | { key: FilterKey; type: "text" }
  /** A whole number from min to max. */
  | { key: FilterKey; type: "number"; min: number; max: number }
  /**
   * Several catalogue slugs, comma-separated, every one required (a panel's markers). The catalogue is a database
   * table: the page URL keeps any well-formed slug, the API takes only the catalogue's.
   */
  | { key: FilterKey; type: "all-of"; catalogue: "biomarkers" };

const opts = (...pairs: [string, string][]): FilterOption[] => pairs.map(([value, label]) => ({ value, label }));
const same = (...labels: string[]): FilterOption[] => labels.map((label) => ({ value: label, label }));
const lowercased = (...labels: string[]): FilterOption[] =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

export const DEFAULT_REGION = "Europe";
/** The region option that filters nothing. */
export const ALL_REGIONS = "All Regions";
/** Listings that belong to every region (leaderboards, online brands). */
export const WORLDWIDE = "Worldwide";
export const REGIONS = same(DEFAULT_REGION, "North America", "Asia", ALL_REGIONS);
export const LEADERBOARD_REGIONS = [...REGIONS, { value: WORLDWIDE, label: WORLDWIDE }];
export const COUNTRIES = same(
  "Netherlands",
  "Germany",
  "United Kingdom",
  "United States",
  "Switzerland",
  "France",
  "Spain",
  "Italy",
  "Canada",
  "Australia",
);

export const CLINIC_SPECIALTIES = lowercased("Longevity", "Preventive", "Functional", "Biohacking");
export const CLINIC_HEALTH_CONDITIONS = opts(
  ["cardiovascular", "Cardiovascular"],
  ["metabolic", "Metabolic Health"],
  ["hormonal", "Hormonal Balance"],
  ["cognitive", "Cognitive Health"],
  ["autoimmune", "Autoimmune"],
  ["gut-health", "Gut Health"],
  ["sleep", "Sleep"],
  ["weight-management", "Weight Management"],
  ["inflammation", "Inflammation"],
  ["fatigue", "Chronic Fatigue"],
);
export const CLINIC_BIOMARKERS = opts(
  ["hba1c", "HbA1c"],
  ["apob", "ApoB"],
  ["ldl", "LDL Cholesterol"],
  ["hs-crp", "hs-CRP"],
  ["vitamin-d", "Vitamin D"],
  ["testosterone", "Testosterone"],
  ["cortisol", "Cortisol"],
  ["homocysteine", "Homocysteine"],
  ["insulin", "Fasting Insulin"],
  ["tsh", "Thyroid (TSH)"],
);
export const LAB_TEST_TYPES = opts(
  ["blood", "Blood Tests"],
  ["dna", "DNA / Genetic"],
  ["microbiome", "Microbiome"],
  ["hormone", "Hormone Panels"],
  ["food-sensitivity", "Food Sensitivity"],
  ["epigenetic", "Epigenetic Age"],
  ["toxins", "Heavy Metals & Toxins"],
);
export const LAB_ADVANCED_BIOMARKERS = opts(
  ["apob", "ApoB"],
  ["lpa", "Lp(a)"],
  ["hs-crp", "hs-CRP"],
  ["hba1c", "HbA1c"],
  ["homocysteine", "Homocysteine"],
  ["omega-3-index", "Omega-3 Index"],
  ["biological-age", "Biological Age"],
  ["telomere-length", "Telomere Length"],
  ["insulin", "Fasting Insulin"],
  ["cortisol", "Cortisol"],
  ["vitamin-d", "Vitamin D"],
  ["ferritin", "Ferritin"],
);
export const LAB_HEALTH_CONDITIONS = opts(
  ["cardiovascular", "Cardiovascular"],
  ["metabolic", "Metabolic Health"],
  ["hormonal", "Hormonal Balance"],
  ["thyroid", "Thyroid"],
  ["fertility", "Fertility"],
  ["gut-health", "Gut Health"],
  ["nutrient-deficiency", "Nutrient Deficiency"],
  ["allergies", "Allergies"],
  ["autoimmune", "Autoimmune"],
  ["inflammation", "Inflammation"],
  ["liver", "Liver Health"],
  ["kidney", "Kidney Health"],
);
export const PRACTITIONER_SPECIALTIES = opts(
  ["functional-medicine", "Functional Medicine"],
  ["nutrition", "Nutrition"],
  ["longevity", "Longevity Medicine"],
  ["integrative", "Integrative Medicine"],
  ["sports-medicine", "Sports Medicine"],
  ["endocrinology", "Endocrinology"],
  ["naturopathy", "Naturopathy"],
  ["gut-health", "Gut Health"],
  ["sleep", "Sleep Medicine"],
  ["mental-health", "Mental Health"],
);
export const PRACTITIONER_HEALTH_CONDITIONS = CLINIC_HEALTH_CONDITIONS;
export const LEADERBOARD_CATEGORIES = lowercased("Fitness", "Sleep", "Longevity", "Nutrition", "Endurance");
export const LEADERBOARD_TYPES = same("Rankings", "Competitions", "Community Challenges");
export const LEADERBOARD_PLATFORMS = same("Strava", "Oura", "Whoop", "MyFitnessPal", "Custom Platform");
export const WEARABLE_CATEGORIES = opts(
  ["smartwatch", "Smartwatch"],
  ["ring", "Smart Ring"],
  ["fitness-tracker", "Fitness Tracker"],
  ["continuous-monitor", "Continuous Monitor"],
);
export const SUPPLEMENT_CATEGORIES = opts(
  ["longevity", "Longevity"],
  ["nootropics", "Nootropics"],
  ["vitamins", "Vitamins & Minerals"],
  ["adaptogens", "Adaptogens"],
);
export const FOOD_CATEGORIES = same("Functional Nutrition", "Meal Delivery", "Supplements", "Organic Foods");
/** The brand categories (value / label); also the Add Brand select. */
export const BRAND_CATEGORIES = opts(
  ["supplements", "Supplements & Vitamins"],
  ["wearables", "Wearable Technology"],
  ["apps", "Health Apps"],
  ["mental_health", "Mental Health & Wellness"],
  ["fitness", "Fitness & Exercise"],
  ["nutrition", "Nutrition & Diet"],
  ["sleep", "Sleep Optimization"],
  ["biohacking", "Biohacking & Longevity"],
  ["medical", "Medical Devices"],
  ["testing", "Health Testing & Labs"],
  ["wellness", "General Wellness"],
);
export const APP_CATEGORIES = opts(
  ["tracking", "Health Tracking"],
  ["nutrition", "Nutrition"],
  ["sleep", "Sleep"],
  ["fitness", "Fitness"],
  ["mental-health", "Mental Health"],
  ["fasting", "Fasting"],
);
export const COMMUNITY_CATEGORIES = lowercased("Forum", "Podcast", "Newsletter", "Meetup", "Research");
const VERIFIED_OPTIONS = opts(["all", "All"], ["true", "Verified"], ["featured", "Featured"]);
/**
 * The option lists by the catalogue group that names their values (messages/<locale>/options.json): the one place a
 * label's list meets its translations. The regions group also names the leaderboards' regions (plus Worldwide).
 */
export const OPTION_LISTS = {
  regions: REGIONS,
  countries: COUNTRIES,
  clinicSpecialties: CLINIC_SPECIALTIES,
  clinicHealthConditions: CLINIC_HEALTH_CONDITIONS,
  clinicBiomarkers: CLINIC_BIOMARKERS,
  labTestTypes: LAB_TEST_TYPES,
  labAdvancedBiomarkers: LAB_ADVANCED_BIOMARKERS,
  labHealthConditions: LAB_HEALTH_CONDITIONS,
  practitionerSpecialties: PRACTITIONER_SPECIALTIES,
  leaderboardCategories: LEADERBOARD_CATEGORIES,
  leaderboardTypes: LEADERBOARD_TYPES,
  wearableCategories: WEARABLE_CATEGORIES,
  supplementCategories: SUPPLEMENT_CATEGORIES,
  foodCategories: FOOD_CATEGORIES,
  brandCategories: BRAND_CATEGORIES,
  appCategories: APP_CATEGORIES,
  communityCategories: COMMUNITY_CATEGORIES,
  verified: VERIFIED_OPTIONS,
  labSampleMethods: LAB_SAMPLE_OPTIONS,
  diagnostics: DIAGNOSTICS,
  telehealth: TELEHEALTH_OPTIONS,
  thirdPartyTested: THIRD_PARTY_TESTED_OPTIONS,
  validationMetrics: VALIDATION_METRICS,
};
/** Values of `category` across every kind, for the 'all' view's category filter. */
export const ALL_CATEGORY_VALUES = [
  ...new Map(
    [
      ...WEARABLE_CATEGORIES,
      ...SUPPLEMENT_CATEGORIES,
      ...FOOD_CATEGORIES,
      ...BRAND_CATEGORIES,
      ...APP_CATEGORIES,
      ...COMMUNITY_CATEGORIES,
      ...LEADERBOARD_CATEGORIES,
    ].map((o) => [o.value, o]),
  ).values(),
];

const select = (key: Exclude<FilterKey, FactFilterKey>, options: FilterOption[]) => ({
  key,
  type: "select" as const,
  options,
});
const region = select("region", REGIONS);
const country = select("country", COUNTRIES);
const brandText: FilterDefinition = { key: "brand", type: "text" };

/** The facet filters per directory category, after region and country. */
const FACET_FILTERS: Record<DirectoryCategory | "all", FilterDefinition[]> = {
  all: [select("category", ALL_CATEGORY_VALUES), select("verified", VERIFIED_OPTIONS)],
  clinics: [
    select("specialties", CLINIC_SPECIALTIES),
    select("healthConditions", CLINIC_HEALTH_CONDITIONS),
    select("biomarkers", CLINIC_BIOMARKERS),
  ],
  labs: [
    select("testTypes", LAB_TEST_TYPES),
    select("advancedBiomarkers", LAB_ADVANCED_BIOMARKERS),
    select("healthConditions", LAB_HEALTH_CONDITIONS),
  ],
  practitioners: [
    select("specialties", PRACTITIONER_SPECIALTIES),
    select("healthConditions", PRACTITIONER_HEALTH_CONDITIONS),
  ],
  leaderboards: [
    select("category", LEADERBOARD_CATEGORIES),
    select("leaderboardType", LEADERBOARD_TYPES),
    select("platform", LEADERBOARD_PLATFORMS),
  ],
  wearables: [select("category", WEARABLE_CATEGORIES), brandText],
  supplements: [select("category", SUPPLEMENT_CATEGORIES), brandText],
  foods: [select("category", FOOD_CATEGORIES), brandText],
  brands: [select("category", BRAND_CATEGORIES)],
  apps: [select("category", APP_CATEGORIES)],
  social: [select("category", COMMUNITY_CATEGORIES)],
  events: [],
};

const leaderboardRegion = select("region", LEADERBOARD_REGIONS);

/** Each category's filters: region and country (everywhere; leaderboards have their own regions), its facets, then its facts and the sort. */
export const CATEGORY_FILTERS = Object.fromEntries(
  Object.entries(FACET_FILTERS).map(([view, facets]) => [
    view,
    [
      view === "leaderboards" ? leaderboardRegion : region,
      country,
      ...facets,
      ...FACT_FILTERS[view as DirectoryCategory | "all"],
    ],
  ]),
) as Record<DirectoryCategory | "all", FilterDefinition[]>;
