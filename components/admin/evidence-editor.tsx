"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { citationUrl, type Citation, type EvidenceEntry, type EvidenceInput } from "@/lib/listings/evidence";
import { ADMIN_EVIDENCE_PATH, deleteEvidence, saveEvidence } from "./admin-api";
import { FieldProblem, fieldProblems } from "./field-problems";
import { useProblemDescription } from "./use-problem-description";

type Stored = EvidenceEntry & { id: string };
const GRADES = ["A", "B", "C", "D"] as const;
const DIRECTIONS = ["benefit", "no-effect", "harm"] as const;

type Draft = {
  ingredient: string;
  outcome: string;
  grade: EvidenceInput["grade"];
  direction: EvidenceInput["direction"];
  summary: Record<Locale, string>;
  citations: string;
  editor: string;
};

const EMPTY: Draft = {
  ingredient: "",
  outcome: "",
  grade: "B",
  direction: "benefit",
  summary: Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Record<Locale, string>,
  citations: "",
  editor: "",
};

const citationText = (cited: Citation) => ("doi" in cited ? cited.doi : cited.pmid);

/** One citation a line: a DOI (10.…) or a PubMed id (digits); the server checks each one's format. */
const citationsOf = (text: string): Citation[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/^\d+$/.test(line) ? { pmid: line } : { doi: line.replace(/^https?:\/\/(dx\.)?doi\.org\//, "") }));

/** The editors' evidence entries: every entry in a table, and one form that adds an entry or edits the one picked. */
export function EvidenceEditor() {
  const t = useTranslations("admin.evidence");
  const locale = useLocale() as Locale;
  const id = useId();
  const problemDescription = useProblemDescription();
  const { data, error, mutate } = useSWR<Stored[]>(ADMIN_EVIDENCE_PATH, { ...swrConfig, dedupingInterval: 0 });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const field = (name: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": problems[name] ? `${id}-${name}-error` : undefined,
  });
  // A citation's error is reported at its place in the list ("citations.1.doi"): shown under the list.
  const citationProblem = Object.entries(problems).find(([name]) => name.startsWith("citations"))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblems({});
    try {
      const { citations, ...rest } = draft;
      const saved = await saveEvidence({ ...rest, citations: citationsOf(citations) });
      toast({ title: t("saved", { ingredient: saved.ingredient, outcome: saved.outcome }) });
      setDraft(EMPTY);
      setEditing(false);
      await mutate();
    } catch (failure) {
      const fields = fieldProblems(failure);
      setProblems(Object.keys(fields).length ? fields : { _: problemDescription(failure) });
    } finally {
      setPending(false);
    }
  };

  const remove = async (entry: Stored) => {
    try {
      await deleteEvidence(entry.id);
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: t("deleteFailed"), description: problemDescription(failure) });
    }
  };

  const text = (name: "ingredient" | "outcome" | "editor") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-900">
        {t(name)}
      </label>
      <Input
        {...field(name)}
        value={draft[name]}
        readOnly={editing && name !== "editor"}
        maxLength={200}
        onChange={(event) => set(name, event.target.value)}
        data-testid={`evidence-${name}`}
      />
      <FieldProblem id={`${id}-${name}-error`} text={problems[name]} />
    </div>
  );

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="text-lg font-semibold text-slate-900">
          {editing ? t("editHeading", { ingredient: draft.ingredient, outcome: draft.outcome }) : t("addHeading")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("ingredient")}
          {text("outcome")}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-grade`} className="text-sm font-medium text-slate-900">
              {t("grade")}
            </label>
            <select
              {...field("grade")}
              value={draft.grade}
              onChange={(event) => set("grade", event.target.value as Draft["grade"])}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              {GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {t(`grades.${grade}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-direction`} className="text-sm font-medium text-slate-900">
              {t("direction")}
            </label>
            <select
              {...field("direction")}
              value={draft.direction}
              onChange={(event) => set("direction", event.target.value as Draft["direction"])}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              {DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`directions.${direction}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t("summary")}</legend>
          {LOCALES.map((language) => (
            <div key={language} className="flex flex-col gap-1">
              <label htmlFor={`${id}-summary.${language}`} className="text-sm text-slate-800">
                {LOCALE_NAMES[language]}
              </label>
              <Input
                {...field(`summary.${language}`)}
                lang={language}
                maxLength={200}
                value={draft.summary[language]}
                onChange={(event) => set("summary", { ...draft.summary, [language]: event.target.value })}
              />
              <FieldProblem id={`${id}-summary.${language}-error`} text={problems[`summary.${language}`]} />
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-citations`} className="text-sm font-medium text-slate-900">
            {t("citations")}
          </label>
          <p id={`${id}-citations-hint`} className="text-xs text-slate-600">
            {t("citationsHint")}
          </p>
          <textarea
            id={`${id}-citations`}
            rows={3}
            value={draft.citations}
            aria-invalid={citationProblem ? true : undefined}
            aria-describedby={citationProblem ? `${id}-citations-error` : `${id}-citations-hint`}
            onChange={(event) => set("citations", event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <FieldProblem id={`${id}-citations-error`} text={citationProblem} />
        </div>
        <div className="max-w-sm">{text("editor")}</div>
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
          <Button type="submit" disabled={pending} data-testid="evidence-save">
            {t("save")}
          </Button>
          {editing ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setEditing(false);
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
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {problemDescription(error)}
          </p>
        ) : null}
        {data && !data.length ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
        {data?.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="evidence-table">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t("entry")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("grade")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("direction")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("summary")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("citations")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("edited")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((entry) => {
                  const label = `${entry.ingredient} × ${entry.outcome}`;
                  return (
                    <tr key={entry.id} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {label}
                      </th>
                      <td className="py-2 pr-3">{entry.grade}</td>
                      <td className="py-2 pr-3">{t(`directions.${entry.direction}`)}</td>
                      <td className="py-2 pr-3" lang={locale}>
                        {entry.summary[locale]}
                      </td>
                      <td className="py-2 pr-3">
                        <ul>
                          {entry.citations.map((cited) => (
                            <li key={citationText(cited)}>
                              <a
                                href={citationUrl(cited)}
                                className="text-link"
                                rel="noopener noreferrer"
                                target="_blank"
                              >
                                {"doi" in cited ? `DOI ${cited.doi}` : `PMID ${cited.pmid}`}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className="py-2 pr-3">{t("editedBy", { editor: entry.editor, date: entry.editedAt })}</td>
                      <td className="flex gap-1 py-2">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            setDraft({
                              ingredient: entry.ingredient,
                              outcome: entry.outcome,
                              grade: entry.grade,
                              direction: entry.direction,
                              summary: { ...entry.summary },
                              citations: entry.citations.map(citationText).join("\n"),
                              editor: entry.editor,
                            });
                            setEditing(true);
                            setProblems({});
                          }}
                        >
                          {t("edit")}
                          <span className="sr-only"> {label}</span>
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => void remove(entry)}>
                          {t("delete")}
                          <span className="sr-only"> {label}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
