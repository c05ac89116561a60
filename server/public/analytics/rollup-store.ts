import "server-only";
import { db } from "@/server/db/client";
import type { RollupDelta } from "./rollup";

/**
 * Adds deltas to a day's counters in one statement, and counts the visitor hash as a new unique visitor of that day
 * when it was not seen yet (the visitor table's primary key decides, so concurrent requests count it once). Rows
 * are written in sorted order, so concurrent writers lock them in the same order. Returns the pending statement, to
 * run inside the caller's transaction.
 */
export function applyRollups(day: string, deltas: readonly RollupDelta[], hash: string | null) {
  const metrics = deltas.map((delta) => delta.metric);
  const dimensions = deltas.map((delta) => delta.dimension);
  const values = deltas.map((delta) => delta.value);
  return db.$executeRaw`
    WITH new_visitor AS (
      INSERT INTO "AnalyticsDailyVisitor" ("day", "visitorHash")
      SELECT ${day}::date, h FROM (SELECT ${hash}::text AS h) AS given WHERE h IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), deltas AS (
      SELECT m, d, v FROM unnest(${metrics}::text[], ${dimensions}::text[], ${values}::int[]) AS t(m, d, v)
      UNION ALL
      SELECT 'visitors', '', count(*)::int FROM new_visitor HAVING count(*) > 0
    )
    INSERT INTO "AnalyticsDaily" ("metric", "day", "dimension", "value")
    SELECT m, ${day}::date, d, sum(v)::int FROM deltas GROUP BY m, d ORDER BY m, d
    ON CONFLICT ("metric", "day", "dimension") DO UPDATE SET "value" = "AnalyticsDaily"."value" + EXCLUDED."value"`;
}
