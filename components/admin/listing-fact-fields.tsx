"use client";

import { useLocale, useTranslations } from "next-intl";
import { factWords } from "@/lib/listings/fact-words";
import type { ListingKind } from "@/lib/directory/kinds";
import { factsOfKind } from "@/lib/listings/kind-facts";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import type { FactWords } from "@/lib/listings/fact-format";
import { JSON_FACT_EXAMPLES } from "@/lib/listings/fact-examples";
import { factDefinition, type FactKey, type FactValues } from "@/lib/listings/facts";
import type { Biomarker } from "@/lib/biomarkers/catalogue";
import { ListingCheckboxGroup, ListingSelect, ListingTextField, type ListingForm } from "./listing-form-fields";
import { PanelPicker } from "./panel-picker";

/** A stored fact as the editor's form value: text, "yes"/"no"/"" for booleans, checked values, JSON text. */
export function factFormValue(key: FactKey, value: FactValues[FactKey]): string | string[] {
  const definition = factDefinition(key);
  if (value === null) return definition.type === "options" ? [] : "";
  switch (definition.type) {
    case "boolean":
      return value ? "yes" : "no";
    case "options":
      return value as string[];
    case "list":
      return (value as string[]).join(", ");
    case "urls":
      return (value as string[]).join("\n");
    case "json":
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

type HintKey = Parameters<Translator<"listing-editor.factHints">>[0];

/** One fact's input: text, a yes/no/unknown choice, checkboxes, a select, or a JSON box, worded in the page's language. */
function FactField({
  form,
  kind,
  fact,
  words,
  biomarkers,
}: {
  form: ListingForm;
  kind: ListingKind;
  fact: FactKey;
  words: FactWords;
  biomarkers?: readonly Biomarker[];
}) {
  const t = useTranslations("listing-editor.known");
  const hints = useTranslations("listing-editor.factHints");
  const definition = factDefinition(fact);
  const label = words.label(fact, kind);
  const example = definition.type === "json" ? JSON_FACT_EXAMPLES[definition.shape] : "";
  const hint = hints.has(fact as HintKey) ? hints(fact as HintKey, { example }) : undefined;
  const options =
    "options" in definition ? definition.options.map(({ value }) => ({ value, label: words.option(fact, value) })) : [];
  switch (definition.type) {
    case "boolean":
      return (
        <ListingSelect
          form={form}
          name={fact}
          label={label}
          options={[
            { value: "", label: t("unknown") },
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          hint={hint}
        />
      );
    case "option":
      return (
        <ListingSelect
          form={form}
          name={fact}
          label={label}
          options={[{ value: "", label: t("unknown") }, ...options]}
          hint={hint}
        />
      );
    case "options":
      return <ListingCheckboxGroup form={form} name={fact} label={label} options={options} />;
    case "json":
    case "urls":
      return (
        <div className="sm:col-span-2">
          <ListingTextField
            form={form}
            name={fact}
            label={label}
            hint={hint}
            rows={definition.type === "json" ? 5 : 3}
          />
          {fact === "testPanels" && biomarkers?.length ? (
            <PanelPicker form={form} biomarkers={biomarkers} words={words} />
          ) : null}
        </div>
      );
    default:
      return (
        <ListingTextField
          form={form}
          name={fact}
          label={label}
          hint={hint}
          type={definition.type === "url" ? "url" : "text"}
          inputMode={definition.type === "money" || definition.type === "integer" ? "decimal" : undefined}
        />
      );
  }
}

/** The kind's facts in registry order (lib/directory/kinds.ts), then the sources that back them. */
export function ListingFactFields({
  form,
  kind,
  biomarkers,
}: {
  form: ListingForm;
  kind: ListingKind;
  /** The catalogue a panel's markers are picked from (the panel picker shows only with it). */
  biomarkers?: readonly Biomarker[];
}) {
  // One set of words (and its date formatter) for all the kind's fields.
  const words = factWords(useLocale() as Locale, useTranslations("facts"), biomarkers);
  return (
    <>
      {factsOfKind(kind).map((fact) => (
        <FactField key={fact} form={form} kind={kind} fact={fact} words={words} biomarkers={biomarkers} />
      ))}
      <FactField form={form} kind={kind} fact="sourceUrls" words={words} />
    </>
  );
}
