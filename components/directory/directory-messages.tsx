"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { TrackZeroResults } from "@/components/analytics/track-zero-results";
import { Button } from "@/components/ui/button";

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
