import {
  BRAND_CATEGORIES,
  CLINIC_SPECIALTIES,
  LAB_TEST_TYPES,
  PRACTITIONER_SPECIALTIES,
  type FilterOption,
} from "@/lib/directory/filters";
import type { ListingKind } from "@/lib/directory/kinds";

const MAX_CARD_TAGS = 3;

type TaggedListing = {
  kind: ListingKind;
  tags: string[];
  specialties: string[];
  testTypes: string[];
  categories: string[];
  features: string[];
};

const SPECIALTY_OPTIONS: Partial<Record<ListingKind, readonly FilterOption[]>> = {
  clinic: CLINIC_SPECIALTIES,
  practitioner: PRACTITIONER_SPECIALTIES,
};

/** A filter value's label in some language, given the option list it belongs to. */
export type OptionLabel = (value: string, options: readonly FilterOption[]) => string;

/** The lists' own (English) labels. */
const englishLabel: OptionLabel = (value, options) => options.find((o) => o.value === value)?.label ?? value;

/** 'sleep' → 'Sleep'; mixed-case values ('iOS', 'HRV') are kept as written. */
const capitalise = (value: string) =>
  value === value.toLowerCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/**
 * Up to 3 chips from tags, specialties, test types, categories, then features;
 * filter values get their labels, by `label` in the page's language.
 */
export function cardTags(listing: TaggedListing, label: OptionLabel = englishLabel, max = MAX_CARD_TAGS): string[] {
  const labelled = (options: readonly FilterOption[] | undefined) => (value: string) =>
    options?.some((o) => o.value === value) ? label(value, options) : capitalise(value);
  const candidates = [
    ...listing.tags.map(capitalise),
    ...listing.specialties.map(labelled(SPECIALTY_OPTIONS[listing.kind])),
    ...listing.testTypes.map(labelled(LAB_TEST_TYPES)),
    ...listing.categories.map(labelled(BRAND_CATEGORIES)),
    ...listing.features.map(capitalise),
  ];
  const seen = new Set<string>();
  const chips: string[] = [];
  for (const chip of candidates) {
    const text = chip.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    chips.push(text);
    if (chips.length === max) break;
  }
  return chips;
}
