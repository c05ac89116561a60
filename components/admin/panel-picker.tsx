"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { BODY_SYSTEMS, type Biomarker } from "@/lib/biomarkers/catalogue";
import type { FactWords } from "@/lib/listings/fact-format";
import { SAMPLE_METHODS } from "@/lib/listings/fact-options";
import { isPublicHttpsUrl } from "@/lib/listings/public-url";
import type { ListingForm } from "./listing-form-fields";

const SELECT_CLASS =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm";

/** What the panel's price includes and where its facts were read, as the picker's fields hold them. */
type PanelExtras = {
  sampleMethod: string;
  doctorReview: string;
  turnaround: string;
  sourceUrl: string;
  checkedAt: string;
};
const NO_EXTRAS: PanelExtras = { sampleMethod: "", doctorReview: "", turnaround: "", sourceUrl: "", checkedAt: "" };

/** The extras as the panel's schema takes them, or the message key of the first one that does not read. */
function panelExtras(
  extras: PanelExtras,
): { value: Record<string, unknown> } | { problem: "turnaroundInvalid" | "sourceInvalid" } {
  const turnaround = extras.turnaround.trim();
  const days = Number(turnaround);
  if (turnaround && !(Number.isInteger(days) && days >= 0 && days <= 365)) return { problem: "turnaroundInvalid" };
  const sourceUrl = extras.sourceUrl.trim();
  if (sourceUrl && !isPublicHttpsUrl(sourceUrl)) return { problem: "sourceInvalid" };
  return {
    value: {
      ...(extras.sampleMethod ? { sampleMethod: extras.sampleMethod } : {}),
      ...(extras.doctorReview ? { doctorReview: extras.doctorReview === "yes" } : {}),
      ...(turnaround ? { turnaroundDays: days } : {}),
      ...(sourceUrl ? { sourceUrl } : {}),
      ...(extras.checkedAt ? { checkedAt: extras.checkedAt } : {}),
    },
  };
}

/** The text a search matches a marker by: its names in every language, its slug and its LOINC code. */
const haystack = (marker: Biomarker) =>
  [marker.slug, marker.loinc ?? "", ...Object.values(marker.names)].join(" ").toLocaleLowerCase();

/** One labelled control of the picker; `wide` spans both columns. */
function PickerField({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? "flex flex-col gap-1 sm:col-span-2" : "flex flex-col gap-1"}>
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

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
 * Adds a panel to the test-panels box from the catalogue: a name, a price, what the price includes (sample method,
 * doctor's review, turnaround), the page it was read from with the day, and its markers picked from a list grouped by
 * body system, narrowed by a search. The box stays the panel's one input (what is saved, validated by the one
 * schema); this writes a new entry into it.
 */
export function PanelPicker({
  form,
  biomarkers,
  words,
}: {
  form: ListingForm;
  biomarkers: readonly Biomarker[];
  words: FactWords;
}) {
  const t = useTranslations("listing-editor.panelPicker");
  const known = useTranslations("listing-editor.known");
  const { locale } = words;
  const id = useId();
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [extras, setExtras] = useState<PanelExtras>(NO_EXTRAS);
  const setExtra = (key: keyof PanelExtras) => (value: string) =>
    setExtras((current) => ({ ...current, [key]: value }));
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
    const more = panelExtras(extras);
    if ("problem" in more) return setProblem(t(more.problem));
    if (panels === null) return setProblem(t("boxInvalid"));
    const panel = {
      name: name.trim(),
      ...(amount === undefined ? {} : { price: amount }),
      biomarkers: biomarkers.filter((marker) => chosen.has(marker.slug)).map((marker) => marker.slug),
      ...more.value,
    };
    form.setValue("testPanels", JSON.stringify([...panels, panel], null, 2), { shouldDirty: true });
    setProblem(null);
    setAdded(t("added", { name: panel.name, count: panel.biomarkers.length }));
    setName("");
    setPrice("");
    setExtras(NO_EXTRAS);
    setChosen(new Set());
  };

  return (
    <fieldset className="mt-3 rounded-md border border-slate-200 p-3" data-testid="panel-picker">
      <legend className="px-1 text-sm font-medium text-slate-900">{t("legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <PickerField id={`${id}-name`} label={t("name")}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            data-testid="panel-picker-name"
          />
        </PickerField>
        <PickerField id={`${id}-price`} label={t("price")}>
          <Input
            id={`${id}-price`}
            value={price}
            inputMode="decimal"
            onChange={(event) => setPrice(event.target.value)}
            data-testid="panel-picker-price"
          />
        </PickerField>
        <PickerField id={`${id}-sample`} label={words.label("sampleMethods", "lab")}>
          <select
            id={`${id}-sample`}
            className={SELECT_CLASS}
            value={extras.sampleMethod}
            onChange={(event) => setExtra("sampleMethod")(event.target.value)}
            data-testid="panel-picker-sample"
          >
            <option value="">{known("unknown")}</option>
            {SAMPLE_METHODS.map(({ value }) => (
              <option key={value} value={value}>
                {words.option("sampleMethods", value)}
              </option>
            ))}
          </select>
        </PickerField>
        <PickerField id={`${id}-doctor`} label={words.label("doctorReview", "lab")}>
          <select
            id={`${id}-doctor`}
            className={SELECT_CLASS}
            value={extras.doctorReview}
            onChange={(event) => setExtra("doctorReview")(event.target.value)}
            data-testid="panel-picker-doctor"
          >
            <option value="">{known("unknown")}</option>
            <option value="yes">{known("yes")}</option>
            <option value="no">{known("no")}</option>
          </select>
        </PickerField>
        <PickerField id={`${id}-turnaround`} label={t("turnaround")}>
          <Input
            id={`${id}-turnaround`}
            value={extras.turnaround}
            inputMode="numeric"
            onChange={(event) => setExtra("turnaround")(event.target.value)}
            data-testid="panel-picker-turnaround"
          />
        </PickerField>
        <PickerField id={`${id}-checked`} label={t("checkedAt")}>
          <Input
            id={`${id}-checked`}
            type="date"
            value={extras.checkedAt}
            onChange={(event) => setExtra("checkedAt")(event.target.value)}
            data-testid="panel-picker-checked"
          />
        </PickerField>
        <PickerField id={`${id}-source`} label={t("sourceUrl")} wide>
          <Input
            id={`${id}-source`}
            type="url"
            value={extras.sourceUrl}
            onChange={(event) => setExtra("sourceUrl")(event.target.value)}
            data-testid="panel-picker-source"
          />
        </PickerField>
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
