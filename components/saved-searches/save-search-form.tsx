import { getLocale, getTranslations } from "next-intl/server";
import type { DirectoryView } from "@/lib/directory/directory-path";

const FREQUENCIES = ["instant", "daily", "weekly"] as const;

/**
 * Saves the view as the server rendered it: a plain form that works before (and without) the page's scripts. A
 * member's is saved at once; a visitor gives an address, which confirms it first; neither goes to sign in.
 */
export async function SaveSearchForm({
  view,
  query,
  returnTo,
}: {
  view: DirectoryView;
  query: string;
  returnTo: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("profile.savedSearches"), getLocale()]);
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="save-search">
      <summary className="cursor-pointer font-medium text-slate-900">{t("save")}</summary>
      <form method="post" action="/api/saved-searches/save" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="view" value={view} />
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        <label className="flex flex-col gap-1">
          {t("name")}
          <input name="name" required maxLength={80} className="rounded border border-slate-300 px-2 py-1" />
        </label>
        <label className="flex flex-col gap-1">
          {t("frequency")}
          <select name="frequency" defaultValue="daily" className="rounded border border-slate-300 px-2 py-1">
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`frequencies.${frequency}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("email")}
          <input name="email" type="email" maxLength={254} className="rounded border border-slate-300 px-2 py-1" />
        </label>
        <button type="submit" className="btn btn-outline btn-md">
          {t("submit")}
        </button>
      </form>
    </details>
  );
}
