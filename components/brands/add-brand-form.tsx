"use client";

import { useEffect, useRef, type FormEvent } from "react";
import { useLazyComponent } from "@/components/ui/use-lazy-component";
import type { FilterOption } from "@/lib/directory/filters";
import { AddBrandFields, BRAND_FORM_FIELDS, type BrandFormField } from "./add-brand-fields";
import type { BrandFormHandover, EnhancedAddBrandForm as EnhancedForm } from "./add-brand-form-enhanced";
import { useBrandEnrichment } from "./use-brand-enrichment";
import { useCaptcha } from "./use-captcha";

const loadEnhancedForm = () => import("./add-brand-form-enhanced").then((m) => m.EnhancedAddBrandForm);

/**
 * docs/product.md, Admin: screens, entities, states, validation: the Add Brand form. Its react-hook-form logic (13 KB gzip) is fetched as soon as the page has
 * hydrated rather than before it, so the form is on screen and typable sooner; the enhanced form then replaces this
 * one in a single commit, keeping what was typed, the focus and a pending submit. The captcha and the gathered brand
 * live here, so the swap neither changes the question nor loses the brand.
 */
export function AddBrandForm({ categories }: { categories: readonly FilterOption[] }) {
  const captcha = useCaptcha();
  const enrichment = useBrandEnrichment();
  const [Enhanced, loadEnhanced] = useLazyComponent<typeof EnhancedForm>(loadEnhancedForm);
  const website = useRef<HTMLInputElement>(null);
  const category = useRef<HTMLSelectElement>(null);
  const description = useRef<HTMLTextAreaElement>(null);
  const captchaAnswer = useRef<HTMLInputElement>(null);
  // A submit before the enhanced form has loaded waits for it rather than posting the page away.
  const submitRequested = useRef(false);

  useEffect(loadEnhanced, [loadEnhanced]);

  const elements = { website, category, description, captchaAnswer };
  // Read once, as the enhanced form first renders: the plain fields are still on screen then.
  const takeOver = (): BrandFormHandover => {
    const values = Object.fromEntries(
      BRAND_FORM_FIELDS.map((field) => [field, elements[field].current?.value ?? ""]),
    ) as Record<BrandFormField, string>;
    const focused =
      BRAND_FORM_FIELDS.find(
        (field) => elements[field].current !== null && document.activeElement === elements[field].current,
      ) ?? null;
    return { values, focused, submit: submitRequested.current };
  };

  if (Enhanced)
    return <Enhanced captcha={captcha} enrichment={enrichment} categories={categories} takeOver={takeOver} />;
  return (
    <AddBrandFields
      fields={{
        website: { name: "website", ref: website },
        category: { name: "category", ref: category },
        description: { name: "description", ref: description },
        captchaAnswer: { name: "captchaAnswer", ref: captchaAnswer },
        // Never read: the enhanced form fills in the token.
        captchaToken: { name: "captchaToken", ref: null },
      }}
      errors={{}}
      categories={categories}
      enrichment={enrichment.state}
      captcha={captcha}
      submitting={false}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitRequested.current = true;
      }}
    />
  );
}
