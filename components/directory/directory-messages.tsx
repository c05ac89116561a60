"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { TrackZeroResults } from "@/components/analytics/track-zero-results";
import { Button } from "@/components/ui/button";
import { inPlace } from "@/components/ui/in-place";

/** The load failure, with a Retry that reloads the page. */
export function DirectoryError() {
  const t = useTranslations("directory");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <p className="font-medium text-red-800">{t("loadFailed")}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <Icon name="refresh-cw" aria-hidden="true" />
        {t("retry")}
      </Button>
    </div>
  );
}

/** Empty results: worded for a search or for filters, with a way out. */
export function DirectoryEmpty({
  search,
  onReset,
  resetLabel,
}: {
  search: string;
  onReset: () => void;
  resetLabel: string;
}) {
  const t = useTranslations("directory");
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      {search ? <TrackZeroResults search={search} /> : null}
      <Icon name="search-x" className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">
        {search ? t("emptySearchTitle", { search }) : t("emptyFiltersTitle")}
      </p>
      <p className="max-w-md text-sm text-slate-600">{search ? t("emptySearchHint") : t("emptyFiltersHint")}</p>
      <Button variant="outline" onClick={onReset} className="mt-2">
        {resetLabel}
      </Button>
    </div>
  );
}

/**
 * A place that names no single city: the gazetteer's message and "Did you mean…" choices, each a link searching
 * there. Never an empty list without a word.
 */
export function NearSuggestions({
  place,
  message,
  suggestions,
  hrefOf,
  onChoose,
}: {
  place: string;
  message: string;
  suggestions: readonly string[];
  /** The directory's URL searching near a suggestion (followed before hydration or for a new tab). */
  hrefOf: (place: string) => string;
  onChoose: (place: string) => void;
}) {
  const t = useTranslations("near.suggestions");
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-6"
      data-testid="near-suggestions"
    >
      <p className="font-semibold text-slate-900">
        “{place}”: {message}
      </p>
      {suggestions.length ? (
        <>
          <p className="text-sm text-slate-700">{t("didYouMean")}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button asChild variant="outline" size="sm">
                  <a href={hrefOf(suggestion)} onClick={inPlace(() => onChoose(suggestion))}>
                    {suggestion}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("none")}</p>
      )}
    </div>
  );
}
