// The public API's rate limit counter: fixed windows on a passed clock, in memory (one instance) and in a real local
// Redis (every instance counts the same window); a store that fails counts in memory instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStore, type SharedStore } from "@/server/cache/redis-store.mjs";
import { createWindowCounter, LocalWindowCounter } from "@/server/http/window-counter";
import { startTempRedis, type TempRedis } from "../support/redis";

const LIMIT = { limit: 3, windowMs: 60_000 };
const WINDOW_START = 28_333_334 * 60_000;
/** A clock 10 s into a window. */
const START = WINDOW_START + 10_000;

function clock(at = START) {
  const state = { at };
  return { now: () => state.at, state };
}

describe("the in-memory window counter", () => {
  it("allows the limit in a window, then refuses with the seconds left in it, and starts over in the next", async () => {
    const { now, state } = clock();
    const consume = createWindowCounter({ store: () => null, now });
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await consume("apiAnonymous:1.2.3.4", LIMIT));
    expect(counts.map((result) => result.ok)).toEqual([true, true, true, false]);
    expect(counts.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect(counts[3]?.retryAfterSeconds).toBe(50);
    expect(counts[2]?.retryAfterSeconds).toBe(0);

    expect((await consume("apiAnonymous:5.6.7.8", LIMIT)).ok, "another address has its own count").toBe(true);
    state.at += 50_000;
    expect(await consume("apiAnonymous:1.2.3.4", LIMIT)).toMatchObject({ ok: true, count: 1, remaining: 2 });
  });

  it("keeps at most its bound of windows, dropping ended ones first", () => {
    const local = new LocalWindowCounter(3);
    local.increment("old", 1_000, 0);
    local.increment("a", 5_000, 0);
    local.increment("b", 5_000, 0);
    expect(local.increment("c", 5_000, 2_000)).toBe(1);
    expect(local.size).toBe(3);
    expect(local.increment("a", 5_000, 2_000), "a running window keeps its count").toBe(2);
    local.increment("d", 5_000, 2_000);
    expect(local.size).toBe(3);
  });

  it("counts in memory when the shared store fails", async () => {
    const { now } = clock();
    const failing = { increment: () => Promise.reject(new Error("redis: timeout")) };
    const consume = createWindowCounter({ store: () => failing, now });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume("apiKey:k1", LIMIT));
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]?.ok).toBe(false);
  });
});

describe("the window counter on Redis", () => {
  let redis: TempRedis;
  let stores: SharedStore[] = [];

  beforeAll(async () => {
    redis = await startTempRedis();
    stores = [createRedisStore(redis.url), createRedisStore(redis.url)];
    for (const store of stores)
      for (let i = 0; i < 200 && !store.isReady(); i++) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  it("two instances count one window together, and the counter lives only as long as its window", async () => {
    const { now, state } = clock();
    const [a, b] = stores.map((store) => createWindowCounter({ store: () => store, now }));
    const key = `apiAnonymous:redis-${Math.random()}`;
    const results = [await a!(key, LIMIT), await b!(key, LIMIT), await a!(key, LIMIT), await b!(key, LIMIT)];
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]).toMatchObject({ ok: false, retryAfterSeconds: 50 });

    const windowKey = `ld:rate:${key}:${WINDOW_START}`;
    const probe = new (await import("ioredis")).Redis(redis.url);
    try {
      const ttl = await probe.ttl(windowKey);
      expect(ttl).toBeGreaterThan(45);
      expect(ttl).toBeLessThanOrEqual(50);
    } finally {
      probe.disconnect();
    }

    state.at += 50_000;
    expect(await b!(key, LIMIT)).toMatchObject({ ok: true, count: 1 });
  });
});
