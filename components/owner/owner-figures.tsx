"use client";

import { useState } from "react";
import useSWR from "swr";
import { AnalyticsChartsLazy } from "@/components/owner-analytics/analytics-charts-lazy";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { apiRequest } from "@/lib/api-client";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/lib/analytics/period";
import { OWNER_FIGURES, type OwnerFigures as Figures } from "@/lib/owner/figures";
import { figuresPath } from "./owner-api";

const fetchFigures = (url: string) => apiRequest<Figures>("GET", url);
const BARS = OWNER_FIGURES.filter((figure) => figure.key !== "views" && figure.key !== "visitors");

/**
 * A listing's figures for 7, 30 or 90 days: totals, the chart (the site owner's charting chunk, loaded after the
 * page), the searches that led here and a CSV download. All first-party counts, without any visitor's identity.
 */
export function OwnerFigures({ listingId, initial }: { listingId: string; initial: Figures }) {
  const [days, setDays] = useState<AnalyticsPeriod>(initial.days);
  const { data, isLoading, error } = useSWR(figuresPath(listingId, days), fetchFigures, {
    fallbackData: days === initial.days ? initial : undefined,
    revalidateOnFocus: false,
  });

  return (
    <div className="flex flex-col gap-5" data-testid="owner-figures">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Period" className="flex gap-1">
          {ANALYTICS_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "default" : "outline"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              data-testid={`owner-period-${period}`}
            >
              {period} days
            </Button>
          ))}
        </div>
        <Button asChild size="sm" variant="outline">
          <a href={figuresPath(listingId, days, true)} download data-testid="owner-figures-csv">
            <Icon name="download" aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          The figures could not be loaded. Please try again.
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
                <dt className="text-xs text-slate-600">{figure.label}</dt>
                <dd className="text-2xl font-semibold text-slate-900">
                  {data.totals[figure.key].toLocaleString("en-US")}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-500">
            {data.from} to {data.to} (UTC). Unique visitors are counted per day; we never follow anyone across days or
            sites, and bots are left out.
          </p>
          <AnalyticsChartsLazy
            series={data.series}
            events={BARS.map((figure) => ({ label: figure.label, value: data.totals[figure.key] }))}
            bars={{ caption: "Clicks, favorites and appearances", name: "Total" }}
          />
          <section aria-labelledby={`${listingId}-searches`}>
            <h3 id={`${listingId}-searches`} className="mb-2 text-sm font-semibold text-slate-900">
              Searches that led here
            </h3>
            {data.searches.length ? (
              <ol
                className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
                data-testid="owner-searches"
              >
                {data.searches.map((search) => (
                  <li key={search.query} className="flex justify-between gap-3 px-3 py-2 text-sm">
                    <span className="break-words text-slate-800">{search.query}</span>
                    <span className="text-slate-600">{search.count}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-600">No directory search led here in this period yet.</p>
            )}
          </section>
        </>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      )}
    </div>
  );
}
