import { getLocale, getTranslations } from "next-intl/server";
import type { DirectoryView } from "@/lib/directory/directory-path";
import { SAVED_SEARCH_FREQUENCIES } from "@/lib/saved-searches/saved-search-rules";
import { SaveSearchPanel } from "./save-search-panel";

const FIELD = "rounded border border-slate-300 bg-white px-2 py-1";

/**
 * Saves the view as the server rendered it: a plain form that works before (and without) the page's scripts. A
 * member's is saved at once; a visitor gives an address, which confirms it first; neither goes to sign in. Once the
 * panel is opened with scripts on, the full form replaces it (save-search-panel.tsx). The action names the page's
 * language, so even a refused form (read no further than its URL) lands on the outcome page in it.
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
    <SaveSearchPanel summary={t("save")}>
      <form
        method="post"
        action={`/api/saved-searches/save?locale=${locale}`}
        className="mt-3 flex flex-wrap items-end gap-3"
        data-testid="save-search-form"
      >
        <input type="hidden" name="view" value={view} />
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        <label className="flex flex-col gap-1">
          {t("name")}
          <input name="name" required maxLength={80} className={FIELD} data-testid="save-search-name" />
        </label>
        <label className="flex flex-col gap-1">
          {t("frequency")}
          <select name="frequency" defaultValue="daily" className={FIELD} data-testid="save-search-frequency">
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`frequencies.${frequency}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("email")}
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            className={FIELD}
            data-testid="save-search-email"
          />
        </label>
        <button type="submit" className="btn btn-outline btn-md" data-testid="save-search-submit">
          {t("submit")}
        </button>
      </form>
    </SaveSearchPanel>
  );
}
