// `npm run bench:analytics -- [--events 1000000] [--runs 15]`: the owner dashboard at scale. A temporary PostgreSQL
// gets the migrations, synthetic listings and N synthetic analytics events over 90 days (5 % bots) plus searches; the
// daily rollups are built by the repair job and the ranked snapshots refreshed (both timed), then the dashboard
// queries for 7, 30 and 90 days are timed (median and p95 of --runs), beside the same "top listings" answer computed from the raw events, and the live
// insert path (a 10-event batch with its rollup upserts). A tenth of the events are about listings seen off their
// pages (directory results, searches' results, favorites, assistant recommendations), so a listing owner's figures
// are timed too, for the busiest listing and a typical one. Prints figures only; it never asserts targets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { listingPath, type ListingKind } from "../../lib/directory/kinds";
import { migrate } from "../../server/db/migrate";
import { seedSynthetic } from "../db/seed-synthetic";
import { allowServerOnlyImports } from "../eval/server-only-hook";
import { ROOT } from "./build";
import { cleanupAll, installExitHandlers } from "./cleanup";
import { startTempPostgres } from "./temp-postgres";
import { formatDuration, log } from "./util";

const { values } = parseArgs({
  options: {
    events: { type: "string", default: "1000000" },
    listings: { type: "string", default: "20000" },
    runs: { type: "string", default: "15" },
  },
});
const EVENTS = Number(values.events);
const LISTINGS = Number(values.listings);
const RUNS = Number(values.runs);
const CHUNK = 100_000;
const DAYS = 90;
const VISITORS_PER_DAY = 6_000;
const STATIC_PAGES = ["/", "/directory", "/oura", "/addnew", "/directory/clinics"];
const TOPICS = ["sleep", "hrv", "apob", "vitamin-d", "glucose", "inflammation"];
/** The share of events about listings shown or chosen off their own pages. */
const OFF_PAGE_SHARE = 0.1;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function timeRuns(
  runs: number,
  work: () => Promise<unknown>,
): Promise<{ median: number; p95: number; max: number }> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples) };
}

