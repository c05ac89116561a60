import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/track/route";
import { POST as trackSearchRoute } from "@/app/api/track/search/route";
import { MAX_BATCH_EVENTS } from "@/lib/analytics/constants";
import { pruneRateLimitBuckets } from "@/server/http/rate-limit";
import { db } from "@/server/db/client";
import type { ApiErrorBody } from "@/lib/http/app-error";

const context = { params: Promise.resolve({}) };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140 analytics-test";
const IP = "192.0.2.44";
let sessionId = "";
const event = () => ({ type: "pageview", action: "page_view", path: "/oura", sessionId });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest("http://localhost/api/track", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": IP, "user-agent": BROWSER, ...headers },
    }),
    context,
  );
const rows = () => db.analyticsEvent.findMany({ where: { sessionId }, orderBy: { id: "asc" } });

describe("POST /api/track", () => {
  beforeEach(async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
    sessionId = `s-${randomUUID()}`;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a single event (the earlier shape) and answers 204", async () => {
    const response = await post({ ...event(), label: "Oura", visitorId: "client-visitor-id" });
    expect(response.status).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: "pageview",
      action: "page_view",
      path: "/oura",
      label: "Oura",
      isBot: false,
      visitorId: null,
      userAgent: null,
    });
    expect(stored[0]?.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores a batch with the richer record: title, referrer origin, viewport, value and parameters", async () => {
    const response = await post({
      events: [
        {
          ...event(),
          title: "Oura Ring | Longevity Directory",
          referrer: "https://www.google.com/search?q=secret",
          viewport: "390x844",
        },
        {
          ...event(),
          type: "event",
          action: "scroll_depth",
          category: "engagement",
          label: "50%",
          value: 50,
          params: { source: "test", first: true, n: 2, none: null },
        },
        { ...event(), type: "event", action: "dwell_time", value: 12.5 },
      ],
    });
    expect(response.status).toBe(204);
    const stored = await rows();
    expect(stored.map((row) => row.action)).toEqual(["page_view", "scroll_depth", "dwell_time"]);
    expect(stored[0]).toMatchObject({
      title: "Oura Ring | Longevity Directory",
      referrer: "https://www.google.com",
      viewport: "390x844",
    });
    expect(stored[1]).toMatchObject({ value: 50, params: { source: "test", first: true, n: 2, none: null } });
    // One request, one visitor: the same daily hash on every event.
    expect(new Set(stored.map((row) => row.visitorHash)).size).toBe(1);
  });

  it("gives the same visitor the same hash all day, and another visitor another", async () => {
    await post(event());
    await post(event(), { "x-forwarded-for": "192.0.2.45" });
    await post(event(), { "user-agent": `${BROWSER} other` });
    await post(event());
    const hashes = (await rows()).map((row) => row.visitorHash);
    expect(hashes[0]).toBe(hashes[3]);
    expect(new Set(hashes).size).toBe(3);
  });

  it("stores no raw IP and no user agent anywhere", async () => {
    const ip = "198.51.100.173";
    const agent = `Mozilla/5.0 unique-agent-${randomUUID()}`;
    await post(
      { events: [event(), { ...event(), type: "event", action: "visit_website" }] },
      { "x-forwarded-for": ip, "user-agent": agent },
    );
    await trackSearchRoute(
      new NextRequest("http://localhost/api/track/search", {
        method: "POST",
        body: JSON.stringify({ query: "zinc" }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": agent },
      }),
      context,
    );
    for (const table of ["AnalyticsEvent", "AnalyticsDaily", "AnalyticsDailyVisitor", "AnalyticsSalt", "SearchQuery"]) {
      const found = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table}" t WHERE row_to_json(t)::text LIKE $1 OR row_to_json(t)::text LIKE $2`,
        `%${ip}%`,
        `%${agent}%`,
      );
      expect(found[0]?.n, table).toBe(0);
    }
  });

  it("flags bots instead of dropping them", async () => {
    expect((await post(event(), { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    expect((await post(event(), { "user-agent": "" })).status).toBe(204);
    expect((await rows()).map((row) => row.isBot)).toEqual([true, true]);
  });

  it("rejects bad input with field messages, malformed JSON with 400 and oversized bodies with 413", async () => {
    const bad = await post({ ...event(), type: "click", path: "oura" });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as ApiErrorBody;
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["events.0.path", "events.0.type"]);

    const cases: unknown[] = [
      { events: [] },
      { events: Array.from({ length: MAX_BATCH_EVENTS + 1 }, event) },
      { events: [event(), { ...event(), sessionId: "" }] },
      { events: "nope" },
      { ...event(), value: "12" },
      { ...event(), params: { "bad key": 1 } },
      { ...event(), params: { nested: { deep: true } } },
      { ...event(), params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      { ...event(), viewport: "big" },
      { ...event(), type: "event", action: "assistant_question", category: "sleep" },
      { ...event(), label: "<script>alert(1)</script>" },
      { ...event(), title: "tab\u0000" },
      [event()],
      null,
    ];
    for (const input of cases) expect((await post(input)).status, JSON.stringify(input).slice(0, 80)).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("x".repeat(40_000))).status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it("accepts JSON only as application/json (415 otherwise)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const response = await post(event(), { "content-type": type });
      expect(response.status, type).toBe(415);
    }
  });

  it("refuses a cross-origin post with 403 and stores nothing", async () => {
    expect((await post(event(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(event(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it("rate-limits a flooding client with 429 and Retry-After", async () => {
    // The clock stands at the start of a window, so the flood never straddles two.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    // Ten at a time: 120 at once queue on the connection pool, and on a busy machine some wait past its timeout.
    const statuses: number[] = [];
    for (let batch = 0; batch < 12; batch++) {
      const sent = Array.from({ length: 10 }, () => post(event(), { "x-forwarded-for": "192.0.2.99" }));
      statuses.push(...(await Promise.all(sent)).map((response) => response.status));
    }
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    const limited = await post(event(), { "x-forwarded-for": "192.0.2.99" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
