import "server-only";
import { db } from "@/server/db/client";
import { LISTING_FIGURES, LISTING_METRIC_PREFIX, type RollupDelta } from "./rollup";

/**
 * Adds deltas to a day's counters in one statement, and counts the visitor hash as a new unique visitor of that day
 * when it was not seen yet (the visitor table's primary key decides, so concurrent requests count it once), and
 * likewise of each listing whose page it viewed. Rows are written in sorted order, so concurrent writers lock them in
 * the same order. Returns the pending statement, to run inside the caller's transaction.
 */
export function applyRollups(
  day: string,
  deltas: readonly RollupDelta[],
  hash: string | null,
  visited: readonly string[] = [],
) {
  const metrics = deltas.map((delta) => delta.metric);
  const dimensions = deltas.map((delta) => delta.dimension);
  const values = deltas.map((delta) => delta.value);
  return db.$executeRaw`
    WITH new_visitor AS (
      INSERT INTO "AnalyticsDailyVisitor" ("day", "visitorHash")
      SELECT ${day}::date, h FROM (SELECT ${hash}::text AS h) AS given WHERE h IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), new_listing_visitor AS (
      INSERT INTO "AnalyticsDailyListingVisitor" ("day", "listing", "visitorHash")
      SELECT ${day}::date, l, ${hash}::text FROM unnest(${[...visited]}::text[]) AS l WHERE ${hash}::text IS NOT NULL
      ORDER BY l
      ON CONFLICT DO NOTHING
      RETURNING "listing"
    ), deltas AS (
      SELECT m, d, v FROM unnest(${metrics}::text[], ${dimensions}::text[], ${values}::int[]) AS t(m, d, v)
      UNION ALL
      SELECT 'visitors', '', count(*)::int FROM new_visitor HAVING count(*) > 0
      UNION ALL
      SELECT ${LISTING_METRIC_PREFIX}::text || "listing", ${LISTING_FIGURES.visitors}::text, 1 FROM new_listing_visitor
    )
    INSERT INTO "AnalyticsDaily" ("metric", "day", "dimension", "value")
    SELECT m, ${day}::date, d, sum(v)::int FROM deltas GROUP BY m, d ORDER BY m, d
    ON CONFLICT ("metric", "day", "dimension") DO UPDATE SET "value" = "AnalyticsDaily"."value" + EXCLUDED."value"`;
}