async function seedEvents(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ kind: ListingKind; slug: string }>(
    `SELECT "kind"::text AS "kind", "slug" FROM "Listing" WHERE "status" = 'published' ORDER BY "id" LIMIT $1`,
    [LISTINGS],
  );
  await client.query(`CREATE UNLOGGED TABLE bench_listing (i int PRIMARY KEY, kind text, slug text, path text)`);
  await client.query(`INSERT INTO bench_listing SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`, [
    rows.map((_, i) => i),
    rows.map((r) => r.kind),
    rows.map((r) => r.slug),
    rows.map((r) => listingPath(r)),
  ]);
  const listings = rows.length;
  const offPage = Math.round(EVENTS * OFF_PAGE_SHARE);
  const onPage = EVENTS - offPage;
  for (let done = 0; done < onPage; done += CHUNK) {
    const n = Math.min(CHUNK, onPage - done);
    // Listing popularity is skewed (power 3): a few listings get most views and clicks, like a real directory.
    await client.query(
      `INSERT INTO "AnalyticsEvent" ("type", "action", "category", "label", "value", "path", "sessionId", "isBot", "visitorHash", "createdAt")
       SELECT CASE WHEN r.k < 0.45 THEN 'pageview' ELSE 'event' END, a.action,
              CASE WHEN a.action = 'assistant_question' THEN ($4::text[])[1 + r.g % cardinality($4::text[])]
                   WHEN on_listing THEN l.kind WHEN a.action = 'search_no_results' THEN 'search' END,
              CASE WHEN on_listing THEN l.slug WHEN a.action = 'search_no_results' THEN 'query ' || floor(power(r.v, 2) * 2000)::int
                   WHEN a.action = 'scroll_depth' THEN '50%' END,
              CASE WHEN a.action IN ('scroll_depth', 'dwell_time') THEN floor(r.v * 100) END,
              CASE WHEN on_listing THEN l.path WHEN a.action = 'assistant_question' THEN '/api/health-search'
                   ELSE ($3::text[])[1 + r.g % cardinality($3::text[])] END,
              'bench-' || r.g, r.b < 0.05, md5(t.at::date::text || floor(random() * ${VISITORS_PER_DAY})::text), t.at
       FROM (SELECT g, random() AS k, random() AS p, random() AS b, random() AS v, random() AS t FROM generate_series($1::int + 1, $1::int + $2::int) AS g) AS r
       CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', now() - r.t * interval '${DAYS} days')::timestamp AS at) AS t
       CROSS JOIN LATERAL (SELECT CASE WHEN r.k < 0.45 THEN 'page_view' WHEN r.k < 0.65 THEN 'scroll_depth' WHEN r.k < 0.78 THEN 'dwell_time'
                                       WHEN r.k < 0.88 THEN 'visit_website' WHEN r.k < 0.92 THEN 'add_to_favorites'
                                       WHEN r.k < 0.95 THEN 'social_instagram' WHEN r.k < 0.98 THEN 'search_no_results'
                                       ELSE 'assistant_question' END AS action) AS a
       LEFT JOIN bench_listing l ON l.i = floor(power(r.p, 3) * ${listings})::int
       CROSS JOIN LATERAL (SELECT l.i IS NOT NULL AND a.action IN ('page_view', 'visit_website', 'add_to_favorites', 'social_instagram') AND r.g % 5 <> 0 AS on_listing) AS o`,
      [done, n, STATIC_PAGES, TOPICS],
    );
    log(`events: ${done + n} / ${EVENTS}`);
  }
  for (let done = 0; done < offPage; done += CHUNK) {
    const n = Math.min(CHUNK, offPage - done);
    // Directory results name 20 listings each (skewed like the views), a search's result, a favorite or the
    // assistant's recommendations one to three.
    await client.query(
      `INSERT INTO "AnalyticsEvent" ("type", "action", "label", "path", "listings", "sessionId", "isBot", "visitorHash", "createdAt")
       SELECT 'event', a.action, CASE WHEN a.action = 'search_result' THEN 'query ' || floor(power(r.v, 2) * 2000)::int END,
              CASE a.action WHEN 'favorite_added' THEN '/api/favorites' WHEN 'assistant_recommendations' THEN '/api/health-search'
                            ELSE '/directory' END,
              ARRAY(SELECT l.kind || '/' || l.slug FROM generate_series(1, a.count) AS s
                    CROSS JOIN LATERAL (SELECT floor(power(random(), 3) * ${listings})::int + 0 * s + 0 * r.g AS i) AS x
                    JOIN bench_listing l ON l.i = x.i),
              'bench-' || r.g, r.b < 0.05, md5(t.at::date::text || floor(random() * ${VISITORS_PER_DAY})::text), t.at
       FROM (SELECT g, random() AS k, random() AS b, random() AS v, random() AS t FROM generate_series($1::int + 1, $1::int + $2::int) AS g) AS r
       CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', now() - r.t * interval '${DAYS} days')::timestamp AS at) AS t
       CROSS JOIN LATERAL (SELECT CASE WHEN r.k < 0.7 THEN 'directory_results' WHEN r.k < 0.85 THEN 'search_result'
                                       WHEN r.k < 0.93 THEN 'favorite_added' ELSE 'assistant_recommendations' END AS action,
                                  CASE WHEN r.k < 0.7 THEN 20 WHEN r.k < 0.93 THEN 1 ELSE 3 END AS count) AS a`,
      [onPage + done, n],
    );
    log(`events about listings off their pages: ${done + n} / ${offPage}`);
  }
  await client.query(
    `INSERT INTO "SearchQuery" ("query", "normalized", "source", "isBot", "createdAt")
     SELECT q, q, 'search-bar', random() < 0.05, date_trunc('milliseconds', now() - random() * interval '${DAYS} days')::timestamp
     FROM (SELECT 'query ' || floor(power(random(), 2) * 2000)::int AS q FROM generate_series(1, $1::int)) AS s`,
    [Math.round(EVENTS / 10)],
  );
  await client.query(`DROP TABLE bench_listing`);
}

