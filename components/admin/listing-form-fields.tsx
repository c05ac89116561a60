"use client";

import { useId, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import type { LabelledFieldProps } from "@/components/ui/labelled-field";
import type { ListingEditFormValues, ListingEditInput } from "@/lib/listings/editor-schema";
import type { TranslatableField } from "@/lib/i18n/translatable-fields";
import type { Locale } from "@/lib/i18n/locales";
import { useFieldErrorText } from "./use-listing-errors";

export type ListingForm = UseFormReturn<ListingEditFormValues, unknown, ListingEditInput>;
export type ListingFormField = Exclude<keyof ListingEditFormValues & string, "expectedUpdatedAt" | "translations">;
/** A translated description: `translations.{locale}.{field}`. */
export type TranslationFormField = `translations.${Locale}.${TranslatableField}`;

const TEXTAREA_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600 sm:text-sm";

type FieldProps = {
  form: ListingForm;
  name: ListingFormField | TranslationFormField;
  label: string;
  hint?: string;
  rows?: number;
  type?: "text" | "url" | "email" | "tel";
  inputMode?: "decimal" | "text";
  /** The language of the text typed in (a translation's). */
  lang?: string;
};

/** A label over its control, with the control's hint or error (already in the page's language) under it. */
export function FieldFrame({ id, label, hint, error, children }: LabelledFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input (or textarea when `rows` is given) bound to the form, with its hint or error. */
export function ListingTextField({ form, name, label, hint, rows, type = "text", inputMode, lang }: FieldProps) {
  const id = useId();
  const error = useFieldErrorText()(form.getFieldState(name, form.formState).error);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    lang,
    "data-testid": `listing-field-${name}`,
    ...form.register(name),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea rows={rows} className={TEXTAREA_CLASS} {...common} />
      ) : (
        <Input type={type} inputMode={inputMode} {...common} />
      )}
    </FieldFrame>
  );
}

export function ListingCheckbox({ form, name, label }: { form: ListingForm; name: ListingFormField; label: string }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-emerald-600"
        data-testid={`listing-field-${name}`}
        {...form.register(name)}
      />
      {label}
    </label>
  );
}

export type SelectOption = string | { value: string; label: string };

export function ListingSelect({
  form,
  name,
  label,
  options,
  hint,
}: {
  form: ListingForm;
  name: ListingFormField;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
}) {
  const id = useId();
  const error = useFieldErrorText()(form.getFieldState(name, form.formState).error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm"
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        data-testid={`listing-field-${name}`}
        {...form.register(name)}
      >
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

/** Several checkboxes of one field: the form value is the list of checked values. */
export function ListingCheckboxGroup({
  form,
  name,
  label,
  options,
}: {
  form: ListingForm;
  name: ListingFormField;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const error = useFieldErrorText()(form.getFieldState(name, form.formState).error);
  const id = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5" data-testid={`listing-field-${name}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-900 sm:min-h-9">
            <input
              type="checkbox"
              value={option.value}
              className="size-4 accent-emerald-600"
              {...form.register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ListingFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
