import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  CLINIC_BIOMARKERS,
  CLINIC_HEALTH_CONDITIONS,
  CLINIC_SPECIALTIES,
  COMMUNITY_CATEGORIES,
  COUNTRIES,
  FOOD_CATEGORIES,
  LAB_ADVANCED_BIOMARKERS,
  LAB_HEALTH_CONDITIONS,
  LAB_TEST_TYPES,
  LEADERBOARD_CATEGORIES,
  LEADERBOARD_REGIONS,
  LEADERBOARD_TYPES,
  PRACTITIONER_SPECIALTIES,
  REGIONS,
  SUPPLEMENT_CATEGORIES,
  VERIFIED_OPTIONS,
  WEARABLE_CATEGORIES,
  type FilterOption,
} from "@/lib/directory/filters";
import type { Messages } from "@/lib/i18n/messages";
import type { Translator } from "@/lib/i18n/translator";
/** 'gut-health' → 'Gut health'; text that already reads like a label is left alone. */
export function humanize(value: string): string {
  const trimmed = value.trim();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(trimmed)) return trimmed;
  const words = trimmed.replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type OptionGroup = keyof Messages["options"];

/** Which catalogue group names each option list's labels (the lists themselves keep their English labels as values). */
const GROUPS = new Map<readonly FilterOption[], OptionGroup>([
  [REGIONS, "regions"],
  [LEADERBOARD_REGIONS, "regions"],
  [COUNTRIES, "countries"],
  [CLINIC_SPECIALTIES, "clinicSpecialties"],
  [CLINIC_HEALTH_CONDITIONS, "clinicHealthConditions"],
  [CLINIC_BIOMARKERS, "clinicBiomarkers"],
  [LAB_TEST_TYPES, "labTestTypes"],
  [LAB_ADVANCED_BIOMARKERS, "labAdvancedBiomarkers"],
  [LAB_HEALTH_CONDITIONS, "labHealthConditions"],
  [PRACTITIONER_SPECIALTIES, "practitionerSpecialties"],
  [LEADERBOARD_CATEGORIES, "leaderboardCategories"],
  [LEADERBOARD_TYPES, "leaderboardTypes"],
  [WEARABLE_CATEGORIES, "wearableCategories"],
  [SUPPLEMENT_CATEGORIES, "supplementCategories"],
  [FOOD_CATEGORIES, "foodCategories"],
  [BRAND_CATEGORIES, "brandCategories"],
  [APP_CATEGORIES, "appCategories"],
  [COMMUNITY_CATEGORIES, "communityCategories"],
  [VERIFIED_OPTIONS, "verified"],
]);

/** The label of a stored option value in the page's language; a value no list knows is shown humanized as written. */
export function optionLabelIn(
  t: Translator<"options">,
  value: string,
  lists: readonly (readonly FilterOption[])[] = [],
): string {
  for (const list of lists) {
    const group = GROUPS.get(list);
    const key = `${group}.${value}` as Parameters<typeof t>[0];
    if (group && list.some((option) => option.value === value) && t.has(key)) return t(key);
  }
  // A list without catalogue labels shows its own (English) label.
  const own = lists.flatMap((list) => list).find((option) => option.value === value);
  return own ? own.label : humanize(value);
}
