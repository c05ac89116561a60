"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useErrorText } from "@/components/i18n/use-error-text";
import { FieldError } from "@/components/ui/field-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { Button } from "@/components/ui/button";
import { API_KEY_NAME_MAX } from "@/lib/api/api-key";
import type { ApiKeySummary, CreatedApiKey } from "@/lib/api/api-key-schema";
import { DEVELOPERS_PATH } from "@/lib/api/developers-path";
import { ApiError, apiRequest } from "@/lib/api-client";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/listings/detail-format";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm";

type ApiKeysPanelProps = {
  /** The holder's key endpoint: the owner's or the admin's. */
  endpoint: "/api/owner/api-keys" | "/api/admin/api-keys";
  initial: ApiKeySummary[];
};

/**
 * The holder's API keys: create one by name (the key is shown once, here, and never again), see each key's first
 * characters and last use, and revoke it.
 */
export function ApiKeysPanel({ endpoint, initial }: ApiKeysPanelProps) {
  const id = useId();
  const t = useTranslations("developers.apiKeys");
  const say = useErrorText();
  const locale = useLocale() as Locale;
  const [keys, setKeys] = useState(initial);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);

  const problem = (failure: unknown) =>
    failure instanceof ApiError
      ? say(failure.fields.name?.[0] ?? failure.serverMessage ?? failure.message)
      : say("errors.invalid");

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy("create");
    setError(undefined);
    try {
      const key = await apiRequest<CreatedApiKey>("POST", endpoint, {
        name: String(new FormData(form).get("name") ?? ""),
      });
      const { key: _shownOnce, ...summary } = key;
      setCreated(key);
      setKeys((current) => [summary, ...current]);
      form.reset();
    } catch (failure) {
      setError(problem(failure));
    } finally {
      setBusy(null);
    }
  }

  async function revoke(keyId: string) {
    setBusy(keyId);
    setError(undefined);
    try {
      const revoked = await apiRequest<ApiKeySummary>("DELETE", `${endpoint}/${encodeURIComponent(keyId)}`);
      setKeys((current) => current.map((key) => (key.id === keyId ? revoked : key)));
      if (created?.id === keyId) setCreated(null);
    } catch (failure) {
      setError(problem(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="api-keys">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <form onSubmit={create} noValidate className="flex flex-col gap-2 sm:max-w-md" data-testid="api-key-form">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-900">
          {t("name")}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={API_KEY_NAME_MAX}
          autoComplete="off"
          className={INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="api-key-name"
        />
        <FieldError id={`${id}-error`} message={error} />
        <div>
          <SubmitButton busy={busy === "create"} data-testid="api-key-create">
            {busy === "create" ? t("creating") : t("create")}
          </SubmitButton>
        </div>
      </form>
      <div role="status">
        {created ? (
          <div className="flex flex-col gap-1 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            <label htmlFor={`${id}-created`}>{t("created")}</label>
            <input
              id={`${id}-created`}
              readOnly
              value={created.key}
              className={`${INPUT} font-mono`}
              data-testid="api-key-created"
            />
            <p>{t("copyHint")}</p>
          </div>
        ) : null}
      </div>
      {keys.length ? (
        <ul className="flex flex-col gap-2" data-testid="api-key-list">
          {keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm"
              data-key-id={key.id}
            >
              <div className="flex flex-col">
                <span className="font-medium text-slate-900">{key.name}</span>
                <span className="text-slate-600">
                  {t("prefix")} <code>{key.prefix}…</code> ·{" "}
                  {t("createdAt", { date: formatDate(locale, key.createdAt) ?? "" })} ·{" "}
                  {key.lastUsedAt ? t("lastUsed", { date: formatDate(locale, key.lastUsedAt) ?? "" }) : t("neverUsed")}
                </span>
              </div>
              {key.revokedAt ? (
                <span className="text-slate-600">
                  {t("revoked", { date: formatDate(locale, key.revokedAt) ?? "" })}
                </span>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy === key.id}
                  onClick={() => revoke(key.id)}
                  data-testid="api-key-revoke"
                >
                  {busy === key.id ? t("revoking") : t("revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("none")}</p>
      )}
      <a href={localePath(locale, DEVELOPERS_PATH)} className="text-link text-sm">
        {t("docs")}
      </a>
    </div>
  );
}