async function main() {
  installExitHandlers();
  const database = await startTempPostgres();
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE = "10";
  await migrate(database.url, { quiet: true });
  log(`seeding ${LISTINGS} synthetic listings…`);
  await seedSynthetic(database.url, LISTINGS);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let started = performance.now();
  try {
    await seedEvents(client);
  } catch (error) {
    const logFile = path.join(path.dirname(database.dataDir), "postgres.log");
    if (existsSync(logFile)) process.stderr.write(readFileSync(logFile, "utf8").slice(-4000));
    throw error;
  }
  const seedMs = performance.now() - started;
  await client.query("VACUUM ANALYZE");

  allowServerOnlyImports();
  const { rebuildAnalyticsRollups } = await import("../../server/jobs/rebuild-analytics-rollups");
  const { getAnalyticsDashboard } = await import("../../server/analytics/dashboard");
  const { refreshAnalyticsTops } = await import("../../server/analytics/top-snapshot");
  const { recordEvents } = await import("../../server/analytics/mutations");
  const { getOwnerFigures } = await import("../../server/analytics/owner-figures");
  const { utcDay } = await import("../../server/analytics/visitor-hash");
  const { db } = await import("../../server/db/client");

  const now = Date.now();
  log("building the daily rollups from the raw events…");
  const rebuild = await rebuildAnalyticsRollups({ from: utcDay(now - (DAYS + 1) * 86_400_000), to: utcDay(now) });
  await client.query("VACUUM ANALYZE");
  const { rows: sizes } = await client.query<{
    events: string;
    rollups: string;
    visitors: string;
    events_bytes: string;
    rollup_bytes: string;
  }>(
    `SELECT (SELECT count(*) FROM "AnalyticsEvent") AS events, (SELECT count(*) FROM "AnalyticsDaily") AS rollups,
            (SELECT count(*) FROM "AnalyticsDailyVisitor") AS visitors,
            pg_total_relation_size('"AnalyticsEvent"') AS events_bytes, pg_total_relation_size('"AnalyticsDaily"') AS rollup_bytes`,
  );

  log("refreshing the ranked snapshots…");
  started = performance.now();
  await refreshAnalyticsTops(now);
  const refreshMs = performance.now() - started;
  await client.query("VACUUM ANALYZE");
  log("timing the dashboard queries…");
  const dashboard: Record<string, Awaited<ReturnType<typeof timeRuns>>> = {};
  for (const days of [7, 30, 90] as const)
    dashboard[`${days} days`] = await timeRuns(RUNS, () => getAnalyticsDashboard(days, now));
  // The busiest listing (most rows to read) and a typical one (the median of listings with figures).
  const { rows: figureListings } = await client.query<{ metric: string; rows: string }>(
    `SELECT "metric", count(*) AS rows FROM "AnalyticsDaily" WHERE "metric" LIKE 'listing:%' GROUP BY 1 ORDER BY 2 DESC`,
  );
  const listingOfMetric = (metric: string) => {
    const [kind = "", slug = ""] = metric.slice("listing:".length).split("/");
    return { kind, slug };
  };
  const busiest = figureListings[0];
  const typical = figureListings[Math.floor(figureListings.length / 2)];
  const owner: Record<string, Awaited<ReturnType<typeof timeRuns>>> = {};
  for (const [label, row] of [
    ["busiest", busiest],
    ["typical", typical],
  ] as const) {
    if (!row) continue;
    for (const days of [7, 30, 90] as const)
      owner[`${label} listing, ${days} days (${row.rows} counters in all)`] = await timeRuns(RUNS, () =>
        getOwnerFigures(listingOfMetric(row.metric), days, now),
      );
  }
  const rawTopListings = await timeRuns(Math.min(RUNS, 5), () =>
    client.query(
      `SELECT "category", "label", count(*) FROM "AnalyticsEvent"
       WHERE "type" = 'pageview' AND NOT "isBot" AND "category" IS NOT NULL AND "createdAt" >= now() - interval '${DAYS} days'
       GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`,
    ),
  );
  const batch = Array.from({ length: 10 }, (_, i) => ({
    type: i % 3 ? ("event" as const) : ("pageview" as const),
    action: i % 3 ? "scroll_depth" : "page_view",
    path: "/",
    sessionId: "bench-live",
  }));
  let address = 0;
  const insert = await timeRuns(RUNS * 10, () =>
    recordEvents(batch, {
      ip: `198.18.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
      userAgent: "Mozilla/5.0 bench",
      country: null,
      bot: false,
    }),
  );
  started = performance.now();
  await db.$disconnect();
  await client.end();

  const size = sizes[0]!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    `Analytics at scale: ${Number(size.events).toLocaleString("en-US")} events over ${DAYS} days (${LISTINGS.toLocaleString("en-US")} listings, 5 % bots)`,
    `  seeded in ${formatDuration(seedMs)}; events table ${(Number(size.events_bytes) / 1048576).toFixed(0)} MiB`,
    `  rollup rebuild (repair job): ${formatDuration(rebuild.ms)} for ${rebuild.events.toLocaleString("en-US")} non-bot events -> ${Number(size.rollups).toLocaleString("en-US")} daily counters (${(Number(size.rollup_bytes) / 1048576).toFixed(1)} MiB), ${Number(size.visitors).toLocaleString("en-US")} visitor-days`,
    "",
    `  ranked snapshots for 7/30/90 days (once a day: cron, else the first dashboard): ${formatDuration(refreshMs)}`,
    "",
    "  owner dashboard (totals, daily series, 7 ranked lists with listing names), from the rollups:",
    ...Object.entries(dashboard).map(
      ([label, t]) =>
        `    ${label.padEnd(8)} median ${ms(t.median).padStart(9)}   p95 ${ms(t.p95).padStart(9)}   max ${ms(t.max).padStart(9)}`,
    ),
    `  the same top-10 listings from the raw events (no rollups), 90 days: median ${ms(rawTopListings.median)}`,
    "",
    `  a listing owner's figures (6 daily figures and the searches that led there), ${figureListings.length.toLocaleString("en-US")} listings with figures:`,
    ...Object.entries(owner).map(
      ([label, t]) =>
        `    ${label.padEnd(52)} median ${ms(t.median).padStart(9)}   p95 ${ms(t.p95).padStart(9)}   max ${ms(t.max).padStart(9)}`,
    ),
    `  live insert of a 10-event batch with its rollup upserts: median ${ms(insert.median)}, p95 ${ms(insert.p95)}`,
  ];
  console.log(lines.join("\n"));
  const outDir = path.join(ROOT, ".bench");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "analytics.json"),
    JSON.stringify(
      {
        events: EVENTS,
        listings: LISTINGS,
        seedMs,
        rebuild,
        refreshMs,
        sizes: size,
        dashboard,
        owner,
        rawTopListings,
        insert,
      },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  await cleanupAll();
}
