"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { FieldError } from "@/components/ui/field-error";
import { useErrorText } from "@/components/i18n/use-error-text";
import { ApiError } from "@/lib/api-client";
import { LOCALES, LOCALE_NAMES, localePath, type Locale } from "@/lib/i18n/locales";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";
import { inviteClient, problemText } from "./owner-api";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm";

/**
 * The owner's review invitations: a client's address and the language of the fixed invitation text. The site sends
 * the link; the owner adds no words of their own, so nothing can be offered for the review.
 */
export function ReviewInvitations({ listingId }: { listingId: string }) {
  const id = useId();
  const t = useTranslations("owner.invitations");
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const locale = useLocale() as Locale;
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(undefined);
    setSent(false);
    try {
      await inviteClient(listingId, {
        email: String(data.get("email") ?? "").trim(),
        locale: String(data.get("locale") ?? locale) as Locale,
      });
      form.reset();
      setSent(true);
    } catch (failure) {
      setError(
        local((failure instanceof ApiError ? failure.fields.email?.[0] : undefined) ?? problemText(failure, problems)),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="review-invitations">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <p className="text-sm text-slate-700">{t("rule")}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-md" data-testid="invitation-form">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {t("email")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          required
          className={INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="invitation-email"
        />
        <FieldError id={`${id}-error`} message={error} />
        <label htmlFor={`${id}-locale`} className="text-sm font-medium text-slate-900">
          {t("language")}
        </label>
        <select
          id={`${id}-locale`}
          name="locale"
          defaultValue={locale}
          className={INPUT}
          data-testid="invitation-locale"
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
        <div>
          <SubmitButton busy={busy} data-testid="invitation-submit">
            {busy ? t("sending") : t("send")}
          </SubmitButton>
        </div>
        <p role="status" className="text-sm text-emerald-800" data-testid="invitation-status">
          {sent ? t("sent") : ""}
        </p>
      </form>
      <a href={localePath(locale, HOW_REVIEWS_WORK_PATH)} className="text-link text-sm">
        {t("howItWorks")}
      </a>
    </div>
  );
}
