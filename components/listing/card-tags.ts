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

const labels = (options: FilterOption[]) => new Map(options.map((o) => [o.value, o.label]));
const SPECIALTY_LABELS: Partial<Record<ListingKind, Map<string, string>>> = {
  clinic: labels(CLINIC_SPECIALTIES),
  practitioner: labels(PRACTITIONER_SPECIALTIES),
};
const TEST_TYPE_LABELS = labels(LAB_TEST_TYPES);
const CATEGORY_LABELS = labels(BRAND_CATEGORIES);

/** 'sleep' → 'Sleep'; mixed-case values ('iOS', 'HRV') are kept as written. */
const capitalise = (value: string) =>
  value === value.toLowerCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/** Up to 3 chips (docs/product.md, Visitors: limits) from tags, specialties, test types, categories, then features; filter values get their labels. */
export function cardTags(listing: TaggedListing, max = MAX_CARD_TAGS): string[] {
  const candidates = [
    ...listing.tags.map(capitalise),
    ...listing.specialties.map((v) => SPECIALTY_LABELS[listing.kind]?.get(v) ?? capitalise(v)),
    ...listing.testTypes.map((v) => TEST_TYPE_LABELS.get(v) ?? capitalise(v)),
    ...listing.categories.map((v) => CATEGORY_LABELS.get(v) ?? capitalise(v)),
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
