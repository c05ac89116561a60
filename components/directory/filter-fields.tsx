"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { defaultValueOf, optionFits } from "@/lib/directory/directory-schema";
import { withFilter } from "@/lib/directory/directory-state";
import { CATEGORY_FILTERS, type FilterDefinition, type FilterKey } from "@/lib/directory/filters";
import { optionLabelIn } from "@/lib/listings/option-labels";
import { useDirectoryState } from "./use-directory-state";

const TEXT_FILTER_DELAY_MS = 400;
const fieldClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-emerald-600";

type SelectDefinition = Extract<FilterDefinition, { type: "select" }>;
type TypedDefinition = Extract<FilterDefinition, { type: "text" | "number" | "all-of" }>;

function SelectFilter({
  definition,
  value,
  hasPlace,
  onChange,
}: {
  definition: SelectDefinition;
  value: string | undefined;
  /** Near a place, the options that apply there (nearest first, not the price order). */
  hasPlace: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const t = useTranslations("directory");
  const options = useTranslations("options");
  // A filter with an implied value (region Europe, verified 'all', the default sort) shows it; others offer 'All'.
  const implied = defaultValueOf(definition.key, hasPlace);
  const selected = value ?? implied ?? "";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t(`filterLabels.${definition.key}`)}
      </label>
      <select
        id={id}
        name={definition.key}
        value={selected}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      >
        {implied ? null : <option value="">{t("allOption")}</option>}
        {definition.options
          .filter((option) => optionFits(option, hasPlace))
          .map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabelIn(options, option.value, [definition.options])}
            </option>
          ))}
      </select>
    </div>
  );
}

/** Typed filter (brand, a price, days): applied after a short pause in typing, on Enter, or when leaving the field. */
function TypedFilter({
  definition,
  value,
  setFilter,
}: {
  definition: TypedDefinition;
  value: string;
  setFilter: (key: FilterKey, value: string) => void;
}) {
  const id = useId();
  const t = useTranslations("directory");
  const label = t(`filterLabels.${definition.key}`);
  const onCommit = useCallback((text: string) => setFilter(definition.key, text), [setFilter, definition.key]);
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL changed from elsewhere (back button, Clear filters): show its value unless it is what was typed.
  if (value !== synced) {
    setSynced(value);
    if (value !== draft.trim()) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onCommit(draft), TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        name={definition.key}
        value={draft}
        {...(definition.type === "number"
          ? {
              type: "number",
              inputMode: "numeric",
              min: definition.min,
              max: definition.max,
              step: 1,
              placeholder: t("any", { label: label.toLowerCase() }),
            }
          : { maxLength: 100, placeholder: t("any", { label: label.toLowerCase() }) })}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft.trim() !== value && onCommit(draft)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onCommit(draft);
        }}
      />
    </div>
  );
}

/** The open panel's fields: exactly the filters of the current category, each change reflected in the URL. */
export function FilterFields({ id }: { id: string }) {
  const { state, navigate } = useDirectoryState();
  const setFilter = useCallback(
    (key: FilterKey, value: string) => navigate(withFilter(state, key, value), "replace"),
    [navigate, state],
  );
  return (
    <div
      id={id}
      data-testid="filter-panel"
      className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {CATEGORY_FILTERS[state.category].map((definition) =>
        definition.type === "select" ? (
          <SelectFilter
            key={`${state.category}:${definition.key}`}
            definition={definition}
            value={state.filters[definition.key]}
            hasPlace={Boolean(state.near)}
            onChange={(value) => setFilter(definition.key, value)}
          />
        ) : (
          <TypedFilter
            key={`${state.category}:${definition.key}`}
            definition={definition}
            value={state.filters[definition.key] ?? ""}
            setFilter={setFilter}
          />
        ),
      )}
    </div>
  );
}
