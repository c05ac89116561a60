import "server-only";
import { periodDays, type AnalyticsPeriod } from "@/lib/analytics/period";
import { OWNER_FIGURES, type OwnerFigureKey, type OwnerFigures, type OwnerFigureTotals } from "@/lib/owners/figures";
import { db } from "@/server/db/client";
import { LISTING_SEARCH_PREFIX, listingMetric } from "@/server/analytics/rollup";

const SEARCHES_SHOWN = 20;
const FIGURE_KEYS = new Set<string>(OWNER_FIGURES.map((figure) => figure.key));
const isFigure = (dimension: string): dimension is OwnerFigureKey => FIGURE_KEYS.has(dimension);

const zeroTotals = (): OwnerFigureTotals => ({
  views: 0,
  visitors: 0,
  outbound: 0,
  favorites: 0,
  directory: 0,
  assistant: 0,
});

/**
 * One listing's figures for the last `days` UTC days (today included), from its own daily counters only
 * (`listing:kind/slug`, one primary-key range whatever the traffic): the daily series and totals of each figure, and
 * the searches that led to it. Unique visitors are summed per day: visitors are never linked across days. The caller
 * has checked the member owns the listing.
 */
export async function getOwnerFigures(
  listing: { kind: string; slug: string },
  days: AnalyticsPeriod,
  now = Date.now(),
  searchLimit = SEARCHES_SHOWN,
): Promise<OwnerFigures> {
  const dayList = periodDays(days, now);
  const from = dayList[0]!;
  const to = dayList[dayList.length - 1]!;
  const rows = await db.$queryRaw<{ day: string; dimension: string; value: bigint }[]>`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "dimension", "value"::bigint AS "value" FROM "AnalyticsDaily"
    WHERE "metric" = ${listingMetric(`${listing.kind}/${listing.slug}`)} AND "day" BETWEEN ${from}::date AND ${to}::date`;
  const byDay = new Map(dayList.map((day) => [day, { day, ...zeroTotals() }]));
  const totals = zeroTotals();
  const searches = new Map<string, number>();
  for (const row of rows) {
    const value = Number(row.value);
    if (isFigure(row.dimension)) {
      totals[row.dimension] += value;
      const point = byDay.get(row.day);
      if (point) point[row.dimension] += value;
    } else if (row.dimension.startsWith(LISTING_SEARCH_PREFIX)) {
      const query = row.dimension.slice(LISTING_SEARCH_PREFIX.length);
      searches.set(query, (searches.get(query) ?? 0) + value);
    }
  }
  return {
    days,
    from,
    to,
    totals,
    series: [...byDay.values()],
    searches: [...searches]
      .map(([query, count]) => ({ query, count }))
      .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
      .slice(0, searchLimit),
  };
}
