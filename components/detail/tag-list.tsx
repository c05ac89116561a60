import { useTranslations } from "next-intl";
import type { IconName } from "@/components/ui/icon-names";
import { DetailSection } from "./detail-section";
import { optionLabelIn } from "@/lib/listings/option-labels";
import type { FilterOption } from "@/lib/directory/filters";

type TagListProps = {
  items: readonly string[] | null | undefined;
  options?: readonly (readonly FilterOption[])[];
  label?: string;
  /** The language of values no option list names: the listing's own words, in the language it is written in. */
  lang?: string;
};

/** Chips for a list field, labels taken from the filter options where the value is one of them. */
export function TagList({ items, options, label, lang }: TagListProps) {
  const t = useTranslations("options");
  const values = [...new Set((items ?? []).map((item) => item.trim()).filter(Boolean))];
  if (!values.length) return null;
  return (
    <ul className="tag-list" aria-label={label} lang={options ? undefined : lang}>
      {values.map((value) => (
        <li key={value}>{optionLabelIn(t, value, options)}</li>
      ))}
    </ul>
  );
}

export function hasItems(items: readonly string[] | null | undefined): boolean {
  return Boolean(items?.some((item) => item.trim()));
}

type TagSectionProps = TagListProps & { title: string; icon?: IconName; testId: string };

/** A detail card of chips, labelled by its title; left out when the list has no item. */
export function TagSection({ title, icon, testId, label = title, ...list }: TagSectionProps) {
  if (!hasItems(list.items)) return null;
  return (
    <DetailSection title={title} icon={icon} testId={testId}>
      <TagList {...list} label={label} />
    </DetailSection>
  );
}
