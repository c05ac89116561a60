import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

let limiter: typeof import("@/server/http/rate-limit");
let clientIp: typeof import("@/server/http/client-ip").clientIp;

beforeAll(async () => {
  limiter = await import("@/server/http/rate-limit");
  ({ clientIp } = await import("@/server/http/client-ip"));
});

describe("consumeRateLimit (RateLimitBucket, fixed windows)", () => {
  it("counts within a window, refuses past the limit with the seconds left, and resets next window", async () => {
    const key = `test:${randomUUID()}`;
    const windowMs = 60_000;
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    const at = (offsetMs: number) => ({ limit: 3, windowMs, now: start + offsetMs });

    expect(await limiter.consumeRateLimit(key, at(0))).toEqual({
      ok: true,
      count: 1,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect(await limiter.consumeRateLimit(key, at(1_000))).toMatchObject({ ok: true, count: 2, remaining: 1 });
    expect(await limiter.consumeRateLimit(key, at(2_000))).toMatchObject({ ok: true, count: 3, remaining: 0 });
    expect(await limiter.consumeRateLimit(key, at(15_000))).toEqual({
      ok: false,
      count: 4,
      remaining: 0,
      retryAfterSeconds: 45,
    });
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
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.consumeRateLimit(key, { limit: 5, windowMs: 60_000 })),
    );
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
  const withTrust = async (trust: "true" | "false", run: () => void) => {
    const { env } = await import("@/env");
    const before = env().TRUST_PROXY_HEADERS;
    env().TRUST_PROXY_HEADERS = trust;
    try {
      run();
    } finally {
      env().TRUST_PROXY_HEADERS = before;
    }
  };

  it("by default takes the last X-Forwarded-For entry (the socket's peer the server put there), never X-Real-IP", async () => {
    await withTrust("false", () => {
      expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
      expect(clientIp(new Headers({ "x-real-ip": "6.6.6.6", "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
      expect(clientIp(new Headers({ "x-real-ip": "6.6.6.6" }))).toBe("unknown");
      expect(clientIp(new Headers())).toBe("unknown");
    });
  });

  it("behind a trusted proxy takes X-Real-IP, then the first X-Forwarded-For entry", async () => {
    await withTrust("true", () => {
      expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
      expect(clientIp(new Headers({ "x-real-ip": "203.0.113.8", "x-forwarded-for": "203.0.113.7" }))).toBe(
        "203.0.113.8",
      );
      expect(clientIp(new Headers())).toBe("unknown");
    });
  });

  it("on Vercel takes the platform's x-vercel-forwarded-for, then X-Real-IP, then X-Forwarded-For, whatever the trust", async () => {
    const before = process.env.VERCEL;
    process.env.VERCEL = "1";
    try {
      await withTrust("false", () => {
        expect(
          clientIp(
            new Headers({ "x-vercel-forwarded-for": "203.0.113.4", "x-forwarded-for": "198.51.100.1, 10.0.0.1" }),
          ),
        ).toBe("203.0.113.4");
        expect(clientIp(new Headers({ "x-real-ip": "203.0.113.5", "x-forwarded-for": "198.51.100.1" }))).toBe(
          "203.0.113.5",
        );
        expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.6, 10.0.0.1" }))).toBe("203.0.113.6");
        expect(clientIp(new Headers())).toBe("unknown");
      });
    } finally {
      if (before === undefined) delete process.env.VERCEL;
      else process.env.VERCEL = before;
    }
  });
});
