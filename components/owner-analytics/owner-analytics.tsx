import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ANALYTICS_PERIODS } from "@/lib/analytics/period";
import { cn } from "@/lib/cn";
import type { AnalyticsDashboardData } from "@/server/admin/analytics/queries";
import { AnalyticsChartsLazy } from "./analytics-charts-lazy";
import { TopList } from "./top-list";

function Kpi({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p data-testid={testId} className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {value.toLocaleString("en-US")}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

/** The owner's analytics for one period: first-party counts (bots left out), from the daily rollups. */
export function OwnerAnalytics({ data }: { data: AnalyticsDashboardData }) {
  const { totals } = data;
  return (
    <div data-testid="owner-analytics" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {data.from} – {data.to} (UTC days)
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label="Period" className="flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
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
                {period} days
              </Link>
            ))}
          </nav>
          <a
            href={`/api/admin/analytics/export?days=${data.days}`}
            download
            data-testid="analytics-export-csv"
            className={buttonVariants({ variant: "outline" })}
          >
            <Icon name="download" aria-hidden="true" /> Export CSV
          </a>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Kpi label="Page views" value={totals.views} testId="analytics-total-views" />
        <Kpi
          label="Unique visitors"
          value={totals.visitorDays}
          hint="Summed per day: visitors are not linked across days."
          testId="analytics-total-visitors"
        />
        <Kpi label="Events" value={totals.events} testId="analytics-total-events" />
        <Kpi label="Outbound clicks" value={totals.outboundClicks} testId="analytics-total-outbound" />
        <Kpi label="Searches" value={totals.searches} testId="analytics-total-searches" />
        <Kpi label="Assistant questions" value={totals.assistantQuestions} testId="analytics-total-assistant" />
      </div>

      <AnalyticsChartsLazy series={data.series} events={data.eventsByType} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TopList
          title="Top listings by views"
          rows={data.topListingViews}
          valueLabel="Views"
          empty="No listing views in this period."
          testId="analytics-top-listing-views"
        />
        <TopList
          title="Top listings by outbound clicks"
          rows={data.topOutbound}
          valueLabel="Clicks"
          empty="No outbound clicks in this period."
          testId="analytics-top-outbound"
        />
        <TopList
          title="Top pages"
          rows={data.topPages}
          valueLabel="Views"
          empty="No page views in this period."
          testId="analytics-top-pages"
        />
        <TopList
          title="Top searches"
          rows={data.topSearches}
          valueLabel="Searches"
          empty="No searches in this period."
          testId="analytics-top-searches"
        />
        <TopList
          title="Searches with zero results"
          rows={data.zeroResultSearches}
          valueLabel="Searches"
          empty="Every search found something."
          testId="analytics-zero-searches"
        />
        <TopList
          title="Events by type"
          rows={data.eventsByType}
          valueLabel="Events"
          empty="No events in this period."
          testId="analytics-events-by-type"
        />
        <TopList
          title="Assistant questions by topic"
          rows={data.assistantTopics}
          valueLabel="Questions"
          empty="No assistant questions in this period."
          testId="analytics-assistant-topics"
        />
      </div>

      <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Daily figures</summary>
        <table data-testid="analytics-daily-table" className="mt-2 w-full max-w-md tabular-nums">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Views
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Unique visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.series.map((point) => (
              <tr key={point.day}>
                <td className="py-1">{point.day}</td>
                <td className="py-1 text-right">{point.views.toLocaleString("en-US")}</td>
                <td className="py-1 text-right">{point.visitors.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
