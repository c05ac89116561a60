"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { BODY_SYSTEMS, type Biomarker } from "@/lib/biomarkers/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingForm } from "./listing-form-fields";

/** The text a search matches a marker by: its names in every language, its slug and its LOINC code. */
const haystack = (marker: Biomarker) =>
  [marker.slug, marker.loinc ?? "", ...Object.values(marker.names)].join(" ").toLocaleLowerCase();

/** The panels already in the JSON box, or none when the box is empty or does not read as a list. */
function currentPanels(text: unknown): unknown[] | null {
  if (typeof text !== "string" || !text.trim()) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Adds a panel to the test-panels box from the catalogue: a name, a price and its markers picked from a list grouped
 * by body system, narrowed by a search. The box stays the panel's one input (what is saved, validated by the one
 * schema); this writes a new entry into it.
 */
export function PanelPicker({
  form,
  biomarkers,
  locale,
}: {
  form: ListingForm;
  biomarkers: readonly Biomarker[];
  locale: Locale;
}) {
  const t = useTranslations("listing-editor.panelPicker");
  const id = useId();
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const query = search.trim().toLocaleLowerCase();
  const texts = useMemo(() => new Map(biomarkers.map((marker) => [marker.slug, haystack(marker)])), [biomarkers]);
  const shown = (marker: Biomarker) => !query || (texts.get(marker.slug) ?? "").includes(query);
  const groups = BODY_SYSTEMS.map((system) => ({
    system,
    markers: biomarkers.filter((marker) => marker.system === system),
  })).filter((group) => group.markers.length);
  const visible = biomarkers.filter(shown).length;

  const toggle = (slug: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });

  const add = () => {
    setAdded(null);
    const panels = currentPanels(form.getValues("testPanels"));
    const amount = price.trim() ? Number(price.replace(",", ".")) : undefined;
    if (!name.trim()) return setProblem(t("nameNeeded"));
    if (!chosen.size) return setProblem(t("markersNeeded"));
    if (amount !== undefined && !(Number.isFinite(amount) && amount >= 0)) return setProblem(t("priceInvalid"));
    if (panels === null) return setProblem(t("boxInvalid"));
    const panel = {
      name: name.trim(),
      ...(amount === undefined ? {} : { price: amount }),
      biomarkers: biomarkers.filter((marker) => chosen.has(marker.slug)).map((marker) => marker.slug),
    };
    form.setValue("testPanels", JSON.stringify([...panels, panel], null, 2), { shouldDirty: true });
    setProblem(null);
    setAdded(t("added", { name: panel.name, count: panel.biomarkers.length }));
    setName("");
    setPrice("");
    setChosen(new Set());
  };

  return (
    <fieldset className="mt-3 rounded-md border border-slate-200 p-3" data-testid="panel-picker">
      <legend className="px-1 text-sm font-medium text-slate-900">{t("legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm text-slate-800">
            {t("name")}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            data-testid="panel-picker-name"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-price`} className="text-sm text-slate-800">
            {t("price")}
          </label>
          <Input
            id={`${id}-price`}
            value={price}
            inputMode="decimal"
            onChange={(event) => setPrice(event.target.value)}
            data-testid="panel-picker-price"
          />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm text-slate-800">
          {t("search")}
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-count`}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="panel-picker-search"
        />
        <p id={`${id}-count`} className="text-xs text-slate-600" aria-live="polite">
          {t("count", { shown: visible, chosen: chosen.size })}
        </p>
      </div>
      <div id={`${id}-list`} className="mt-2 max-h-72 overflow-y-auto rounded border border-slate-100 p-2">
        {groups.map(({ system, markers }) => {
          const inGroup = markers.filter(shown);
          return (
            <fieldset key={system} hidden={!inGroup.length} className="mb-2">
              <legend className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
                {t(`systems.${system}`)}
              </legend>
              <ul className="grid gap-x-4 sm:grid-cols-2">
                {markers.map((marker) => (
                  <li key={marker.slug} hidden={!shown(marker)}>
                    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                      <input
                        type="checkbox"
                        className="size-4 accent-emerald-600"
                        value={marker.slug}
                        checked={chosen.has(marker.slug)}
                        onChange={(event) => toggle(marker.slug, event.target.checked)}
                      />
                      <span>
                        {marker.names[locale]}
                        {marker.calculated ? <span className="text-slate-600"> · {t("calculated")}</span> : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={add} data-testid="panel-picker-add">
          {t("add")}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {added ? (
          <p role="status" className="text-sm text-emerald-800">
            {added}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
