import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/admin/analytics/export/route";
import { POST as cronRoute } from "@/app/api/cron/analytics/route";
import { POST as healthSearchRoute } from "@/app/api/health-search/route";
import { db } from "@/server/db/client";
import { getAnalyticsDashboard } from "@/server/analytics/dashboard";
import { refreshAnalyticsTops } from "@/server/analytics/top-snapshot";
import { adminCookieName, startAdminSession } from "@/server/auth/admin/session";
import { rebuildAnalyticsRollups } from "@/server/jobs/rebuild-analytics-rollups";
import {
  recordAssistantQuestion,
  recordEvents,
  type RequestFacts,
  type StoredEvent,
} from "@/server/analytics/mutations";
import { pruneRateLimitBuckets } from "@/server/http/rate-limit";
import { trackSearch } from "@/server/search/track-search";
import { createListings, deleteListings } from "../support/listing-fixtures";

// A fixed, long-past pair of UTC days: nothing else in the suite writes there.
const DAY1 = "2021-02-03";
const DAY2 = "2021-02-04";
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
const A = { ip: "203.0.113.10", userAgent: "Mozilla/5.0 visitor-a", country: null, bot: false };
const B = { ip: "203.0.113.11", userAgent: "Mozilla/5.0 visitor-b", country: null, bot: false };
const BOT = { ip: "203.0.113.12", userAgent: "Googlebot/2.1", country: null, bot: true };
const context = { params: Promise.resolve({}) };

const ev = (
  type: StoredEvent["type"],
  action: string,
  path: string,
  extra: Partial<StoredEvent> = {},
): StoredEvent => ({ type, action, path, sessionId: "rollup-test", ...extra });
const record = (events: StoredEvent[], facts: RequestFacts, when: Date) =>
  recordEvents(events, { ...facts, now: when });

type Row = { metric: string; day: string; dimension: string; value: number };
async function counters(): Promise<Row[]> {
  return db.$queryRaw<Row[]>`
    SELECT "metric", to_char("day", 'YYYY-MM-DD') AS "day", "dimension", "value" FROM "AnalyticsDaily"
    WHERE "day" BETWEEN ${DAY1}::date AND ${DAY2}::date ORDER BY "metric", "day", "dimension"`;
}
const value = (rows: Row[], metric: string, day: string, dimension = "") =>
  rows.find((r) => r.metric === metric && r.day === day && r.dimension === dimension)?.value ?? 0;

let listings: Awaited<ReturnType<typeof createListings>> = [];
let clinicPath = "";

beforeAll(async () => {
  listings = await createListings([{ kind: "clinic", name: "Rollup Test Clinic" }]);
  const clinic = listings[0]!;
  clinicPath = `/clinic/${clinic.slug}`;
  const listing = { category: "clinic", label: clinic.slug };

  // Day 1: visitor A reads three pages, one of them the clinic, clicks its website twice and scrolls; visitor B
  // reads the home page and searches for nothing found; a bot reads everything and must not count.
  await record(
    [
      ev("pageview", "page_view", "/"),
      ev("pageview", "page_view", clinicPath, listing),
      ev("event", "scroll_depth", clinicPath, { label: "25%", value: 25 }),
    ],
    A,
    at(DAY1, 9),
  );
  await record(
    [
      ev("event", "visit_website", clinicPath, listing),
      ev("event", "visit_website", clinicPath, listing),
      ev("pageview", "page_view", "/directory/"),
    ],
    A,
    at(DAY1, 10),
  );
  await record(
    [ev("pageview", "page_view", "/"), ev("event", "search_no_results", "/directory", { label: "Zinc  Carnosine" })],
    B,
    at(DAY1, 11),
  );
  await record(
    [
      ev("pageview", "page_view", "/"),
      ev("pageview", "page_view", clinicPath, listing),
      ev("event", "visit_website", clinicPath, listing),
    ],
    BOT,
    at(DAY1, 12),
  );
  // A click credited to the clinic from another page does not count for it.
  await record([ev("event", "visit_website", "/directory", listing)], B, at(DAY1, 13));
  await trackSearch({ query: "Sleep", source: "search-bar" }, { now: at(DAY1, 9) });
  await trackSearch({ query: "  sleep ", source: "search-bar" }, { now: at(DAY1, 10) });
  await trackSearch({ query: "sleep", source: "search-bar" }, { now: at(DAY1, 11), bot: true });
  await recordAssistantQuestion(["sleep", "hrv"], "answer", { ...A, now: at(DAY1, 14) });
  await recordAssistantQuestion([], "general", { ...B, now: at(DAY1, 15) });
  // Day 2: visitor A comes back: a new day, a new hash, counted again.
  await record([ev("pageview", "page_view", clinicPath, listing)], A, at(DAY2, 8));
});

