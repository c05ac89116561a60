import type { FilterOption } from "@/lib/directory/filters";
import { optionLabel } from "./detail-format";

type TagListProps = { items: readonly string[] | null | undefined; options?: readonly FilterOption[]; label?: string };

/** Chips for a list field, labels taken from the filter options where the value is one of them. */
export function TagList({ items, options, label }: TagListProps) {
  const values = [...new Set((items ?? []).map((item) => item.trim()).filter(Boolean))];
  if (!values.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {values.map((value) => (
        <li key={value} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
          {optionLabel(value, options)}
        </li>
      ))}
    </ul>
  );
}

export function hasItems(items: readonly string[] | null | undefined): boolean {
  return Boolean(items?.some((item) => item.trim()));
}
