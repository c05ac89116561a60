"use client";

import { useTranslations } from "next-intl";
import type { FormEventHandler, Ref } from "react";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { BRAND_DESCRIPTION_MAX_LENGTH } from "@/lib/brands/submission";
import type { FilterOption } from "@/lib/directory/filters";
import { BrandInfoPanel } from "./brand-info-panel";
import { CaptchaField } from "./captcha-field";
import type { CaptchaState } from "./use-captcha";
import type { EnrichmentState } from "./use-brand-enrichment";
import { useBrandMessage } from "./use-brand-message";

export const BRAND_FORM_FIELDS = ["website", "category", "description", "captchaAnswer"] as const;
export type BrandFormField = (typeof BRAND_FORM_FIELDS)[number];

/** What a field needs from whichever form drives it: react-hook-form's register(), or a plain name and ref. */
export type FieldBinding<T extends HTMLElement> = {
  name: string;
  ref: Ref<T>;
  onChange?: FormEventHandler<T>;
  onBlur?: FormEventHandler<T>;
};

type AddBrandFieldsProps = {
  fields: {
    website: FieldBinding<HTMLInputElement>;
    category: FieldBinding<HTMLSelectElement>;
    description: FieldBinding<HTMLTextAreaElement>;
    captchaAnswer: FieldBinding<HTMLInputElement>;
    captchaToken: FieldBinding<HTMLInputElement>;
  };
  errors: Partial<Record<BrandFormField, string>>;
  /** The brand categories, labelled in the page's language. */
  categories: readonly FilterOption[];
  enrichment: EnrichmentState;
  captcha: CaptchaState;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
};

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600 sm:text-sm";

/** docs/product.md, Admin: screens: the Add Brand form's markup, the same before and after its react-hook-form logic has loaded. */
export function AddBrandFields({
  fields,
  errors: rawErrors,
  categories,
  enrichment,
  captcha,
  submitting,
  onSubmit,
}: AddBrandFieldsProps) {
  const t = useTranslations("add-brand");
  const localMessage = useBrandMessage();
  const errors = Object.fromEntries(
    Object.entries(rawErrors).map(([field, message]) => [field, localMessage(message)]),
  ) as AddBrandFieldsProps["errors"];
  const describedBy = (field: BrandFormField, id: string) => (errors[field] ? `${id}-error` : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      data-testid="add-brand-form"
      aria-busy={submitting}
    >
      <FormField id="brand-website" label={t("website")} error={errors.website}>
        <Input
          id="brand-website"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://example.com"
          aria-invalid={errors.website ? true : undefined}
          aria-describedby={describedBy("website", "brand-website")}
          data-testid="brand-website"
          {...fields.website}
        />
      </FormField>

      {enrichment.status === "gathering" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600" data-testid="enrichment-status">
          <Icon name="loader-2" className="size-4 animate-spin" />
          {t("gathering")}
        </p>
      ) : null}
      {enrichment.data ? <BrandInfoPanel data={enrichment.data} /> : null}

      <FormField id="brand-category" label={t("category")} error={errors.category}>
        <select
          id="brand-category"
          className={`${FIELD_CLASS} h-11 sm:h-10`}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy("category", "brand-category")}
          data-testid="brand-category"
          {...fields.category}
        >
          <option value="">{t("selectCategory")}</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>

      <FormField id="brand-description" label={t("description")} error={errors.description}>
        <textarea
          id="brand-description"
          rows={4}
          maxLength={BRAND_DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          placeholder={t("descriptionPlaceholder")}
          className={`${FIELD_CLASS} min-h-24 py-2`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description", "brand-description")}
          data-testid="brand-description"
          {...fields.description}
        />
      </FormField>

      <input type="hidden" {...fields.captchaToken} />
      <CaptchaField id="brand-captcha" captcha={captcha} error={errors.captchaAnswer} answer={fields.captchaAnswer} />

      <Button type="submit" size="lg" disabled={submitting} data-testid="brand-submit">
        {submitting ? <Icon name="loader-2" className="animate-spin" /> : <Icon name="send" />}
        {submitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
