"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { BODY_SYSTEMS, type Biomarker, type BiomarkerInput, type BodySystem } from "@/lib/biomarkers/catalogue";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { ADMIN_BIOMARKERS_PATH, saveBiomarker } from "./admin-api";
import { FieldProblem, fieldProblems } from "./field-problems";
import { useProblemDescription } from "./use-problem-description";

type Draft = {
  slug: string;
  names: Record<Locale, string>;
  loinc: string;
  loincSource: string;
  unit: string;
  calculated: boolean;
  inputs: string;
  system: BodySystem;
};

const EMPTY: Draft = {
  slug: "",
  names: Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Record<Locale, string>,
  loinc: "",
  loincSource: "",
  unit: "",
  calculated: false,
  inputs: "",
  system: "lipids",
};

const draftOf = (marker: Biomarker): Draft => ({
  slug: marker.slug,
  names: { ...marker.names },
  loinc: marker.loinc ?? "",
  loincSource: marker.loincSource ?? "",
  unit: marker.unit ?? "",
  calculated: marker.calculated,
  inputs: marker.inputs.join(", "),
  system: marker.system,
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

function inputOf(draft: Draft): BiomarkerInput {
  return {
    slug: draft.slug,
    names: draft.names,
    loinc: orNull(draft.loinc),
    loincSource: orNull(draft.loincSource),
    unit: orNull(draft.unit),
    calculated: draft.calculated,
    inputs: draft.inputs
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean),
    system: draft.system,
  };
}

/** The biomarker catalogue: every marker in a table, and one form that adds a marker or edits the one picked. */
export function BiomarkersEditor() {
  const t = useTranslations("admin.biomarkers");
  const locale = useLocale() as Locale;
  const id = useId();
  const problemDescription = useProblemDescription();
  const { data, error, mutate } = useSWR<Biomarker[]>(ADMIN_BIOMARKERS_PATH, { ...swrConfig, dedupingInterval: 0 });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [search, setSearch] = useState("");

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const field = (name: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": problems[name] ? `${id}-${name}-error` : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblems({});
    try {
      const saved = await saveBiomarker(inputOf(draft));
      toast({ title: t("saved", { name: saved.names[locale] }) });
      setDraft(EMPTY);
      setEditing(null);
      await mutate();
    } catch (failure) {
      const fields = fieldProblems(failure);
      setProblems(Object.keys(fields).length ? fields : { _: problemDescription(failure) });
    } finally {
      setPending(false);
    }
  };

  const query = search.trim().toLocaleLowerCase();
  const rows = (data ?? []).filter(
    (marker) => !query || [marker.slug, ...Object.values(marker.names)].join(" ").toLocaleLowerCase().includes(query),
  );

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="text-lg font-semibold text-slate-900">
          {editing ? t("editHeading", { slug: editing }) : t("addHeading")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slug`} className="text-sm font-medium text-slate-900">
              {t("slug")}
            </label>
            <Input
              {...field("slug")}
              value={draft.slug}
              readOnly={editing !== null}
              onChange={(event) => set("slug", event.target.value)}
              data-testid="biomarker-slug"
            />
            <FieldProblem id={`${id}-slug-error`} text={problems.slug} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-system`} className="text-sm font-medium text-slate-900">
              {t("system")}
            </label>
            <select
              {...field("system")}
              value={draft.system}
              onChange={(event) => set("system", event.target.value as BodySystem)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              {BODY_SYSTEMS.map((system) => (
                <option key={system} value={system}>
                  {t(`systems.${system}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-unit`} className="text-sm font-medium text-slate-900">
              {t("unit")}
            </label>
            <Input {...field("unit")} value={draft.unit} onChange={(event) => set("unit", event.target.value)} />
            <FieldProblem id={`${id}-unit-error`} text={problems.unit} />
          </div>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t("names")}</legend>
          {LOCALES.map((language) => (
            <div key={language} className="flex flex-col gap-1">
              <label htmlFor={`${id}-names.${language}`} className="text-sm text-slate-800">
                {LOCALE_NAMES[language]}
              </label>
              <Input
                {...field(`names.${language}`)}
                lang={language}
                value={draft.names[language]}
                onChange={(event) => set("names", { ...draft.names, [language]: event.target.value })}
                data-testid={`biomarker-name-${language}`}
              />
              <FieldProblem id={`${id}-names.${language}-error`} text={problems[`names.${language}`]} />
            </div>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="size-4 accent-emerald-600"
              checked={draft.calculated}
              onChange={(event) => set("calculated", event.target.checked)}
            />
            {t("calculated")}
          </label>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={`${id}-inputs`} className="text-sm font-medium text-slate-900">
              {t("inputs")}
            </label>
            <Input {...field("inputs")} value={draft.inputs} onChange={(event) => set("inputs", event.target.value)} />
            <FieldProblem id={`${id}-inputs-error`} text={problems.inputs} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-loinc`} className="text-sm font-medium text-slate-900">
              {t("loinc")}
            </label>
            <Input {...field("loinc")} value={draft.loinc} onChange={(event) => set("loinc", event.target.value)} />
            <FieldProblem id={`${id}-loinc-error`} text={problems.loinc} />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={`${id}-loincSource`} className="text-sm font-medium text-slate-900">
              {t("loincSource")}
            </label>
            <Input
              {...field("loincSource")}
              type="url"
              value={draft.loincSource}
              onChange={(event) => set("loincSource", event.target.value)}
            />
            <FieldProblem id={`${id}-loincSource-error`} text={problems.loincSource} />
          </div>
        </div>
        {problems._ ? (
          <p role="alert" className="text-sm text-red-700">
            {problems._}
          </p>
        ) : Object.keys(problems).length ? (
          <p role="alert" className="text-sm text-red-700">
            {t("fixFields")}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={pending} data-testid="biomarker-save">
            {t("save")}
          </Button>
          {editing ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setEditing(null);
                setProblems({});
              }}
            >
              {t("cancel")}
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-3">
        <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900">
          {t("listHeading", { count: data?.length ?? 0 })}
        </h2>
        <div className="flex max-w-sm flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-900">
            {t("search")}
          </label>
          <Input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {problemDescription(error)}
          </p>
        ) : null}
        {data ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="biomarker-table">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t("name")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("slug")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("system")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("unit")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("kind")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("loinc")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((marker) => (
                  <tr key={marker.slug} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {marker.names[locale]}
                    </th>
                    <td className="py-2 pr-3 font-mono text-xs">{marker.slug}</td>
                    <td className="py-2 pr-3">{t(`systems.${marker.system}`)}</td>
                    <td className="py-2 pr-3">{marker.unit ?? t("unknown")}</td>
                    <td className="py-2 pr-3">
                      {marker.calculated ? t("calculatedFrom", { inputs: marker.inputs.join(", ") }) : t("measured")}
                    </td>
                    <td className="py-2 pr-3">
                      {marker.loinc && marker.loincSource ? (
                        <a href={marker.loincSource} className="text-link" rel="noopener noreferrer" target="_blank">
                          {marker.loinc}
                        </a>
                      ) : (
                        t("unknown")
                      )}
                    </td>
                    <td className="py-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setDraft(draftOf(marker));
                          setEditing(marker.slug);
                          setProblems({});
                        }}
                      >
                        {t("edit")}
                        <span className="sr-only"> {marker.names[locale]}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("loading")}</p>
        )}
      </section>
    </div>
  );
}
