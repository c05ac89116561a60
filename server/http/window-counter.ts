import "server-only";
import { cacheRuntime } from "@/server/cache/cache-runtime.mjs";
import type { RateLimitOptions, RateLimitResult } from "./rate-limit";

/** The part of the shared store a counter needs (server/cache/redis-store.mjs). */
type CounterStore = { increment: (key: string, ttlSeconds: number) => Promise<number> };

/** Windows one process keeps counting before it drops those that ended: a bound, not a target. */
const MAX_LOCAL_WINDOWS = 50_000;

/**
 * Fixed-window counts held in this process, for one instance without a shared store (and for the moments the store
 * does not answer). Ended windows are dropped once the map reaches its bound; if every window is still running, the
 * oldest goes first.
 */
export class LocalWindowCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxWindows = MAX_LOCAL_WINDOWS) {}

  increment(key: string, endsAt: number, now: number): number {
    const window = this.#windows.get(key);
    if (window && window.endsAt > now) return ++window.count;
    if (this.#windows.size >= this.maxWindows) this.#prune(now);
    this.#windows.set(key, { count: 1, endsAt });
    return 1;
  }

  get size(): number {
    return this.#windows.size;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    while (this.#windows.size >= this.maxWindows) this.#windows.delete(this.#windows.keys().next().value!);
  }
}

type CounterDeps = {
  /** Read at each call: the shared store, or null for none. */
  store: () => CounterStore | null;
  now: () => number;
  local?: LocalWindowCounter;
};

/**
 * A fixed-window rate limit counted without a database write: in the shared store (Redis: one INCR, the key living
 * as long as its window) when there is one, else in this process. A store that fails or times out counts locally,
 * so a Redis outage never refuses or slows a call.
 */
export function createWindowCounter({ store, now, local = new LocalWindowCounter() }: CounterDeps) {
  return async function consume(key: string, { limit, windowMs }: RateLimitOptions): Promise<RateLimitResult> {
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const endsAt = windowStart + windowMs;
    const windowKey = `${key}:${windowStart}`;
    const shared = store();
    let count: number;
    try {
      count = shared ? await shared.increment(`ld:rate:${windowKey}`, (endsAt - at) / 1000) : -1;
    } catch {
      count = -1;
    }
    if (count < 0) count = local.increment(windowKey, endsAt, at);
    const ok = count <= limit;
    return {
      ok,
      count,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil((endsAt - at) / 1000)),
    };
  };
}

/** The process's counter, on the cache's shared store (REDIS_URL) or in memory. */
export const consumeWindowCount = createWindowCounter({
  store: () => cacheRuntime().store,
  now: () => Date.now(),
});
