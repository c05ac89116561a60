"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TRANSLATABLE_FIELDS } from "@/lib/i18n/translatable-fields";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import { FieldFrame, ListingTextField, type ListingForm } from "./listing-form-fields";

const ROWS = { shortDescription: 3, description: 3, longDescription: 6 } as const;

/**
 * The listing's translated descriptions, one group per language other than its own: add a language, edit its
 * texts, or remove it (its texts cleared, so the save drops it). Saved with the rest of the form.
 */
export function ListingTranslationFields({ form, contentLocale }: { form: ListingForm; contentLocale: string }) {
  const t = useTranslations("listing-translations");
  const selectId = useId();
  const others = LOCALES.filter((locale) => locale !== contentLocale);
  const hasText = (locale: Locale) =>
    TRANSLATABLE_FIELDS.some((field) => {
      const text = form.getValues(`translations.${locale}.${field}`);
      return typeof text === "string" && text.trim() !== "";
    });
  const [shown, setShown] = useState<Locale[]>(() => others.filter(hasText));
  const addable = others.filter((locale) => !shown.includes(locale));
  const [choice, setChoice] = useState<Locale | "">(addable[0] ?? "");
  const original = isLocale(contentLocale) ? t(`languages.${contentLocale}`) : contentLocale;

  const add = () => {
    if (!choice) return;
    setShown(others.filter((locale) => locale === choice || shown.includes(locale)));
    setChoice(addable.find((locale) => locale !== choice) ?? "");
    // After the render that mounts its fields.
    requestAnimationFrame(() => form.setFocus(`translations.${choice}.shortDescription`));
  };
  const remove = (locale: Locale) => {
    for (const field of TRANSLATABLE_FIELDS)
      form.setValue(`translations.${locale}.${field}`, "", { shouldDirty: true, shouldValidate: false });
    form.clearErrors(`translations.${locale}`);
    setShown(shown.filter((item) => item !== locale));
    setChoice(locale);
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4" data-testid="listing-translations">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <p className="text-sm text-slate-600">{t("intro", { original })}</p>
      {shown.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      {shown.map((locale) => {
        const language = t(`languages.${locale}`);
        return (
          <fieldset
            key={locale}
            className="rounded-md border border-slate-200 p-3"
            data-testid={`listing-translation-${locale}`}
          >
            <legend className="px-1 text-sm font-medium text-slate-900">{t("translation", { language })}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {TRANSLATABLE_FIELDS.map((field) => (
                <div key={field} className={field === "longDescription" ? "sm:col-span-2" : undefined}>
                  <ListingTextField
                    form={form}
                    name={`translations.${locale}.${field}`}
                    label={t(field)}
                    rows={ROWS[field]}
                    lang={locale}
                  />
                </div>
              ))}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              aria-label={t("removeLabel", { language })}
              onClick={() => remove(locale)}
              data-testid={`listing-translation-remove-${locale}`}
            >
              {t("remove")}
            </Button>
          </fieldset>
        );
      })}
      {addable.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <FieldFrame id={selectId} label={t("chooseLanguage")}>
            <select
              id={selectId}
              value={choice}
              onChange={(event) => setChoice(isLocale(event.target.value) ? event.target.value : "")}
              className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm"
              data-testid="listing-translation-language"
            >
              {addable.map((locale) => (
                <option key={locale} value={locale}>
                  {t(`languages.${locale}`)}
                </option>
              ))}
            </select>
          </FieldFrame>
          <Button type="button" variant="outline" onClick={add} data-testid="listing-translation-add">
            {t("add")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
