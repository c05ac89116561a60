"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FieldProblem, fieldProblems } from "./field-problems";
import { useProblemDescription } from "./use-problem-description";

/**
 * The state of one admin form that adds a record or edits the one picked: the draft, which record is being edited,
 * the server's field problems (by field name, in the page's language) and whether a save is under way.
 */
export function useAdminForm<Draft extends object>(empty: Draft) {
  const id = useId();
  const problemDescription = useProblemDescription();
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const reset = () => {
    setDraft(empty);
    setEditing(null);
    setProblems({});
  };

  return {
    id,
    draft,
    editing,
    problems,
    pending,
    set: <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value })),
    /** An input's id and its ties to its problem, for the field the server names `name`. */
    field: (name: string) => ({
      id: `${id}-${name}`,
      "aria-invalid": problems[name] ? true : undefined,
      "aria-describedby": problems[name] ? `${id}-${name}-error` : undefined,
    }),
    /** The problem under the field the server names `name`. */
    problem: (name: string) => <FieldProblem id={`${id}-${name}-error`} text={problems[name]} />,
    edit: (key: string, value: Draft) => {
      setDraft(value);
      setEditing(key);
      setProblems({});
    },
    reset,
    /** A submit handler: saves the draft, then starts afresh; a refusal lands under the fields it names. */
    submit: (save: (draft: Draft) => Promise<unknown>) => async (event: FormEvent) => {
      event.preventDefault();
      setPending(true);
      setProblems({});
      try {
        await save(draft);
        reset();
      } catch (failure) {
        const fields = fieldProblems(failure);
        setProblems(Object.keys(fields).length ? fields : { _: problemDescription(failure) });
      } finally {
        setPending(false);
      }
    },
  };
}

/** A failed save's summary above the form's buttons: the server's message, or a pointer to the marked fields. */
export function FormProblems({ problems }: { problems: Record<string, string> }) {
  const t = useTranslations("admin.common");
  if (problems._)
    return (
      <p role="alert" className="text-sm text-red-700">
        {problems._}
      </p>
    );
  return Object.keys(problems).length ? (
    <p role="alert" className="text-sm text-red-700">
      {t("fixFields")}
    </p>
  ) : null;
}
