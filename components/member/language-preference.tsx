"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { hardNavigate } from "@/lib/browser/navigate";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

/** The member's language: account pages and every email follow it; changing it reloads this page in it. */
export function LanguagePreference({ current }: { current: Locale }) {
  const t = useTranslations("profile.language");
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function choose(locale: Locale) {
    setBusy(true);
    try {
      await apiRequest("PATCH", "/api/account", { locale });
      hardNavigate(window.location.pathname + window.location.search);
    } catch {
      setBusy(false);
      toast({ variant: "destructive", title: t("errorTitle"), description: t("error") });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("description")}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select
        id={id}
        data-testid="member-language"
        className="mt-1 h-11 w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 text-sm"
        value={current}
        disabled={busy}
        onChange={(event) => choose(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </section>
  );
}
