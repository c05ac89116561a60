"use client";

import Link from "next/link";
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useDirectoryState } from "@/components/directory/use-directory-state";
import { useErrorText, type ErrorInput } from "@/components/i18n/use-error-text";
import { useCurrentUser } from "@/components/layout/current-user";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Icon } from "@/components/ui/icon";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, apiRequest } from "@/lib/api-client";
import { directoryHref } from "@/lib/directory/directory-schema";
import { errorKey } from "@/lib/http/error-key";
import { TIME_ZONE } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import {
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency as Frequency,
} from "@/lib/saved-searches/saved-search-rules";

/** The form's own inputs; "_" holds what concerns the whole search (a limit, a filter the page refused). */
type Field = "name" | "frequency" | "email" | "_";
type Errors = Partial<Record<Field, ErrorInput>>;

const FIELD = "rounded border border-slate-300 bg-white px-2 py-1";
const OWN_FIELDS: readonly Field[] = ["name", "frequency", "email"];

/** The field errors of a refusal: the form's own inputs by name, any other (a criterion, the whole input) as "_". */
function refusalErrors(error: ApiError): Errors {
  const errors: Errors = {};
  for (const [field, issues] of Object.entries(error.fields)) {
    const target: Field = (OWN_FIELDS as readonly string[]).includes(field) ? (field as Field) : "_";
    errors[target] ??= issues[0];
  }
  return errors;
}

/**
 * The full save form: it saves the view the page shows now (the directory's URL state, which moves without a new
 * page), asks only a visitor for an address (membership is learned here: the page itself is cached for everyone),
 * sends it with fetch and says each refusal by its code, in the page's language.
 */
function SaveSearchFields() {
  const t = useTranslations("profile.savedSearches");
  const say = useErrorText();
  const locale = useLocale();
  const id = useId();
  const { user, isLoading } = useCurrentUser();
  const { state } = useDirectoryState();
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState<Frequency>("daily");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<"saved" | "pending" | null>(null);
  const visitor = !user && !isLoading;
  const href = directoryHref(state);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const own: Errors = {};
    if (!name.trim()) own.name = errorKey(SAVED_SEARCH_ERRORS.name, { max: SAVED_SEARCH_NAME_MAX });
    if (visitor && !email.trim()) own.email = "errors.required";
    setErrors(own);
    if (Object.keys(own).length) return;
    setBusy(true);
    try {
      const body = { view: state.category, query: href.replace(/^[^?]*\??/, ""), name, frequency, locale };
      if (visitor) await apiRequest("POST", "/api/saved-searches/email", { ...body, email });
      else await apiRequest("POST", "/api/saved-searches", body);
      setDone(visitor ? "pending" : "saved");
      setName("");
      setEmail("");
    } catch (error) {
      if (!(error instanceof ApiError)) setFailure(t("offline"));
      else if (error.code === "rate_limited") setFailure(t("rateLimited"));
      else if (Object.keys(error.fields).length) setErrors(refusalErrors(error));
      else setFailure(error.status < 500 && error.serverMessage ? error.serverMessage : t("saveFailed"));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="mt-3 flex flex-col items-start gap-2" role="status" data-testid="save-search-done">
        <p className="flex items-start gap-1.5 text-emerald-800">
          <Icon name="check-circle-2" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(done === "saved" ? "savedText" : "pendingText")}
        </p>
        <div className="flex flex-wrap gap-2">
          {done === "saved" ? (
            <Button asChild size="sm">
              <Link href="/profile?tab=subscriptions">{t("manage")}</Link>
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setDone(null)} data-testid="save-search-again">
            {t("again")}
          </Button>
        </div>
      </div>
    );

  const message = (field: Field) => say(errors[field]);
  const describedBy = (field: Field) => (message(field) ? `${id}-${field}-error` : undefined);
  return (
    <form
      method="post"
      action="/api/saved-searches/save"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-3 flex flex-col gap-3"
      data-testid="save-search-form"
      data-enhanced="true"
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`}>{t("name")}</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={SAVED_SEARCH_NAME_MAX + 20}
            aria-invalid={message("name") ? true : undefined}
            aria-describedby={describedBy("name")}
            className={FIELD}
            data-testid="save-search-name"
          />
          <FieldError id={`${id}-name-error`} message={message("name")} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-frequency`}>{t("frequency")}</label>
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Frequency)}
            aria-describedby={describedBy("frequency")}
            className={FIELD}
            data-testid="save-search-frequency"
          >
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`frequencies.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-frequency-error`} message={message("frequency")} />
        </div>
        {visitor ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`}>{t("visitorEmail")}</label>
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              maxLength={274}
              aria-invalid={message("email") ? true : undefined}
              aria-describedby={describedBy("email")}
              className={FIELD}
              data-testid="save-search-email"
            />
            <FieldError id={`${id}-email-error`} message={message("email")} />
          </div>
        ) : null}
        <SubmitButton busy={busy} variant="outline" className="self-end" data-testid="save-search-submit">
          {t("submit")}
        </SubmitButton>
      </div>
      <FieldError id={`${id}-_-error`} message={message("_") ?? failure ?? undefined} />
      {visitor ? (
        <p className="text-slate-600">
          <a
            className="underline"
            href={`/login?returnTo=${encodeURIComponent(localePath(locale, href))}`}
            data-testid="save-search-sign-in"
          >
            {t("signIn")}
          </a>
        </p>
      ) : null}
    </form>
  );
}

/** The form inside its wording: the directory's islands carry none of the profile's texts. */
function SaveSearchFieldsWithWording({ wording }: { wording: Pick<Messages, "profile"> }) {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...messages, ...wording }} timeZone={TIME_ZONE}>
      <SaveSearchFields />
    </NextIntlClientProvider>
  );
}

/** The form's code has arrived: its wording in `locale` is fetched next, and both are handed over together. */
export async function loadSaveSearchFields(locale: Locale) {
  const profile = (await import(`@/messages/${locale}/profile.json`)) as { default: Messages["profile"] };
  return { Fields: SaveSearchFieldsWithWording, wording: { profile: profile.default } };
}
