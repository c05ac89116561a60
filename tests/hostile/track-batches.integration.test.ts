// POST /api/track's batch shape under hostile input (the generic suite sends mostly non-batch bodies): batches of
// valid-looking events whose fields are hostile strings, wrong types, nested or oversized parameters, too many
// events. Every answer is 204, 400 or 413 (never a 5xx or a stack), and nothing stored breaks the schema's limits.
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/track/route";
import { TRACK_TEXT_LIMITS } from "@/lib/analytics/constants";
import { db } from "@/server/db/client";
import { pruneRateLimitBuckets } from "@/server/http/rate-limit";
import { hostileJson, hostileString } from "../support/hostile-input";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);
const SESSION = "hostile-batch-session";
const context = { params: Promise.resolve({}) };

const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const text = fc.oneof(hostileString, fc.string({ maxLength: 20 }));
const hostileEvent = fc.record(
  {
    type: fc.oneof(fc.constantFrom("pageview", "event"), hostileString),
    action: fc.oneof(fc.constantFrom("page_view", "visit_website", "search_no_results", "assistant_question"), text),
    category: sometimes(fc.oneof(fc.constantFrom("clinic", "brand"), text)),
    label: sometimes(text),
    value: sometimes(fc.oneof(fc.double(), fc.integer(), hostileJson)),
    params: sometimes(
      fc.oneof(
        fc.dictionary(text, fc.oneof(text, fc.double(), fc.boolean(), fc.constant(null), hostileJson), { maxKeys: 25 }),
        hostileJson,
      ),
    ),
    path: fc.oneof(
      fc.constantFrom("/", "/clinic/x", "//evil.example", "/a%ZZ"),
      text.map((t) => `/${t}`),
      text,
    ),
    title: sometimes(text),
    referrer: sometimes(fc.oneof(fc.webUrl(), text)),
    viewport: sometimes(fc.oneof(fc.constantFrom("390x844", "0x0", "99999x1"), text)),
    sessionId: fc.oneof(fc.constant(SESSION), text),
  },
  { requiredKeys: ["type", "action", "path", "sessionId"] },
);
const hostileBatch = fc.oneof(
  { weight: 4, arbitrary: fc.record({ events: fc.array(hostileEvent, { minLength: 0, maxLength: 60 }) }) },
  { weight: 1, arbitrary: hostileEvent },
  { weight: 1, arbitrary: fc.record({ events: fc.oneof(hostileJson, fc.array(hostileJson, { maxLength: 5 })) }) },
);

function post(body: unknown, ip: string) {
  return POST(
    new NextRequest("http://localhost:3000/api/track", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": "Mozilla/5.0 hostile-batch" },
    }),
    context,
  );
}

describe("POST /api/track with hostile batches", () => {
  beforeAll(async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
  });

  it("answers 204, 400 or 413, never a 5xx or a stack", async () => {
    expect(
      (await post({ events: [{ type: "pageview", action: "page_view", path: "/", sessionId: SESSION }] }, "192.0.2.1"))
        .status,
    ).toBe(204);
    await fc.assert(
      fc.asyncProperty(hostileBatch, fc.ipV4(), async (body, ip) => {
        const response = await post(body, ip);
        const text = await response.text();
        expect([204, 400, 413], `${response.status} ${text.slice(0, 200)}`).toContain(response.status);
        expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
      }),
      { numRuns: RUNS },
    );
  });

  it("stores only what fits the schema", async () => {
    const stored = await db.analyticsEvent.findMany({ where: { sessionId: SESSION } });
    for (const row of stored) {
      expect(["pageview", "event"]).toContain(row.type);
      expect(row.action?.toLowerCase()).not.toBe("assistant_question");
      expect(row.path?.startsWith("/")).toBe(true);
      expect((row.label ?? "").length).toBeLessThanOrEqual(TRACK_TEXT_LIMITS.label);
      expect(row.visitorId).toBeNull();
      expect(row.userAgent).toBeNull();
    }
  });
});
