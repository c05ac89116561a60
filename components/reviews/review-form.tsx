"use client";

import { useErrorText } from "@/components/i18n/use-error-text";
import { useFormatter, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type OwnReview,
  type ReviewFormValues,
  type ReviewInput,
  reviewInputSchema,
} from "@/lib/reviews/review-schema";
import type { ListingKind } from "@/lib/directory/kinds";
import { dimensionsOf } from "@/lib/reviews/dimensions";
import { reviewThroughInvitation, saveReview } from "./review-api";
import { StarRatingInput } from "./star-rating-input";

const resolver = zodResolver(reviewInputSchema);

const FIELDS = ["rating", "title", "body"] as const;

type ReviewFormProps = {
  listingId: string;
  listingName: string;
  /** The member's existing review: the form edits it. */
  review: OwnReview | null;
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
  /** The server refused a second review (written elsewhere meanwhile): reload the member's reviews. */
  onConflict: () => void;
  /** The listing's kind: which optional dimensions the form offers. */
  kind?: ListingKind;
  /** Written through an owner's invitation link: posted to it, and stored as verified. */
  invitationToken?: string;
};

/** Writes or edits the member's review; validated here and again by the API with the same schema. Loaded on demand. */
export function ReviewForm({
  listingId,
  listingName,
  review,
  onSaved,
  onCancel,
  onConflict,
  kind,
  invitationToken,
}: ReviewFormProps) {
  const t = useTranslations("reviews-form");
  const format = useFormatter();
  const localMessage = useErrorText();
  const hint = (text: ReactNode) => <span className="font-normal text-slate-500">{text}</span>;
  const id = useId();
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver,
    defaultValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? "",
      body: review?.body ?? "",
      dimensions: review?.dimensions ?? {},
    },
  });
  const dimensions = kind ? dimensionsOf(kind) : [];
  const { errors, isSubmitting } = form.formState;
  const bodyLength = (useWatch({ control: form.control, name: "body" }) ?? "").length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await (invitationToken
        ? reviewThroughInvitation(invitationToken, values)
        : saveReview(listingId, review?.id ?? null, values));
      toast({ title: t("toasts.saved") });
      await onSaved();
    } catch (error) {
      const problem = error instanceof ApiError ? error : null;
      const fieldErrors = FIELDS.filter((field) => problem?.fields[field]?.[0]);
      for (const field of fieldErrors)
        form.setError(
          field,
          { message: localMessage(problem?.fields[field]?.[0]) },
          { shouldFocus: field === fieldErrors[0] },
        );
      const dimensionErrors = dimensions.filter((key) => problem?.fields[`dimensions.${key}`]?.[0]);
      for (const key of dimensionErrors)
        form.setError(`dimensions.${key}`, { message: localMessage(problem?.fields[`dimensions.${key}`]?.[0]) });
      if (fieldErrors.length || dimensionErrors.length) return;
      if (problem?.status === 409) onConflict();
      const description =
        problem?.status === 401
          ? t("toasts.signIn")
          : problem?.status === 429
            ? t("toasts.rateLimited")
            : problem?.status === 409 || problem?.status === 404 || problem?.status === 403
              ? (problem.serverMessage ?? t("toasts.retry"))
              : t("toasts.retry");
      toast({ variant: "destructive", title: t("toasts.saveFailed"), description });
    }
  });

  const errorId = (field: (typeof FIELDS)[number]) => (errors[field] ? `${id}-${field}-error` : undefined);
  const ratingError = errorId("rating");
  const titleError = errorId("title");
  const bodyError = errorId("body");

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="review-form"
      aria-label={t("formLabel", { name: listingName })}
    >
      <div>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorId={ratingError}
            />
          )}
        />
        {ratingError ? (
          <p id={ratingError} role="alert" className="mt-1 text-sm text-red-700">
            {localMessage(errors.rating?.message)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-900">
          {t.rich("title", { hint })}
        </label>
        <Input
          id={`${id}-title`}
          maxLength={REVIEW_TITLE_MAX_LENGTH + 20}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError}
          data-testid="review-title"
          {...form.register("title")}
        />
        {titleError ? (
          <p id={titleError} role="alert" className="text-sm text-red-700">
            {localMessage(errors.title?.message)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-900">
          {t.rich("body", { hint })}
        </label>
        <textarea
          id={`${id}-body`}
          rows={5}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={[bodyError, `${id}-count`].filter(Boolean).join(" ")}
          data-testid="review-body"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600 sm:text-sm"
          placeholder={t("placeholder")}
          {...form.register("body")}
        />
        <div className="flex justify-between gap-2 text-sm">
          <p id={bodyError} role={bodyError ? "alert" : undefined} className="text-red-700">
            {localMessage(errors.body?.message)}
          </p>
          <p id={`${id}-count`} className={bodyLength > REVIEW_BODY_MAX_LENGTH ? "text-red-700" : "text-slate-500"}>
            {format.number(bodyLength)}/{format.number(REVIEW_BODY_MAX_LENGTH)}
          </p>
        </div>
      </div>
      {dimensions.length ? (
        <fieldset className="flex flex-col gap-2" data-testid="review-dimensions">
          <legend className="text-sm font-medium text-slate-900">{t("dimensionsLegend")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {dimensions.map((key) => {
              const message = errors.dimensions?.[key]?.message;
              const errorIdOf = message ? `${id}-dimension-${key}-error` : undefined;
              return (
                <div key={key} className="flex flex-col gap-1">
                  <label htmlFor={`${id}-dimension-${key}`} className="text-sm text-slate-900">
                    {t(`dimensions.${key}`)}
                  </label>
                  <select
                    id={`${id}-dimension-${key}`}
                    aria-invalid={errorIdOf ? true : undefined}
                    aria-describedby={errorIdOf}
                    data-testid={`review-dimension-${key}`}
                    className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm"
                    {...form.register(`dimensions.${key}`, {
                      setValueAs: (value: unknown) => (value === "" || value == null ? null : Number(value)),
                    })}
                  >
                    <option value="">{t("notRated")}</option>
                    {[1, 2, 3, 4, 5].map((stars) => (
                      <option key={stars} value={stars}>
                        {t("stars", { count: stars })}
                      </option>
                    ))}
                  </select>
                  {errorIdOf ? (
                    <p id={errorIdOf} role="alert" className="text-sm text-red-700">
                      {localMessage(message)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <FormActions
        busy={isSubmitting}
        submit={isSubmitting ? t("saving") : review ? t("save") : t("post")}
        testId="review-submit"
        cancel={t("cancel")}
        onCancel={onCancel}
        cancelDisabled={isSubmitting}
      />
    </form>
  );
}
