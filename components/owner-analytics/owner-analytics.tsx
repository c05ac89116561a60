import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ColumnHeads } from "@/components/ui/column-heads";
import { ANALYTICS_PERIODS } from "@/lib/analytics/period";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/i18n/format";
import type { AnalyticsDashboardData } from "@/server/analytics/dashboard";
import { AnalyticsChartsLazy } from "./analytics-charts-lazy";
import { TopList } from "./top-list";

function Kpi({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId: string }) {
  const locale = useLocale();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p data-testid={testId} className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {formatNumber(locale, value)}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

/** The ranked lists, in the order they are shown: the catalogue's list and column names and the data behind each. */
const TOP_LISTS = [
  { list: "topViews", rows: "topListingViews", column: "views", testId: "analytics-top-listing-views" },
  { list: "topOutbound", rows: "topOutbound", column: "clicks", testId: "analytics-top-outbound" },
  { list: "topPages", rows: "topPages", column: "views", testId: "analytics-top-pages" },
  { list: "topSearches", rows: "topSearches", column: "searches", testId: "analytics-top-searches" },
  { list: "zeroSearches", rows: "zeroResultSearches", column: "searches", testId: "analytics-zero-searches" },
  { list: "eventsByType", rows: "eventsByType", column: "events", testId: "analytics-events-by-type" },
  { list: "assistantTopics", rows: "assistantTopics", column: "questions", testId: "analytics-assistant-topics" },
] as const;

/** The owner's analytics for one period: first-party counts (bots left out), from the daily rollups. */
export function OwnerAnalytics({ data }: { data: AnalyticsDashboardData }) {
  const { totals } = data;
  const t = useTranslations("analytics.dashboard");
  const locale = useLocale();
  return (
    <div data-testid="owner-analytics" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t("range", { from: data.from, to: data.to })}</p>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t("period")} className="flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
            {ANALYTICS_PERIODS.map((period) => (
              <Link
                key={period}
                href={`/analytics?days=${period}`}
                prefetch={false}
                aria-current={period === data.days ? "page" : undefined}
                data-testid={`analytics-period-${period}`}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  period === data.days ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {t("days", { count: period })}
              </Link>
            ))}
          </nav>
          <a
            href={`/api/admin/analytics/export?days=${data.days}`}
            download
            data-testid="analytics-export-csv"
            className={buttonVariants({ variant: "outline" })}
          >
            <Icon name="download" aria-hidden="true" /> {t("csv")}
          </a>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Kpi label={t("views")} value={totals.views} testId="analytics-total-views" />
        <Kpi
          label={t("visitors")}
          value={totals.visitorDays}
          hint={t("visitorsHint")}
          testId="analytics-total-visitors"
        />
        <Kpi label={t("events")} value={totals.events} testId="analytics-total-events" />
        <Kpi label={t("outbound")} value={totals.outboundClicks} testId="analytics-total-outbound" />
        <Kpi label={t("searches")} value={totals.searches} testId="analytics-total-searches" />
        <Kpi label={t("assistant")} value={totals.assistantQuestions} testId="analytics-total-assistant" />
      </div>

      <AnalyticsChartsLazy series={data.series} events={data.eventsByType} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {TOP_LISTS.map(({ list, rows, column, testId }) => (
          <TopList
            key={list}
            title={t(`lists.${list}.title`)}
            rows={data[rows]}
            valueLabel={t(`columns.${column}`)}
            empty={t(`lists.${list}.empty`)}
            testId={testId}
          />
        ))}
      </div>

      <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("daily")}</summary>
        <table data-testid="analytics-daily-table" className="mt-2 w-full max-w-md tabular-nums">
          <thead>
            <ColumnHeads
              rowClassName="text-left text-slate-600"
              className="py-1 text-right font-medium"
              columns={[
                { label: t("day"), className: "py-1 font-medium" },
                { label: t("columns.views") },
                { label: t("visitors") },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.series.map((point) => (
              <tr key={point.day}>
                <td className="py-1">{point.day}</td>
                <td className="py-1 text-right">{formatNumber(locale, point.views)}</td>
                <td className="py-1 text-right">{formatNumber(locale, point.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
