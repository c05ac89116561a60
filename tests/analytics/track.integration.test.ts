import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/track/route";
import { pruneRateLimitBuckets } from "@/server/http/rate-limit";
import { db } from "@/server/db/client";

const context = { params: Promise.resolve({}) };
const event = { type: "pageview", action: "page_view", path: "/oura", visitorId: "v-test", sessionId: "s-test" };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new NextRequest("http://localhost/api/track", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140", ...headers },
  }), context);

describe("POST /api/track", () => {
  beforeEach(async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
    await db.analyticsEvent.deleteMany({ where: { visitorId: { in: ["v-test", "v-bot"] } } });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a page view sent as a JSON beacon and answers 204", async () => {
    const response = await post({ ...event, label: "Oura" });
    expect(response.status).toBe(204);
    const rows = await db.analyticsEvent.findMany({ where: { visitorId: "v-test" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "pageview", action: "page_view", path: "/oura", label: "Oura", isBot: false });
  });

  it("flags bots instead of dropping them", async () => {
    expect((await post({ ...event, visitorId: "v-bot" }, { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    expect((await db.analyticsEvent.findFirst({ where: { visitorId: "v-bot" } }))?.isBot).toBe(true);
  });

  it("rejects bad input with field messages and malformed JSON with 400", async () => {
    const bad = await post({ ...event, type: "click", path: "oura" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields).sort()).toEqual(["path", "type"]);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("x".repeat(5000))).status).toBe(413);
  });

  it("accepts JSON only as application/json (415 otherwise)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const response = await post(event, { "content-type": type });
      expect(response.status, type).toBe(415);
    }
  });

  it("refuses a cross-origin post with 403 and stores nothing", async () => {
    const response = await post({ ...event, visitorId: "v-bot" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await db.analyticsEvent.count({ where: { visitorId: "v-bot" } })).toBe(0);
    expect((await post({ ...event, visitorId: "v-bot" }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("rate-limits a flooding client with 429 and Retry-After", async () => {
    // The clock stands at the start of a window, so the flood never straddles two.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    const flood = Array.from({ length: 120 }, () => post(event, { "x-forwarded-for": "192.0.2.99" }));
    expect((await Promise.all(flood)).every((r) => r.status === 204)).toBe(true);
    const limited = await post(event, { "x-forwarded-for": "192.0.2.99" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await db.analyticsEvent.deleteMany({ where: { visitorId: "v-test" } });
  });
});
