// @ts-check
// The one place that talks to Redis: the shared route and data cache entries, the tag expirations, and their
// broadcast to every instance. Each call gives up after 100 ms and never waits for a connection (no offline queue),
// so a slow or absent Redis costs a cache miss, never a hang; the client reconnects by itself and says so.
import { Redis } from "ioredis";
import { cacheLog } from "./cache-log.mjs";

/** The most a cache call may wait for Redis before the caller falls back to rendering or local memory. */
export const REDIS_CALL_TIMEOUT_MS = 100;
/** Tag expirations older than the longest entry life can no longer expire anything, so they are dropped. */
const TAG_RETENTION_MS = 31 * 24 * 3_600_000;

/**
 * @typedef {{ tags: string[]; stale: number; expired: number }} TagUpdate
 *   `stale` / `expired`: epoch ms (0 = unchanged) from which entries tagged so are stale / gone.
 * @typedef {{ index: string; maxEntries: number }} EntryBound
 *   Entries written with a bound are listed in `index`, and the oldest are deleted past `maxEntries`.
 * @typedef {object} SharedStore
 * @property {(key: string) => Promise<Buffer | null>} read
 * @property {(key: string, value: Buffer, ttlSeconds: number, bound?: EntryBound) => Promise<void>} write
 * @property {(key: string, ttlSeconds: number) => Promise<number>} increment
 *   adds one to a counter and returns it; the counter's life starts with its first increment
 * @property {() => Promise<{ stale: Map<string, number>; expired: Map<string, number> }>} readTags
 * @property {(update: TagUpdate) => Promise<void>} writeTags
 * @property {(listener: (update: TagUpdate) => void) => void} onTags  updates written by any instance
 * @property {(listener: () => void) => void} onReady  (re)connected: time to catch up on missed updates
 * @property {() => boolean} isReady
 * @property {() => Promise<void>} close
 */

const STALE_KEY = "ld:tags:stale";
const EXPIRED_KEY = "ld:tags:expired";
const CHANNEL = "ld:tags";

// Sets the entry, lists it in its index by time, deletes the oldest past the bound and any whose life ended.
const WRITE_BOUNDED = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]) * 1000)
redis.call('ZADD', KEYS[2], ARGV[3], KEYS[1])
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if over > 0 then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  redis.call('DEL', unpack(oldest))
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[2]) * 1000)
return over`;

/**
 * @param {string} url  redis:// or rediss:// (Redis 7 or Valkey)
 * @returns {SharedStore}
 */
export function createRedisStore(url) {
  const options = {
    commandTimeout: REDIS_CALL_TIMEOUT_MS,
    connectTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    /** @param {number} attempt */
    retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined });
  /** @type {Array<(update: TagUpdate) => void>} */
  const tagListeners = [];
  /** @type {Array<() => void>} */
  const readyListeners = [];
  let lost = false;
  let subscribed = false;

  client.on("error", (err) => {
    if (lost) return;
    lost = true;
    cacheLog.warn({ err: { message: err.message } }, "redis: unreachable; serving from local memory or by rendering");
  });
  client.on("ready", () => {
    if (lost) cacheLog.info("redis: reconnected");
    lost = false;
    if (subscribed) for (const listener of readyListeners) listener();
  });
  // Errors of the subscriber connection are the same outage, already logged by the client's handler.
  subscriber.on("error", () => {});
  subscriber.on("close", () => (subscribed = false));
  // Catching up only once subscribed: an update published in between is then either read back or received.
  subscriber.on("ready", () => {
    subscriber
      .subscribe(CHANNEL)
      .then(() => {
        subscribed = true;
        for (const listener of readyListeners) listener();
      })
      .catch(() => {});
  });
  subscriber.on("message", (_channel, message) => {
    /** @type {TagUpdate} */
    let update;
    try {
      update = JSON.parse(message);
    } catch {
      return;
    }
    for (const listener of tagListeners) listener(update);
  });

  /** @param {Map<string, number>} map @param {string[]} flat */
  const fill = (map, flat) => {
    for (let i = 0; i + 1 < flat.length; i += 2) map.set(/** @type {string} */ (flat[i]), Number(flat[i + 1]));
    return map;
  };

  return {
    read: (key) => client.getBuffer(key),
    async write(key, value, ttlSeconds, bound) {
      const ttl = Math.max(1, Math.round(ttlSeconds));
      if (!bound) {
        await client.set(key, value, "EX", ttl);
        return;
      }
      await client.eval(WRITE_BOUNDED, 2, key, bound.index, value, ttl, Date.now(), bound.maxEntries);
    },
    async increment(key, ttlSeconds) {
      const results = await client
        .multi()
        .incr(key)
        .expire(key, Math.max(1, Math.ceil(ttlSeconds)), "NX")
        .exec();
      const [err, count] = results?.[0] ?? [new Error("redis: no reply")];
      if (err) throw err;
      return Number(count);
    },
    async readTags() {
      const since = Date.now() - TAG_RETENTION_MS;
      const [stale, expired] = await Promise.all([
        client.zrangebyscore(STALE_KEY, since, "+inf", "WITHSCORES"),
        client.zrangebyscore(EXPIRED_KEY, since, "+inf", "WITHSCORES"),
      ]);
      return { stale: fill(new Map(), stale), expired: fill(new Map(), expired) };
    },
    async writeTags(update) {
      const cutoff = Date.now() - TAG_RETENTION_MS;
      const multi = client.multi();
      for (const [key, at] of /** @type {const} */ ([
        [STALE_KEY, update.stale],
        [EXPIRED_KEY, update.expired],
      ])) {
        if (!at) continue;
        multi.zadd(key, "GT", ...update.tags.flatMap((tag) => [at, tag]));
        multi.zremrangebyscore(key, "-inf", cutoff);
      }
      multi.publish(CHANNEL, JSON.stringify(update));
      const results = await multi.exec();
      const failed = results?.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    },
    onTags: (listener) => void tagListeners.push(listener),
    onReady: (listener) => void readyListeners.push(listener),
    isReady: () => client.status === "ready" && subscribed,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
