"use client";

import { useErrorText } from "@/components/i18n/use-error-text";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { ExpeditedOffer } from "./expedited-offer";
import { useForm, type Path } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useMountOnce } from "@/components/ui/use-mount-once";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import {
  BRAND_DESCRIPTION_MAX_LENGTH,
  brandSubmissionSchema,
  type BrandSubmission,
  type BrandSubmissionInput,
} from "@/lib/brands/submission-schema";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import type { FilterOption } from "@/lib/directory/filters";
import { findUnsafeFields, UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";
import { HeldClaimsNotice } from "@/components/admin/held-claims-notice";
import type { HeldClaims } from "@/lib/listings/held-claims";
import { BrandInfoPanel } from "./brand-info-panel";
import { submitBrand } from "./brand-api";
import { CaptchaField } from "./captcha-field";
import { useBrandEnrichment } from "./use-brand-enrichment";
import { useCaptcha } from "./use-captcha";

const BRAND_FORM_FIELDS = ["website", "category", "description", "captchaAnswer"] as const;
type BrandFormField = (typeof BRAND_FORM_FIELDS)[number];

const EMPTY: BrandSubmissionInput = { website: "", category: "", description: "", captchaToken: "", captchaAnswer: "" };

/** The Add Brand toasts: submitted, failed, invalid URL, enriched or not, in the page's language. */
function useToasts() {
  const t = useTranslations("add-brand.toasts");
  return {
    submitted: { title: t("submittedTitle"), description: t("submittedDescription") },
    failed: { variant: "destructive", title: t("failedTitle"), description: t("failedDescription") },
    invalidUrl: { variant: "destructive", title: t("invalidUrlTitle"), description: t("invalidUrlDescription") },
    enriched: { title: t("enrichedTitle"), description: t("enrichedDescription") },
    notEnriched: { variant: "destructive", title: t("notEnrichedTitle"), description: t("notEnrichedDescription") },
    rateLimited: t("rateLimited"),
  } as const;
}

export type AddBrandFormProps = {
  /** The brand categories, labelled in the page's language. */
  categories: readonly FilterOption[];
  /** Payments are on: after a submission, an expedited review is offered. */
  expedite?: boolean;
};

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600 sm:text-sm";

/** Server field names → this form's fields (the captcha's refusal names the widget, not its hidden token). */
function formFieldOf(name: string): BrandFormField | null {
  if (name === "captcha" || name === "captchaToken") return "captchaAnswer";
  return (BRAND_FORM_FIELDS as readonly string[]).includes(name) ? (name as BrandFormField) : null;
}

/**
 * The Add Brand form, validated with the schema
 * POST /api/data/brands uses, asking the server's captcha and gathering the brand from its website.
 */
export function AddBrandForm({ categories, expedite = false }: AddBrandFormProps) {
  const [submittedId, setSubmittedId] = useState<string>();
  // A submitted description held for a disease claim: the submitter is told each phrase and why.
  const [held, setHeld] = useState<HeldClaims | null>(null);
  const t = useTranslations("add-brand");
  const TOASTS = useToasts();
  // The schema's and the API's field messages come in English; they are shown in the page's language.
  const localMessage = useErrorText();
  const captcha = useCaptcha();
  const enrichment = useBrandEnrichment();
  // No default values: what was typed before hydrating is read from the fields themselves.
  const form = useForm<BrandSubmissionInput, unknown, BrandSubmission>({
    resolver: zodResolver(brandSubmissionSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;
  const token = captcha.challenge?.token ?? "";

  useEffect(() => {
    form.setValue("captchaToken", token);
  }, [form, token]);

  // Leaving the website field with a valid URL gathers the brand's data once per site.
  const gatherBrand = async () => {
    const value = form.getValues("website");
    if (!parseWebsiteUrl(value)) return;
    const result = await enrichment.gather(value);
    if (!result) return;
    if (!result.data) {
      toast(TOASTS.notEnriched);
      return;
    }
    toast(TOASTS.enriched);
    if (result.data.description && !form.getValues("description")?.trim()) {
      form.setValue("description", result.data.description, { shouldValidate: form.formState.isSubmitted });
    }
  };

  function showFailure(error: unknown) {
    const refusal = error instanceof ApiError ? error : null;
    let focused = false;
    for (const [name, messages] of Object.entries(refusal?.fields ?? {})) {
      const field = formFieldOf(name);
      if (!field || !messages[0]) continue;
      form.setError(
        field as Path<BrandSubmissionInput>,
        { message: localMessage(messages[0]) },
        { shouldFocus: !focused },
      );
      focused = true;
    }
    if (refusal?.code === "conflict")
      toast({ ...TOASTS.failed, description: localMessage(refusal.serverMessage) ?? TOASTS.failed.description });
    else if (refusal?.code === "rate_limited") toast({ ...TOASTS.failed, description: TOASTS.rateLimited });
    else if (!focused) toast(TOASTS.failed);
  }

  const submitValid = form.handleSubmit(async (values) => {
    if (!parseWebsiteUrl(values.website)) {
      toast(TOASTS.invalidUrl);
      return;
    }
    try {
      const created = await submitBrand(values);
      setSubmittedId(created.id);
      setHeld(created.held);
      toast(TOASTS.submitted);
      form.reset(EMPTY);
      enrichment.reset();
    } catch (error) {
      form.setValue("captchaAnswer", "");
      showFailure(error);
    }
    // Each challenge is answered once, right or wrong: a new one replaces it (its token lands in the form).
    captcha.refresh();
  });

  // Unsafe markup in any field blocks the submit with an alert, before anything else.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (findUnsafeFields(form.getValues()).length > 0) {
      event?.preventDefault();
      window.alert(UNSAFE_CONTENT_MESSAGE);
      return;
    }
    void submitValid(event);
  };

  // A website typed and left before the form hydrated is gathered now.
  useMountOnce(() => {
    if (document.activeElement?.id !== "brand-website" && form.getValues("website")) void gatherBrand();
  });
  // The form can only be sent by its code (the captcha's question comes with it): until it has hydrated the submit
  // button waits, disabled, while the fields already take what is typed.
  const hydrated = useHydrated();

  const errorOf = (field: BrandFormField) =>
    localMessage(errors[field]?.message ?? (field === "captchaAnswer" ? errors.captchaToken?.message : undefined));
  const describedBy = (field: BrandFormField, id: string) => (errorOf(field) ? `${id}-error` : undefined);
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5"
        data-testid="add-brand-form"
        aria-busy={isSubmitting}
      >
        <FormField id="brand-website" label={t("website")} error={errorOf("website")}>
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
            {...form.register("website", { onBlur: gatherBrand })}
          />
        </FormField>

        {enrichment.state.status === "gathering" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600" data-testid="enrichment-status">
            <Icon name="loader-2" className="size-4 animate-spin" />
            {t("gathering")}
          </p>
        ) : null}
        {enrichment.state.data ? <BrandInfoPanel data={enrichment.state.data} /> : null}

        <FormField id="brand-category" label={t("category")} error={errorOf("category")}>
          <select
            id="brand-category"
            className={`${FIELD_CLASS} h-11 sm:h-10`}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy("category", "brand-category")}
            data-testid="brand-category"
            {...form.register("category")}
          >
            <option value="">{t("selectCategory")}</option>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField id="brand-description" label={t("description")} error={errorOf("description")}>
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
            {...form.register("description")}
          />
        </FormField>

        <input type="hidden" {...form.register("captchaToken")} />
        <CaptchaField
          id="brand-captcha"
          captcha={captcha}
          error={errorOf("captchaAnswer")}
          answer={form.register("captchaAnswer")}
        />

        <SubmitButton size="lg" busy={isSubmitting || !hydrated} icon="send" data-testid="brand-submit">
          {isSubmitting ? t("submitting") : t("submit")}
        </SubmitButton>
        {held ? <HeldClaimsNotice held={held} testId="brand-held-claims" /> : null}
      </form>
      {expedite && submittedId ? <ExpeditedOffer submissionId={submittedId} /> : null}
    </>
  );
}
