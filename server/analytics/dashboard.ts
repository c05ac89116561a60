import "server-only";
import { isListingKind, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { periodDays, type AnalyticsPeriod } from "@/lib/analytics/period";
import { db } from "@/server/db/client";
import { topicById, topicTitle } from "@/server/assistant";
import { ROLLUP_METRICS as M, type RollupMetric } from "@/server/analytics/rollup";
import { refreshAnalyticsTops, TOP_CANDIDATES, TOP_METRICS } from "./top-snapshot";

export type TopRow = { key: string; label: string; value: number; href?: string };
type DailyPoint = { day: string; views: number; visitors: number };
type AnalyticsTotals = {
  views: number;
  visitorDays: number;
  events: number;
  searches: number;
  outboundClicks: number;
  assistantQuestions: number;
};

export type AnalyticsDashboardData = {
  days: AnalyticsPeriod;
  from: string;
  to: string;
  series: DailyPoint[];
  totals: AnalyticsTotals;
  topPages: TopRow[];
  topListingViews: TopRow[];
  topOutbound: TopRow[];
  topSearches: TopRow[];
  zeroResultSearches: TopRow[];
  eventsByType: TopRow[];
  assistantTopics: TopRow[];
};

const TOTALS = [M.views, M.visitors, M.events, M.searches, M.outboundClicks, M.assistantQuestions] as const;

type Range = { from: string; to: string };

type Ranked = { key: string; value: number };

/**
 * The largest counters of every ranked list over the period, in one query: per metric, the completed days'
 * candidates (AnalyticsTop, at most 200 rows each) plus today's counters (one day of the rollup's primary key),
 * summed per dimension and cut to `limit`.
 */
async function tops(days: AnalyticsPeriod, today: string, limit: number): Promise<Map<string, Ranked[]>> {
  const rows = await db.$queryRaw<{ metric: string; key: string; value: bigint }[]>`
    SELECT "metric", "key", "value" FROM (
      SELECT "metric", "dimension" AS "key", sum("value")::bigint AS "value",
             row_number() OVER (PARTITION BY "metric" ORDER BY sum("value") DESC, "dimension") AS "rank"
      FROM (
        SELECT "metric", "dimension", "value" FROM "AnalyticsTop" WHERE "period" = ${days} AND "metric" = ANY(${TOP_METRICS}::text[])
        UNION ALL
        SELECT "metric", "dimension", "value" FROM "AnalyticsDaily" WHERE "metric" = ANY(${TOP_METRICS}::text[]) AND "day" = ${today}::date
      ) AS counts
      GROUP BY "metric", "dimension"
    ) AS ranked
    WHERE "rank" <= ${limit}
    ORDER BY "metric", "rank"`;
  const byMetric = new Map<string, Ranked[]>(TOP_METRICS.map((metric) => [metric, []]));
  for (const row of rows) byMetric.get(row.metric)?.push({ key: row.key, value: Number(row.value) });
  return byMetric;
}

/** Per day and metric, the totals (empty dimension) of the period. */
async function dailyTotals({ from, to }: Range): Promise<{ day: string; metric: string; value: number }[]> {
  const rows = await db.$queryRaw<{ day: string; metric: string; value: bigint }[]>`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "metric", "value"::bigint AS "value" FROM "AnalyticsDaily"
    WHERE "metric" = ANY(${[...TOTALS]}::text[]) AND "dimension" = '' AND "day" BETWEEN ${from}::date AND ${to}::date`;
  return rows.map((row) => ({ ...row, value: Number(row.value) }));
}

/** Lists of listing counters ('kind/slug') with each listing's name, and a link while it is published: one lookup for all. */
async function withListings(lists: Ranked[][]): Promise<TopRow[][]> {
  const refs = lists.flat().flatMap((row) => {
    const [kind, ...rest] = row.key.split("/");
    const slug = rest.join("/");
    return isListingKind(kind) && slug ? [{ kind, slug }] : [];
  });
  const listings = refs.length
    ? await db.listing.findMany({
        where: { OR: refs.map((ref) => ({ kind: ref.kind, slug: ref.slug })) },
        select: { kind: true, slug: true, name: true, status: true },
      })
    : [];
  const byKey = new Map(listings.map((listing) => [`${listing.kind}/${listing.slug}`, listing]));
  return lists.map((rows) =>
    rows.map((row) => {
      const listing = byKey.get(row.key);
      if (!listing) return { ...row, label: row.key };
      const href =
        listing.status === "published"
          ? listingPath({ kind: listing.kind as ListingKind, slug: listing.slug })
          : undefined;
      return { ...row, label: listing.name, ...(href ? { href } : {}) };
    }),
  );
}

const plain = (rows: Ranked[]): TopRow[] => rows.map((row) => ({ ...row, label: row.key }));

function topicLabel(key: string): string {
  const topic = topicById(key);
  return topic ? topicTitle(topic, "en") : key;
}

/**
 * The owner dashboard for the last `days` UTC days (today included), read from the rollups only, never the raw
 * events: totals and the daily series from the days' total counters, each ranked list from the period's snapshot
 * plus today's counters. Its cost depends neither on the event count nor on the period.
 */
export async function getAnalyticsDashboard(
  days: AnalyticsPeriod,
  now = Date.now(),
  limit = 10,
): Promise<AnalyticsDashboardData> {
  const dayList = periodDays(days, now);
  const range = { from: dayList[0]!, to: dayList[dayList.length - 1]! };
  await refreshAnalyticsTops(now);
  const [totalsRows, ranked] = await Promise.all([
    dailyTotals(range),
    tops(days, range.to, Math.min(limit, TOP_CANDIDATES)),
  ]);
  const list = (metric: RollupMetric) => ranked.get(metric) ?? [];
  const byDay = new Map(dayList.map((day) => [day, { day, views: 0, visitors: 0 }]));
  const sums = new Map<string, number>();
  for (const row of totalsRows) {
    sums.set(row.metric, (sums.get(row.metric) ?? 0) + row.value);
    const point = byDay.get(row.day);
    if (point && row.metric === M.views) point.views = row.value;
    if (point && row.metric === M.visitors) point.visitors = row.value;
  }
  const sum = (metric: string) => sums.get(metric) ?? 0;
  const [topListingViews = [], topOutbound = []] = await withListings([list(M.listingView), list(M.outbound)]);
  return {
    days,
    ...range,
    series: [...byDay.values()],
    totals: {
      views: sum(M.views),
      visitorDays: sum(M.visitors),
      events: sum(M.events),
      searches: sum(M.searches),
      outboundClicks: sum(M.outboundClicks),
      assistantQuestions: sum(M.assistantQuestions),
    },
    // Paths come from visitors: only a same-site path (not '//host') becomes a link.
    topPages: plain(list(M.page)).map((row) => (/^\/(?![/\\])/.test(row.key) ? { ...row, href: row.key } : row)),
    topListingViews,
    topOutbound,
    topSearches: plain(list(M.search)),
    zeroResultSearches: plain(list(M.searchZero)),
    eventsByType: plain(list(M.event)),
    assistantTopics: list(M.assistantTopic).map((row) => ({ ...row, label: topicLabel(row.key) })),
  };
}
