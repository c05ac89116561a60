"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useForm, type Path } from "react-hook-form";
import { useMountOnce } from "@/components/ui/use-mount-once";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { BrandSubmission, BrandSubmissionInput } from "@/lib/brands/submission-schema";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import type { FilterOption } from "@/lib/directory/filters";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { findUnsafeFields, UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";
import { AddBrandFields, BRAND_FORM_FIELDS, type BrandFormField } from "./add-brand-fields";
import { submitBrand } from "./brand-api";
import type { CaptchaState } from "./use-captcha";
import type { useBrandEnrichment } from "./use-brand-enrichment";
import { useBrandMessage } from "./use-brand-message";

const resolver = lazyZodResolver<BrandSubmissionInput, BrandSubmission>(() =>
  import("@/lib/brands/submission-schema").then((m) => m.brandSubmissionSchema),
);

const EMPTY: BrandSubmissionInput = { website: "", category: "", description: "", captchaToken: "", captchaAnswer: "" };

/** The form's toasts (submitted, failed, invalid URL, enriched or not), in the page's language. */
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

/** What the visitor did in the plain form before this loaded. */
export type BrandFormHandover = {
  values: Record<BrandFormField, string>;
  focused: BrandFormField | null;
  submit: boolean;
};

export type EnhancedAddBrandFormProps = {
  captcha: CaptchaState;
  enrichment: ReturnType<typeof useBrandEnrichment>;
  categories: readonly FilterOption[];
  takeOver: () => BrandFormHandover;
};

/** Server field names → this form's fields (the captcha's refusal names the widget, not its hidden token). */
function formFieldOf(name: string): BrandFormField | null {
  if (name === "captcha" || name === "captchaToken") return "captchaAnswer";
  return (BRAND_FORM_FIELDS as readonly string[]).includes(name) ? (name as BrandFormField) : null;
}

/** docs/product.md, Admin: screens, entities, states, validation: the Add Brand form with react-hook-form, validated with the schema POST /api/data/brands uses. */
export function EnhancedAddBrandForm({ captcha, enrichment, categories, takeOver }: EnhancedAddBrandFormProps) {
  const [handover] = useState(takeOver);
  const TOASTS = useToasts();
  const localMessage = useBrandMessage();
  const form = useForm<BrandSubmissionInput, unknown, BrandSubmission>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { ...EMPTY, ...handover.values },
  });
  const { errors, isSubmitting } = form.formState;
  const token = captcha.challenge?.token ?? "";

  useEffect(() => {
    form.setValue("captchaToken", token);
  }, [form, token]);

  // docs/product.md, Admin: states: leaving the website field with a valid URL gathers the brand's data once per site.
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
  const website = form.register("website", { onBlur: gatherBrand });

  function showFailure(error: unknown) {
    const refusal = error instanceof ApiError ? error : null;
    let focused = false;
    for (const [name, messages] of Object.entries(refusal?.fields ?? {})) {
      const field = formFieldOf(name);
      if (!field || !messages[0]) continue;
      form.setError(field as Path<BrandSubmissionInput>, { message: messages[0] }, { shouldFocus: !focused });
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
      await submitBrand(values);
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

  // docs/product.md, Admin: validation: unsafe markup in any field blocks the submit with an alert, before anything else.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (findUnsafeFields(form.getValues()).length > 0) {
      event?.preventDefault();
      window.alert(UNSAFE_CONTENT_MESSAGE);
      return;
    }
    void submitValid(event);
  };

  // Continue what the plain form started: the focus, a website already left (gather it), a pending submit.
  useMountOnce(() => {
    if (handover.focused) form.setFocus(handover.focused);
    if (handover.focused !== "website" && handover.values.website) void gatherBrand();
    // The token may still be on its way: submit once the challenge is known, as the visitor asked.
    if (handover.submit) submit();
  });

  return (
    <AddBrandFields
      fields={{
        website,
        category: form.register("category"),
        description: form.register("description"),
        captchaAnswer: form.register("captchaAnswer"),
        captchaToken: form.register("captchaToken"),
      }}
      errors={{
        website: errors.website?.message,
        category: errors.category?.message,
        description: errors.description?.message,
        captchaAnswer: errors.captchaAnswer?.message ?? errors.captchaToken?.message,
      }}
      categories={categories}
      enrichment={enrichment.state}
      captcha={captcha}
      submitting={isSubmitting}
      onSubmit={submit}
    />
  );
}
