import "server-only";
import { toCsv } from "@/lib/analytics/csv";
import type { AnalyticsPeriod } from "@/lib/analytics/period";
import { getAnalyticsDashboard, type TopRow } from "./dashboard";

const EXPORT_TOP = 100;

/**
 * The dashboard as CSV (day, metric, key, label, value): the daily views and unique visitors, then the period's top
 * 100 of each list (day left empty). Visitor-typed searches are defused against spreadsheet formulas.
 */
export async function analyticsCsv(
  days: AnalyticsPeriod,
  now = Date.now(),
): Promise<{ filename: string; csv: string }> {
  const data = await getAnalyticsDashboard(days, now, EXPORT_TOP);
  const rows: (string | number)[][] = [];
  for (const point of data.series) {
    rows.push([point.day, "views", "", "", point.views]);
    rows.push([point.day, "unique_visitors", "", "", point.visitors]);
  }
  const lists: [string, TopRow[]][] = [
    ["top_pages", data.topPages],
    ["top_listings_by_views", data.topListingViews],
    ["top_listings_by_outbound_clicks", data.topOutbound],
    ["top_searches", data.topSearches],
    ["zero_result_searches", data.zeroResultSearches],
    ["events_by_type", data.eventsByType],
    ["assistant_questions_by_topic", data.assistantTopics],
  ];
  for (const [metric, list] of lists) for (const row of list) rows.push(["", metric, row.key, row.label, row.value]);
  return {
    filename: `analytics-${data.to}-${days}d.csv`,
    csv: toCsv(["day", "metric", "key", "label", "value"], rows),
  };
}
