import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

let limiter: typeof import("@/lib/rate-limit");

beforeAll(async () => {
  limiter = await import("@/lib/rate-limit");
});

describe("consumeRateLimit (RateLimitBucket, fixed windows)", () => {
  it("counts within a window, refuses past the limit with the seconds left, and resets next window", async () => {
    const key = `test:${randomUUID()}`;
    const windowMs = 60_000;
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    const at = (offsetMs: number) => ({ limit: 3, windowMs, now: start + offsetMs });

    expect(await limiter.consumeRateLimit(key, at(0))).toEqual({ ok: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
    expect(await limiter.consumeRateLimit(key, at(1_000))).toMatchObject({ ok: true, count: 2, remaining: 1 });
    expect(await limiter.consumeRateLimit(key, at(2_000))).toMatchObject({ ok: true, count: 3, remaining: 0 });
    expect(await limiter.consumeRateLimit(key, at(15_000))).toEqual({ ok: false, count: 4, remaining: 0, retryAfterSeconds: 45 });
    expect(await limiter.consumeRateLimit(key, at(59_500))).toMatchObject({ ok: false, retryAfterSeconds: 1 });

    expect(await limiter.consumeRateLimit(key, at(windowMs))).toMatchObject({ ok: true, count: 1 });
  });

  it("keeps keys apart", async () => {
    const options = { limit: 1, windowMs: 60_000 };
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    expect((await limiter.consumeRateLimit(a, options)).ok).toBe(true);
    expect((await limiter.consumeRateLimit(a, options)).ok).toBe(false);
    expect((await limiter.consumeRateLimit(b, options)).ok).toBe(true);
  });

  it("never loses an increment under concurrency", async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consumeRateLimit(key, { limit: 5, windowMs: 60_000 })));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it("prunes old windows", async () => {
    const key = `test:${randomUUID()}`;
    const old = Date.now() - 3 * 24 * 3_600_000;
    await limiter.consumeRateLimit(key, { limit: 5, windowMs: 60_000, now: old });
    expect(await limiter.pruneRateLimitBuckets(Date.now() - 24 * 3_600_000)).toBeGreaterThanOrEqual(1);
    expect(await limiter.consumeRateLimit(key, { limit: 5, windowMs: 60_000, now: old })).toMatchObject({ count: 1 });
  });
});

describe("clientIp", () => {
  it("takes the first X-Forwarded-For entry, then X-Real-IP, else 'unknown'", () => {
    expect(limiter.clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(limiter.clientIp(new Headers({ "x-real-ip": "203.0.113.8" }))).toBe("203.0.113.8");
    expect(limiter.clientIp(new Headers())).toBe("unknown");
  });
});
