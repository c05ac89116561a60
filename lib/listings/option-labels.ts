import { LEADERBOARD_REGIONS, OPTION_LISTS, type FilterOption } from "@/lib/directory/filters";
import type { ListingKind } from "@/lib/directory/kinds";
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
const LISTS: Record<OptionGroup, readonly FilterOption[]> = OPTION_LISTS;
const GROUPS = new Map<readonly FilterOption[], OptionGroup>([
  ...(Object.keys(LISTS) as OptionGroup[]).map((group): [readonly FilterOption[], OptionGroup] => [
    LISTS[group],
    group,
  ]),
  [LEADERBOARD_REGIONS, "regions"],
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

/** Chip labels of cards in the page's language. */
export function optionLabelOf(t: Translator<"options">) {
  return (value: string, options: readonly FilterOption[]) => optionLabelIn(t, value, [options]);
}

/** The vocabularies a kind's featured-card chips come from: clinics' and practitioners' specialties, labs' tests. */
const CHIP_OPTIONS: Partial<Record<ListingKind, readonly FilterOption[]>> = {
  clinic: OPTION_LISTS.clinicSpecialties,
  practitioner: OPTION_LISTS.practitionerSpecialties,
  lab: OPTION_LISTS.labTestTypes,
};

/** A featured card's chip in the page's language when it is a value of its kind's vocabulary; free text as written. */
export function chipLabelOf(t: Translator<"options">, kind: ListingKind) {
  const list = CHIP_OPTIONS[kind];
  return (value: string) => (list?.some((option) => option.value === value) ? optionLabelIn(t, value, [list]) : value);
}
