import "server-only";
import { ANALYTICS_PERIODS } from "@/lib/analytics/period";
import { db } from "@/server/db/client";
import { ROLLUP_METRICS as M } from "@/server/analytics/rollup";
import { previousUtcDay, utcDay } from "@/server/analytics/visitor-hash";

/** The ranked lists of the dashboard. */
export const TOP_METRICS = [M.page, M.listingView, M.outbound, M.search, M.searchZero, M.event, M.assistantTopic];
/**
 * Candidates kept per list: a list shows at most 100 (the CSV), and today's counters are added to these, so a
 * dimension outside the completed days' top 200 can only rank by today's count (in practice never in the top 100).
 */
export const TOP_CANDIDATES = 200;
// Serialises refreshes across requests and instances (pg_advisory_xact_lock key).
const REFRESH_LOCK = 7_220_301;
const DAY_MS = 86_400_000;

async function freshPeriods(yesterday: string): Promise<Set<number>> {
  const states = await db.analyticsTopState.findMany();
  return new Set(
    states.filter((state) => utcDay(state.throughDay.getTime()) === yesterday).map((state) => state.period),
  );
}

/**
 * Recomputes, for each period whose snapshot does not yet run through yesterday, the top candidates of every list
 * over the period's completed days (the period minus today). Completed days change only by a rebuild, which clears
 * the state, so this runs once a day (the cron, else the first dashboard of the day). Returns the periods refreshed.
 */
export async function refreshAnalyticsTops(now = Date.now()): Promise<number[]> {
  const today = utcDay(now);
  const yesterday = previousUtcDay(today);
  const known = await freshPeriods(yesterday);
  if (ANALYTICS_PERIODS.every((period) => known.has(period))) return [];
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(${REFRESH_LOCK}::bigint)) AS l`;
      const states = await tx.analyticsTopState.findMany();
      const fresh = new Set(
        states.filter((state) => utcDay(state.throughDay.getTime()) === yesterday).map((state) => state.period),
      );
      const refreshed: number[] = [];
      for (const period of ANALYTICS_PERIODS) {
        if (fresh.has(period)) continue;
        const from = utcDay(Date.parse(`${today}T00:00:00Z`) - (period - 1) * DAY_MS);
        await tx.$executeRaw`DELETE FROM "AnalyticsTop" WHERE "period" = ${period}`;
        await tx.$executeRaw`
          INSERT INTO "AnalyticsTop" ("period", "metric", "dimension", "value")
          SELECT ${period}, "metric", "dimension", "value" FROM (
            SELECT "metric", "dimension", sum("value")::int AS "value",
                   row_number() OVER (PARTITION BY "metric" ORDER BY sum("value") DESC, "dimension") AS "rank"
            FROM "AnalyticsDaily"
            WHERE "metric" = ANY(${TOP_METRICS}::text[]) AND "day" BETWEEN ${from}::date AND ${yesterday}::date
            GROUP BY "metric", "dimension"
          ) AS ranked
          WHERE "rank" <= ${TOP_CANDIDATES}`;
        await tx.$executeRaw`
          INSERT INTO "AnalyticsTopState" ("period", "throughDay") VALUES (${period}, ${yesterday}::date)
          ON CONFLICT ("period") DO UPDATE SET "throughDay" = EXCLUDED."throughDay"`;
        refreshed.push(period);
      }
      return refreshed;
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