afterAll(async () => {
  await deleteListings(listings);
});

describe("daily rollups", () => {
  it("count a known set of events exactly, bots and misplaced credits left out", async () => {
    const rows = await counters();
    const slug = `clinic/${listings[0]!.slug}`;
    expect(value(rows, "views", DAY1)).toBe(4);
    expect(value(rows, "visitors", DAY1)).toBe(2);
    expect(value(rows, "page", DAY1, "/")).toBe(2);
    expect(value(rows, "page", DAY1, "/directory")).toBe(1);
    expect(value(rows, "page", DAY1, clinicPath)).toBe(1);
    expect(value(rows, "listing_view", DAY1, slug)).toBe(1);
    expect(value(rows, "events", DAY1)).toBe(7);
    expect(value(rows, "event", DAY1, "visit_website")).toBe(3);
    expect(value(rows, "event", DAY1, "scroll_depth")).toBe(1);
    expect(value(rows, "event", DAY1, "assistant_question")).toBe(2);
    expect(value(rows, "outbound_clicks", DAY1)).toBe(3);
    expect(value(rows, "outbound", DAY1, slug)).toBe(2);
    expect(value(rows, "search_zero", DAY1, "zinc carnosine")).toBe(1);
    expect(value(rows, "searches", DAY1)).toBe(2);
    expect(value(rows, "search", DAY1, "sleep")).toBe(2);
    expect(value(rows, "assistant_questions", DAY1)).toBe(2);
    expect(value(rows, "assistant_topic", DAY1, "sleep")).toBe(1);
    expect(value(rows, "assistant_topic", DAY1, "hrv")).toBe(1);
    expect(value(rows, "assistant_topic", DAY1, "(general)")).toBe(1);
    expect(value(rows, "views", DAY2)).toBe(1);
    expect(value(rows, "visitors", DAY2)).toBe(1);
    expect(value(rows, "listing_view", DAY2, slug)).toBe(1);
  });

  it("are rebuilt from the stored events to exactly the same counters", async () => {
    const live = await counters();
    const report = await rebuildAnalyticsRollups({ from: DAY1, to: DAY2 });
    expect(report.events).toBe(12);
    expect(await counters()).toEqual(live);
  });

  it("feed the dashboard queries, with listing names and links", async () => {
    const data = await getAnalyticsDashboard(7, at(DAY2, 20).getTime());
    expect(data.from).toBe("2021-01-29");
    expect(data.to).toBe(DAY2);
    expect(data.series).toHaveLength(7);
    expect(data.series.slice(-2)).toEqual([
      { day: DAY1, views: 4, visitors: 2 },
      { day: DAY2, views: 1, visitors: 1 },
    ]);
    expect(data.totals).toEqual({
      views: 5,
      visitorDays: 3,
      events: 7,
      searches: 2,
      outboundClicks: 3,
      assistantQuestions: 2,
    });
    expect(data.topListingViews).toEqual([
      { key: `clinic/${listings[0]!.slug}`, label: "Rollup Test Clinic", value: 2, href: clinicPath },
    ]);
    expect(data.topOutbound[0]).toMatchObject({ label: "Rollup Test Clinic", value: 2 });
    expect(data.topPages[0]).toEqual({ key: "/", label: "/", value: 2, href: "/" });
    expect(data.topSearches).toEqual([{ key: "sleep", label: "sleep", value: 2 }]);
    expect(data.zeroResultSearches).toEqual([{ key: "zinc carnosine", label: "zinc carnosine", value: 1 }]);
    expect(data.eventsByType[0]).toEqual({ key: "visit_website", label: "visit_website", value: 3 });
    expect(data.assistantTopics.map((row) => row.key).sort()).toEqual(["(general)", "hrv", "sleep"]);

    // Every list is cut to the limit on its own, keeping its largest counters.
    const first = await getAnalyticsDashboard(7, at(DAY2, 20).getTime(), 1);
    expect(first.assistantTopics).toHaveLength(1);
    expect(first.eventsByType).toEqual([data.eventsByType[0]]);
    expect(first.topPages).toEqual([data.topPages[0]]);
    expect(first.topListingViews).toEqual(data.topListingViews);
  });

  it("rank from the completed days' snapshot plus today's live counters", async () => {
    const now = at(DAY2, 21).getTime();
    expect(await refreshAnalyticsTops(now)).toEqual([]);
    const before = (await getAnalyticsDashboard(7, now)).topListingViews[0]?.value ?? 0;
    const clinic = listings[0]!;
    await record(
      [ev("pageview", "page_view", clinicPath, { category: "clinic", label: clinic.slug })],
      B,
      at(DAY2, 21),
    );
    expect((await getAnalyticsDashboard(7, now)).topListingViews[0]?.value).toBe(before + 1);
    // A rebuild changes completed days: the snapshots are recomputed on next use.
    await rebuildAnalyticsRollups({ from: DAY1, to: DAY1 });
    expect(await db.analyticsTopState.count()).toBe(0);
    expect((await refreshAnalyticsTops(now)).sort((a, b) => a - b)).toEqual([7, 30, 90]);
  });

  it("keep no query text for assistant questions", async () => {
    const stored = await db.analyticsEvent.findMany({
      where: { action: "assistant_question", createdAt: { gte: at(DAY1, 0), lt: at(DAY2, 0) } },
    });
    expect(stored.map((row) => [row.category, row.label])).toEqual([
      ["sleep,hrv", null],
      ["(general)", null],
    ]);
  });
});

