import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/track/route";
import { pruneRateLimitBuckets } from "@/lib/rate-limit";
import { db } from "@/server/db/client";

const context = { params: Promise.resolve({}) };
const event = { type: "pageview", action: "page_view", path: "/oura", visitorId: "v-test", sessionId: "s-test" };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new NextRequest("http://localhost/api/track", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "text/plain", "x-forwarded-for": "192.0.2.44", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140", ...headers },
  }), context);

describe("POST /api/track", () => {
  beforeEach(async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
    await db.analyticsEvent.deleteMany({ where: { visitorId: { in: ["v-test", "v-bot"] } } });
  });

  it("stores a page view sent as a text/plain beacon and answers 204", async () => {
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

  it("rate-limits a flooding client with 429 and Retry-After", async () => {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
    const flood = Array.from({ length: 120 }, () => post(event, { "x-forwarded-for": "192.0.2.99" }));
    expect((await Promise.all(flood)).every((r) => r.status === 204)).toBe(true);
    const limited = await post(event, { "x-forwarded-for": "192.0.2.99" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await db.analyticsEvent.deleteMany({ where: { visitorId: "v-test" } });
  });
});
