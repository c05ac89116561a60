// The shared cache against a real local redis-server: the store interface (entries, bounded entries, tag updates
// broadcast to other instances), two route / data cache handlers standing for two app instances, and what happens
// when Redis freezes or dies: calls give up within the timeout, and the client reconnects by itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataCacheHandler } from "@/server/cache/data-cache-handler.mjs";
import { createRedisStore, REDIS_CALL_TIMEOUT_MS, type SharedStore } from "@/server/cache/redis-store.mjs";
import RouteCacheHandler from "@/server/cache/route-cache-handler.mjs";
import { TagManifest } from "@/server/cache/tag-manifest.mjs";
import { startTempRedis, type TempRedis } from "../support/redis";

let redis: TempRedis;
const stores: SharedStore[] = [];

beforeAll(async () => {
  redis = await startTempRedis();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

async function instance(namespace = "test:") {
  const store = createRedisStore(redis.url);
  stores.push(store);
  await until(() => store.isReady());
  const now = () => Date.now();
  return { store, tags: new TagManifest(store, now), namespace, now };
}

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

describe("redis store", () => {
  it("reads back what it wrote, and bounded entries keep only the newest", async () => {
    const { store } = await instance();
    await store.write("test:plain", Buffer.from("value"), 60);
    expect((await store.read("test:plain"))?.toString()).toBe("value");
    expect(await store.read("test:absent")).toBeNull();

    for (let i = 0; i < 5; i++) {
      await store.write(`test:error:${i}`, Buffer.from(`e${i}`), 60, { index: "test:errors", maxEntries: 3 });
    }
    const kept = await Promise.all([0, 1, 2, 3, 4].map((i) => store.read(`test:error:${i}`)));
    expect(kept.map((value) => value?.toString() ?? null)).toEqual([null, null, "e2", "e3", "e4"]);
  });

  it("broadcasts tag updates to every instance, and a late instance reads them back", async () => {
    const a = await instance();
    const b = await instance();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = Date.now() - 1;
    await a.tags.invalidate(["listing:broadcast"], { expire: 0 });
    const took = await until(() => b.tags.isExpired(["listing:broadcast"], before));
    expect(took).toBeLessThan(1_000);
    const late = await instance();
    await until(() => late.tags.isExpired(["listing:broadcast"], before));
  });
});

describe("two instances on one Redis", () => {
  it("a page rendered on A is served by B, and an invalidation on B makes both miss", async () => {
    const a = new RouteCacheHandler({}, await instance("pages:"));
    const bRuntime = await instance("pages:");
    const b = new RouteCacheHandler({}, bRuntime);
    await a.set("/clinic/shared", page("<p>v1</p>", "listing:shared"), { cacheControl: { revalidate: 60 } });
    expect((await b.get("/clinic/shared", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>v1</p>" });

    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.revalidateTag("listing:shared", { expire: 0 });
    expect(await b.get("/clinic/shared", { kind: "APP_PAGE" })).toBeNull();
    await until(async () => (await a.get("/clinic/shared", { kind: "APP_PAGE" })) === null, 1_000);

    // B renders afresh; A, whose memory holds the old page, takes the new one from Redis.
    await b.set("/clinic/shared", page("<p>v2</p>", "listing:shared"), { cacheControl: { revalidate: 60 } });
    expect((await a.get("/clinic/shared", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>v2</p>" });
  });

  it("shares 'use cache' entries and their tags", async () => {
    const a = createDataCacheHandler(await instance("data:"));
    const b = createDataCacheHandler(await instance("data:"));
    const entry = {
      value: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("cached data"));
          controller.close();
        },
      }),
      tags: ["reviews:1"],
      stale: 300,
      timestamp: Date.now(),
      expire: 3_600,
      revalidate: 900,
    };
    await a.set("key-1", Promise.resolve(entry));
    const read = await b.get("key-1");
    expect(read && (await new Response(read.value).text())).toBe("cached data");
    expect(read?.tags).toEqual(["reviews:1"]);

    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.updateTags(["reviews:1"], { expire: 0 });
    await until(async () => (await a.get("key-1")) === undefined, 1_000);
    expect(await a.getExpiration(["reviews:1", "other"])).toBeGreaterThan(entry.timestamp);
  });
});

describe("Redis frozen or gone", () => {
  it("gives up within the timeout, serves from memory, and reconnects by itself", async () => {
    const runtime = await instance("outage:");
    const handler = new RouteCacheHandler({}, runtime);
    await handler.set("/clinic/kept", page("<p>kept</p>", "listing:kept"), { cacheControl: { revalidate: 60 } });

    redis.pause();
    try {
      let start = performance.now();
      expect(await handler.get("/clinic/not-cached", { kind: "APP_PAGE" })).toBeNull();
      expect(performance.now() - start).toBeLessThan(REDIS_CALL_TIMEOUT_MS + 150);
      start = performance.now();
      expect((await handler.get("/clinic/kept", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>kept</p>" });
      expect(performance.now() - start).toBeLessThan(20);
      start = performance.now();
      await handler.set("/clinic/during", page("<p>during</p>", "x"), { cacheControl: { revalidate: 60 } });
      await handler.revalidateTag("listing:during-outage", { expire: 0 });
      expect(performance.now() - start).toBeLessThan(2 * REDIS_CALL_TIMEOUT_MS + 150);
    } finally {
      redis.resume();
    }

    await redis.kill();
    const start = performance.now();
    expect(await handler.get("/clinic/not-cached", { kind: "APP_PAGE" })).toBeNull();
    expect(performance.now() - start).toBeLessThan(REDIS_CALL_TIMEOUT_MS + 150);
    await redis.start();
    await until(() => runtime.store.isReady(), 5_000);
    // The invalidation made while Redis was unreachable reaches the others once it is back.
    const other = await instance("outage:");
    await until(() => other.tags.isExpired(["listing:during-outage"], 0), 3_000);
    await handler.set("/clinic/after", page("<p>after</p>", "x"), { cacheControl: { revalidate: 60 } });
    const fresh = new RouteCacheHandler({}, other);
    expect((await fresh.get("/clinic/after", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>after</p>" });
  });
});
