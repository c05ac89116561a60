"use client";

import { useErrorText } from "@/components/i18n/use-error-text";
import { useLocale, useTranslations } from "next-intl";
import { withWording } from "@/components/i18n/with-wording";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/brands/captcha-field";
import { useCaptcha } from "@/components/brands/use-captcha";
import { useCurrentUser } from "@/components/layout/current-user";
import { FormActions } from "@/components/ui/form-actions";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  REPORT_FIELD_KEYS,
  REPORT_FIELDS,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_ERRORS,
  REPORT_REASONS,
  type ReportFormValues,
  type ReportInput,
  reportInputSchema,
} from "@/lib/reports/report-schema";

const resolver = zodResolver(reportInputSchema);

const FIELDS = ["reason", "field", "duplicateOf", "message", "email", "captchaAnswer"] as const;
type Field = (typeof FIELDS)[number];

const TEXTAREA =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm";

type Props = { listingId: string; listingName: string; onClose: () => void };

/** The report form: what is wrong, a message, an optional address for the follow-up, and the captcha for visitors. */
export function ReportForm({ listingId, listingName, onClose }: Props) {
  const t = useTranslations("report");
  const locale = useLocale();
  const localMessage = useErrorText();
  const id = useId();
  const { user, isLoading } = useCurrentUser();
  const anonymous = !user && !isLoading;
  const captcha = useCaptcha();
  const form = useForm<ReportFormValues, unknown, ReportInput>({
    resolver,
    defaultValues: { reason: undefined, message: "", email: "", captchaAnswer: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: "reason" });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { setValue } = form;
  const token = captcha.challenge?.token;

  useEffect(() => {
    setValue("captchaToken", token ?? "");
  }, [token, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (anonymous && !values.captchaAnswer) {
      form.setError("captchaAnswer", { message: REPORT_ERRORS.captcha }, { shouldFocus: true });
      return;
    }
    try {
      const body = anonymous
        ? { ...values, locale }
        : { ...values, locale, captchaToken: undefined, captchaAnswer: undefined };
      await apiRequest("POST", `/api/listings/${encodeURIComponent(listingId)}/reports`, body);
      setSent(true);
    } catch (error) {
      const problem = error instanceof ApiError ? error : null;
      const fields = problem?.fields ?? {};
      const named = FIELDS.filter((field) => fields[field]?.[0] || (field === "captchaAnswer" && fields.captcha));
      named.forEach((field, index) =>
        form.setError(
          field,
          { message: localMessage(fields[field]?.[0] ?? fields.captcha?.[0]) },
          { shouldFocus: index === 0 },
        ),
      );
      if (anonymous) {
        form.setValue("captchaAnswer", "");
        captcha.refresh();
      }
      if (!named.length)
        setFailure(problem?.status === 429 ? t("rateLimited") : (problem?.serverMessage ?? t("failed")));
    }
  });

  if (sent) {
    return (
      <div
        className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
        role="status"
        data-testid="report-sent"
      >
        <p className="font-medium text-emerald-900">{t("thanks")}</p>
        <p className="text-sm text-emerald-900">{t("readBy", { emailed: form.getValues("email") ? "yes" : "no" })}</p>
      </div>
    );
  }

  const error = (field: Field) => localMessage(errors[field]?.message);
  const hint = (text: ReactNode) => <span className="font-normal text-slate-500">{text}</span>;
  const describedBy = (field: Field) => (error(field) ? `${id}-${field}-error` : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label={t("formLabel", { name: listingName })}
      data-testid="report-form"
    >
      <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy("reason")}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("whatIsWrong")}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={value}
              className="size-4 accent-emerald-600"
              data-testid={`report-reason-${value}`}
              {...form.register("reason")}
            />
            {t(`reasons.${value}`)}
          </label>
        ))}
        <FieldError id={`${id}-reason-error`} message={error("reason")} />
      </fieldset>
      {reason === "wrong_info" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-field`} className="text-sm font-medium text-slate-900">
            {t("whichInformation")}
          </label>
          <select
            id={`${id}-field`}
            className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm"
            aria-describedby={describedBy("field")}
            data-testid="report-field"
            {...form.register("field", { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t("choose")}</option>
            {REPORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`fields.${REPORT_FIELD_KEYS[field]}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-field-error`} message={error("field")} />
        </div>
      ) : null}
      {reason === "duplicate" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-duplicate`} className="text-sm font-medium text-slate-900">
            {t("duplicateOf")}
          </label>
          <Input
            id={`${id}-duplicate`}
            aria-describedby={describedBy("duplicateOf")}
            data-testid="report-duplicate"
            {...form.register("duplicateOf")}
          />
          <FieldError id={`${id}-duplicateOf-error`} message={error("duplicateOf")} />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-900">
          {t.rich("details", { hint })}
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={REPORT_MESSAGE_MAX_LENGTH + 100}
          className={TEXTAREA}
          aria-describedby={describedBy("message")}
          data-testid="report-message"
          {...form.register("message")}
        />
        <FieldError id={`${id}-message-error`} message={error("message")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {t.rich("email", { hint })}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-describedby={describedBy("email")}
          data-testid="report-email"
          {...form.register("email")}
        />
        <FieldError id={`${id}-email-error`} message={error("email")} />
      </div>
      {anonymous ? (
        <CaptchaField
          id={`${id}-captcha`}
          captcha={captcha}
          error={error("captchaAnswer")}
          answer={form.register("captchaAnswer")}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <FormActions
        busy={isSubmitting}
        submit={t("send")}
        testId="report-submit"
        cancel={t("cancel")}
        onCancel={onClose}
      />
    </form>
  );
}

const reportWording = (locale: Locale) =>
  Promise.all([
    import(`@/messages/${locale}/report.json`) as Promise<{ default: Messages["report"] }>,
    import(`@/messages/${locale}/captcha.json`) as Promise<{ default: Messages["captcha"] }>,
  ]).then(([report, captcha]) => ({ report: report.default, captcha: captcha.default }));

/** The form with its wording and the captcha's in the page's language: both load when the form is about to open. */
export const ReportFormWithWording = withWording(ReportForm, reportWording);
