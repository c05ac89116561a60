import { FACT_FILTERS, type FactFilterKey } from "./fact-filters";
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
export type FilterDefinition =
  | { key: FilterKey; label: string; type: "select"; options: FilterOption[] }
  | { key: FilterKey; label: string; type: "text" }
  /** A whole number from min to max. */
  | { key: FilterKey; label: string; type: "number"; min: number; max: number };

const opts = (...pairs: [string, string][]): FilterOption[] => pairs.map(([value, label]) => ({ value, label }));
const same = (...labels: string[]): FilterOption[] => labels.map((label) => ({ value: label, label }));

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

export const CLINIC_SPECIALTIES = opts(
  ["longevity", "Longevity"],
  ["preventive", "Preventive"],
  ["functional", "Functional"],
  ["biohacking", "Biohacking"],
);
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
export const LEADERBOARD_CATEGORIES = opts(
  ["fitness", "Fitness"],
  ["sleep", "Sleep"],
  ["longevity", "Longevity"],
  ["nutrition", "Nutrition"],
  ["endurance", "Endurance"],
);
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
/** docs/product.md, Admin: limits brand categories (value / label); also the Add Brand select. */
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
export const COMMUNITY_CATEGORIES = opts(
  ["forum", "Forum"],
  ["podcast", "Podcast"],
  ["newsletter", "Newsletter"],
  ["meetup", "Meetup"],
  ["research", "Research"],
);
export const VERIFIED_OPTIONS = opts(["all", "All"], ["true", "Verified"], ["featured", "Featured"]);
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

const region: FilterDefinition = { key: "region", label: "Region", type: "select", options: REGIONS };
const country: FilterDefinition = { key: "country", label: "Country", type: "select", options: COUNTRIES };
const select = (key: FilterKey, label: string, options: FilterOption[]): FilterDefinition => ({
  key,
  label,
  type: "select",
  options,
});
const brandText: FilterDefinition = { key: "brand", label: "Brand", type: "text" };

/** docs/product.md, Visitors: limits: the filter panel per directory category. Region and country apply everywhere. */
const PLACE_AND_FACET_FILTERS: Record<DirectoryCategory | "all", FilterDefinition[]> = {
  all: [
    region,
    country,
    select("category", "Category", ALL_CATEGORY_VALUES),
    select("verified", "Verified", VERIFIED_OPTIONS),
  ],
  clinics: [
    region,
    country,
    select("specialties", "Specialties", CLINIC_SPECIALTIES),
    select("healthConditions", "Health Conditions", CLINIC_HEALTH_CONDITIONS),
    select("biomarkers", "Biomarkers", CLINIC_BIOMARKERS),
  ],
  labs: [
    region,
    country,
    select("testTypes", "Test Types", LAB_TEST_TYPES),
    select("advancedBiomarkers", "Advanced Biomarkers", LAB_ADVANCED_BIOMARKERS),
    select("healthConditions", "Health Conditions", LAB_HEALTH_CONDITIONS),
  ],
  practitioners: [
    region,
    country,
    select("specialties", "Specialties", PRACTITIONER_SPECIALTIES),
    select("healthConditions", "Health Conditions", PRACTITIONER_HEALTH_CONDITIONS),
  ],
  leaderboards: [
    { ...region, options: LEADERBOARD_REGIONS } as FilterDefinition,
    country,
    select("category", "Category", LEADERBOARD_CATEGORIES),
    select("leaderboardType", "Type", LEADERBOARD_TYPES),
    select("platform", "Platform", LEADERBOARD_PLATFORMS),
  ],
  wearables: [region, country, select("category", "Category", WEARABLE_CATEGORIES), brandText],
  supplements: [region, country, select("category", "Category", SUPPLEMENT_CATEGORIES), brandText],
  foods: [region, country, select("category", "Category", FOOD_CATEGORIES), brandText],
  brands: [region, country, select("category", "Category", BRAND_CATEGORIES)],
  apps: [region, country, select("category", "Category", APP_CATEGORIES)],
  social: [region, country, select("category", "Category", COMMUNITY_CATEGORIES)],
  events: [region, country],
};

/** Each category's filters: place and facets, then its facts and the sort. */
export const CATEGORY_FILTERS = Object.fromEntries(
  Object.entries(PLACE_AND_FACET_FILTERS).map(([view, filters]) => [
    view,
    [...filters, ...FACT_FILTERS[view as DirectoryCategory | "all"]],
  ]),
) as Record<DirectoryCategory | "all", FilterDefinition[]>;
