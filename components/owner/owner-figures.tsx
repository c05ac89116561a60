"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { AnalyticsChartsLazy } from "@/components/owner-analytics/analytics-charts-lazy";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { apiRequest, swrConfig } from "@/lib/api-client";
import { formatNumber } from "@/lib/i18n/format";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/lib/analytics/period";
import { OWNER_FIGURES, type OwnerFigures as Figures } from "@/lib/owners/figures";
import { figuresPath } from "./owner-api";

const fetchFigures = (url: string) => apiRequest<Figures>("GET", url);
const BARS = OWNER_FIGURES.filter((figure) => figure.key !== "views" && figure.key !== "visitors");

/**
 * A listing's figures for 7, 30 or 90 days: totals, the chart (the site owner's charting chunk, loaded after the
 * page), the searches that led here and a CSV download. All first-party counts, without any visitor's identity.
 */
export function OwnerFigures({ listingId, initial }: { listingId: string; initial: Figures }) {
  const t = useTranslations("owner.figures");
  const locale = useLocale();
  const [days, setDays] = useState<AnalyticsPeriod>(initial.days);
  const { data, isLoading, error } = useSWR(figuresPath(listingId, days), fetchFigures, {
    ...swrConfig,
    fallbackData: days === initial.days ? initial : undefined,
    revalidateOnFocus: false,
  });

  return (
    <div className="flex flex-col gap-5" data-testid="owner-figures">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("period")} className="flex gap-1">
          {ANALYTICS_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "default" : "outline"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              data-testid={`owner-period-${period}`}
            >
              {t("days", { count: period })}
            </Button>
          ))}
        </div>
        <Button asChild size="sm" variant="outline">
          <a href={figuresPath(listingId, days, true)} download data-testid="owner-figures-csv">
            <Icon name="download" aria-hidden="true" /> {t("csv")}
          </a>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {t("loadFailed")}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={isLoading}>
            {OWNER_FIGURES.map((figure) => (
              <div
                key={figure.key}
                className="rounded-lg border border-slate-200 bg-white p-3"
                data-testid={`owner-figure-${figure.key}`}
              >
                <dt className="text-xs text-slate-600">{t(`labels.${figure.key}`)}</dt>
                <dd className="text-2xl font-semibold text-slate-900">
                  {formatNumber(locale, data.totals[figure.key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-500">{t("note", { from: data.from, to: data.to })}</p>
          <AnalyticsChartsLazy
            series={data.series}
            events={BARS.map((figure) => ({ label: t(`labels.${figure.key}`), value: data.totals[figure.key] }))}
            bars={{ caption: t("barsCaption"), name: t("barsName") }}
          />
          <section aria-labelledby={`${listingId}-searches`}>
            <h3 id={`${listingId}-searches`} className="mb-2 text-sm font-semibold text-slate-900">
              {t("searches")}
            </h3>
            {data.searches.length ? (
              <ol
                className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
                data-testid="owner-searches"
              >
                {data.searches.map((search) => (
                  <li key={search.query} className="flex justify-between gap-3 px-3 py-2 text-sm">
                    <span className="break-words text-slate-800">{search.query}</span>
                    <span className="text-slate-600">{formatNumber(locale, search.count)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-600">{t("noSearches")}</p>
            )}
          </section>
        </>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t("loading")}
        </p>
      )}
    </div>
  );
}
