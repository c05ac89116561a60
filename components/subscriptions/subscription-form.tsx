"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, isUnauthorizedError } from "@/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CATEGORIES_REQUIRED_MESSAGE,
  LOCATION_MAX_LENGTH,
  LOCATION_REQUIRED_MESSAGE,
  SUBSCRIPTION_CATEGORIES,
  isSubscriptionCategory,
  type SubscriptionView,
} from "@/lib/alerts/subscription-options";
import {
  createSubscriptionSchema,
  type CreateSubscription,
  type CreateSubscriptionInput,
} from "@/lib/alerts/subscription-schema";
import { signInAgain } from "./sign-in-again";

const resolver = zodResolver(createSubscriptionSchema);

const EMPTY: CreateSubscriptionInput = { location: "", categories: [], active: true };

/** `/profile?tab=subscriptions&location=Berlin&categories=clinics,labs` (the member home's "Set Up Notifications"). */
function valuesFromUrl(): Partial<CreateSubscriptionInput> {
  const params = new URLSearchParams(window.location.search);
  const location = params.get("location")?.trim().slice(0, LOCATION_MAX_LENGTH);
  const categories = params.get("categories")?.split(",").filter(isSubscriptionCategory);
  return { ...(location ? { location } : {}), ...(categories?.length ? { categories } : {}) };
}

/** The new-subscription form: validated here and again by POST /api/subscriptions with the same schema. */
export function SubscriptionForm({ onCreated }: { onCreated: (subscription: SubscriptionView) => void }) {
  const id = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const t = useTranslations("profile.subscriptions");
  const categoryLabel = useTranslations("kinds.categories");
  const local = (message?: string) =>
    message === LOCATION_REQUIRED_MESSAGE
      ? t("locationRequired")
      : message === CATEGORIES_REQUIRED_MESSAGE
        ? t("categoriesRequired")
        : message;
  const form = useForm<CreateSubscriptionInput, unknown, CreateSubscription>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const prefill = valuesFromUrl();
    if (prefill.location) form.setValue("location", prefill.location);
    if (prefill.categories) form.setValue("categories", prefill.categories);
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSuggestions([]);
    try {
      const created = await apiRequest<SubscriptionView>("POST", "/api/subscriptions", values);
      form.reset(EMPTY);
      onCreated(created);
      toast({ title: t("created") });
    } catch (error) {
      if (isUnauthorizedError(error)) return signInAgain({ title: t("unauthorized"), description: t("loggingIn") });
      const invalid = error instanceof ApiError && error.code === "bad_request" ? error : null;
      const locationMessage = invalid?.fields.location?.[0]?.message;
      const categoriesMessage = invalid?.fields.categories?.[0]?.message;
      if (locationMessage || categoriesMessage) {
        if (locationMessage) form.setError("location", { message: locationMessage }, { shouldFocus: true });
        if (categoriesMessage) form.setError("categories", { message: categoriesMessage });
        setSuggestions(invalid?.body?.error.suggestions ?? []);
        return;
      }
      toast({ variant: "destructive", title: t("error"), description: t("createFailed") });
    }
  });

  function choose(suggestion: string) {
    form.setValue("location", suggestion);
    form.clearErrors("location");
    setSuggestions([]);
  }

  const locationError = local(errors.location?.message);
  const categoriesError = local(errors.categories?.message);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-xl border border-slate-200 p-5"
      data-testid="subscription-form"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-location`} className="text-sm font-medium text-slate-800">
          {t("location")}
        </label>
        <div className="relative">
          <Icon
            name="map-pin"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={`${id}-location`}
            placeholder={t("placeholder")}
            autoComplete="address-level2"
            maxLength={LOCATION_MAX_LENGTH}
            aria-invalid={locationError ? true : undefined}
            aria-describedby={locationError ? `${id}-location-error` : undefined}
            className="pl-9"
            data-testid="subscription-location"
            {...form.register("location")}
          />
        </div>
        {locationError ? (
          <p
            id={`${id}-location-error`}
            role="alert"
            className="text-sm text-red-700"
            data-testid="subscription-location-error"
          >
            {locationError}
          </p>
        ) : null}
        {suggestions.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="subscription-suggestions">
            <span className="text-sm text-slate-600">{t("didYouMean")}</span>
            {suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className="chip"
                onClick={() => choose(suggestion)}
                data-testid="subscription-suggestion"
              >
                {suggestion}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={categoriesError ? `${id}-categories-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("categories")}</legend>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {SUBSCRIPTION_CATEGORIES.map((category) => {
                const checked = field.value.includes(category);
                return (
                  <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name={field.name}
                      value={category}
                      checked={checked}
                      onBlur={field.onBlur}
                      onChange={() =>
                        field.onChange(checked ? field.value.filter((c) => c !== category) : [...field.value, category])
                      }
                      className="size-4 accent-emerald-700"
                      data-testid={`subscription-category-${category}`}
                    />
                    {categoryLabel(category)}
                  </label>
                );
              })}
            </div>
          )}
        />
        {categoriesError ? (
          <p
            id={`${id}-categories-error`}
            role="alert"
            className="text-sm text-red-700"
            data-testid="subscription-categories-error"
          >
            {categoriesError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <SubmitButton busy={isSubmitting} icon="bell-ring" data-testid="subscription-submit">
          {isSubmitting ? t("creating") : t("create")}
        </SubmitButton>
      </div>
    </form>
  );
}
