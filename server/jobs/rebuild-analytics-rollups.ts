import "server-only";
import {
  refreshAnalyticsTops,
  eventDeltas,
  LISTING_FIGURES,
  listingMetric,
  listingVisits,
  type RollupEvent,
  pruneAnalyticsSalts,
  previousUtcDay,
  utcDay,
} from "@/server/analytics";
import { db } from "@/server/db/client";

const PAGE = 20_000;
const WRITE_CHUNK = 10_000;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type RawEvent = RollupEvent & { id: bigint; day: string; visitorHash: string | null };
/** Unique visitors of each listing's page per day, as 'day|listing' → the day's visitor hashes. */
type ListingVisitors = Map<string, Set<string>>;
export type RebuildReport = { from: string; to: string; events: number; counters: number; ms: number };

/** Counts per 'day|metric|dimension' from the raw events of [from, to], read in id order a page at a time. */
async function countEvents(
  start: Date,
  end: Date,
): Promise<{ counts: Map<string, number>; visitors: ListingVisitors; events: number }> {
  const counts = new Map<string, number>();
  const visitors: ListingVisitors = new Map();
  let events = 0;
  let cursor = BigInt(0);
  for (;;) {
    const page = await db.$queryRaw<RawEvent[]>`
      SELECT "id", "type", "action", "category", "label", "path", "listings", "visitorHash", to_char("createdAt", 'YYYY-MM-DD') AS "day"
      FROM "AnalyticsEvent"
      WHERE NOT "isBot" AND "createdAt" >= ${start} AND "createdAt" < ${end} AND "id" > ${cursor}
      ORDER BY "id" LIMIT ${PAGE}`;
    for (const event of page) {
      for (const delta of eventDeltas({ ...event, action: event.action ?? "" })) {
        const key = `${event.day}\u0000${delta.metric}\u0000${delta.dimension}`;
        counts.set(key, (counts.get(key) ?? 0) + delta.value);
      }
      if (!event.visitorHash) continue;
      for (const listing of listingVisits([event])) {
        const key = `${event.day}\u0000${listing}`;
        const seen = visitors.get(key) ?? new Set<string>();
        visitors.set(key, seen.add(event.visitorHash));
      }
    }
    events += page.length;
    if (page.length < PAGE) return { counts, visitors, events };
    cursor = page[page.length - 1]!.id;
  }
}

/**
 * Recomputes the daily counters of the UTC days [from, to] from the stored events and searches, replacing what is
 * there: a repair tool (the counters are normally kept current on every insert) and the bench's loader. Events are
 * counted by the same eventDeltas() the inserts use; unique visitors from the stored hashes.
 */
export async function rebuildAnalyticsRollups({ from, to }: { from: string; to: string }): Promise<RebuildReport> {
  if (!DAY.test(from) || !DAY.test(to) || from > to) throw new Error(`Invalid day range ${from}..${to}`);
  const started = performance.now();
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const { counts, visitors, events } = await countEvents(start, end);
  const rows = [...counts].map(([key, value]) => {
    const [day = "", metric = "", dimension = ""] = key.split("\u0000");
    return { day, metric, dimension, value };
  });
  const visits = [...visitors].flatMap(([key, hashes]) => {
    const [day = "", listing = ""] = key.split("\u0000");
    rows.push({ day, metric: listingMetric(listing), dimension: LISTING_FIGURES.visitors, value: hashes.size });
    return [...hashes].map((hash) => ({ day, listing, hash }));
  });

  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`DELETE FROM "AnalyticsDaily" WHERE "day" BETWEEN ${from}::date AND ${to}::date`;
      await tx.$executeRaw`DELETE FROM "AnalyticsDailyVisitor" WHERE "day" BETWEEN ${from}::date AND ${to}::date`;
      await tx.$executeRaw`DELETE FROM "AnalyticsDailyListingVisitor" WHERE "day" BETWEEN ${from}::date AND ${to}::date`;
      // Completed days change here only: the dashboard's ranked snapshots are recomputed on next use.
      await tx.$executeRaw`DELETE FROM "AnalyticsTopState"`;
      await tx.$executeRaw`
        INSERT INTO "AnalyticsDailyVisitor" ("day", "visitorHash")
        SELECT DISTINCT "createdAt"::date, "visitorHash" FROM "AnalyticsEvent"
        WHERE NOT "isBot" AND "visitorHash" IS NOT NULL AND "createdAt" >= ${start} AND "createdAt" < ${end}`;
      await tx.$executeRaw`
        INSERT INTO "AnalyticsDaily" ("metric", "day", "dimension", "value")
        SELECT 'visitors', "day", '', count(*)::int FROM "AnalyticsDailyVisitor"
        WHERE "day" BETWEEN ${from}::date AND ${to}::date GROUP BY "day"`;
      await tx.$executeRaw`
        INSERT INTO "AnalyticsDaily" ("metric", "day", "dimension", "value")
        SELECT 'searches', "createdAt"::date, '', count(*)::int FROM "SearchQuery"
        WHERE NOT "isBot" AND "createdAt" >= ${start} AND "createdAt" < ${end} GROUP BY 2
        UNION ALL
        SELECT 'search', "createdAt"::date, left("normalized", 300), count(*)::int FROM "SearchQuery"
        WHERE NOT "isBot" AND "normalized" <> '' AND "createdAt" >= ${start} AND "createdAt" < ${end} GROUP BY 2, 3`;
      for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
        const chunk = rows.slice(i, i + WRITE_CHUNK);
        await tx.$executeRaw`
          INSERT INTO "AnalyticsDaily" ("metric", "day", "dimension", "value")
          SELECT m, d::date, dim, v FROM unnest(${chunk.map((r) => r.metric)}::text[], ${chunk.map((r) => r.day)}::text[],
            ${chunk.map((r) => r.dimension)}::text[], ${chunk.map((r) => r.value)}::int[]) AS t(m, d, dim, v)`;
      }
      for (let i = 0; i < visits.length; i += WRITE_CHUNK) {
        const chunk = visits.slice(i, i + WRITE_CHUNK);
        await tx.$executeRaw`
          INSERT INTO "AnalyticsDailyListingVisitor" ("day", "listing", "visitorHash")
          SELECT d::date, l, h FROM unnest(${chunk.map((r) => r.day)}::text[], ${chunk.map((r) => r.listing)}::text[],
            ${chunk.map((r) => r.hash)}::text[]) AS t(d, l, h)`;
      }
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
  return { from, to, events, counters: rows.length, ms: Math.round(performance.now() - started) };
}

/**
 * Listing visitor hashes of days before yesterday: their counts are final, and their salts are gone, so nothing could
 * link them any more. Only the day's own rows are needed, to count a visitor once.
 */
async function pruneListingVisitors(now: number): Promise<void> {
  await db.$executeRaw`DELETE FROM "AnalyticsDailyListingVisitor" WHERE "day" < ${previousUtcDay(utcDay(now))}::date`;
}

/**
 * The daily analytics job (cron route and CLI): deletes salts older than yesterday, recounts yesterday (the last
 * day no insert can change any more, so the live counters heal if a write was ever lost), then recomputes the
 * dashboard's ranked snapshots, so no owner waits for them.
 */
export async function runAnalyticsMaintenance(now = Date.now()): Promise<RebuildReport & { snapshots: number[] }> {
  await pruneAnalyticsSalts(now);
  await pruneListingVisitors(now);
  const yesterday = previousUtcDay(utcDay(now));
  const report = await rebuildAnalyticsRollups({ from: yesterday, to: yesterday });
  return { ...report, snapshots: await refreshAnalyticsTops(now) };
}