describe("the assistant route", () => {
  it("counts a question once, on its summary phase, by topic and without its text", async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
    const ask = (phase: string) =>
      healthSearchRoute(
        new NextRequest("http://localhost/api/health-search", {
          method: "POST",
          body: JSON.stringify({ query: "how can I sleep better with my secret condition", phase }),
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": "203.0.113.20",
            "user-agent": "Mozilla/5.0 asker",
          },
        }),
        context,
      );
    // Counted, not filtered by time: other files' routes may have stored questions at times of their own clocks.
    const questions = () => db.analyticsEvent.findMany({ where: { action: "assistant_question" } });
    const before = new Set((await questions()).map((event) => event.id));
    expect((await ask("summary")).status).toBe(200);
    expect((await ask("insights")).status).toBe(200);
    const stored = (await questions()).filter((event) => !before.has(event.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0], (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toMatch(
      /secret|sleep better/,
    );
  });
});

describe("GET /api/admin/analytics/export", () => {
  const get = (query: string, cookie?: string) =>
    exportRoute(
      new NextRequest(`http://localhost/api/admin/analytics/export${query}`, {
        headers: cookie ? { cookie, "x-forwarded-for": "203.0.113.30" } : { "x-forwarded-for": "203.0.113.30" },
      }),
      context,
    );

  it("answers 401 without an admin session", async () => {
    expect((await get("?days=30")).status).toBe(401);
    expect((await get("?days=30", `${adminCookieName()}=${"A".repeat(43)}`)).status).toBe(401);
  });

  it("downloads the period's figures as CSV for an admin", async () => {
    const token = await startAdminSession({ ip: "203.0.113.30", userAgent: "test" });
    const response = await get("?days=7", `${adminCookieName()}=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="analytics-\d{4}-\d{2}-\d{2}-7d\.csv"$/,
    );
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("day,metric,key,label,value");
    expect(csv.split("\r\n").filter((line) => line.includes(",views,")).length).toBe(7);
    // Any period outside 7/30/90 is read as 30 days.
    expect(
      (await (await get("?days=5", `${adminCookieName()}=${token}`)).text())
        .split("\r\n")
        .filter((line) => line.includes(",views,")).length,
    ).toBe(30);
  });
});

describe("the analytics cron", () => {
  it("needs the cron secret, then prunes old salts and recounts yesterday", async () => {
    const call = (authorization?: string) =>
      cronRoute(
        new NextRequest("http://localhost/api/cron/analytics", {
          method: "POST",
          headers: authorization ? { authorization } : {},
        }),
        context,
      );
    expect((await call()).status).toBe(401);
    await db.$executeRaw`INSERT INTO "AnalyticsSalt" ("day", "salt") VALUES ('2020-01-01'::date, 'old') ON CONFLICT DO NOTHING`;
    const response = await call(`Bearer ${process.env.CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ events: expect.any(Number) });
    expect(
      await db.$queryRaw<{ day: string }[]>`SELECT "day" FROM "AnalyticsSalt" WHERE "day" < CURRENT_DATE - 1`,
    ).toEqual([]);
  });
});
