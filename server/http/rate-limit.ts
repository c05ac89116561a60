import "server-only";
import { db } from "@/server/db/client";

export type RateLimitOptions = {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Clock override for tests. */
  now?: number;
};

export type RateLimitResult = {
  ok: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** Seconds until the window resets; 0 when the request is allowed. */
  retryAfterSeconds: number;
};

const PRUNE_PROBABILITY = 0.01;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window limiter shared by every server process: one row per key and window in RateLimitBucket,
 * counted with a single atomic upsert, so concurrent requests never lose an increment.
 */
export async function consumeRateLimit(
  key: string,
  { limit, windowMs, now = Date.now() }: RateLimitOptions,
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimitBuckets(now - PRUNE_AFTER_MS).catch(() => {});
  const ok = count <= limit;
  return {
    ok,
    count,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}

/** Deletes windows that started before `before` (ms since epoch); the table stays small without a job. */
export async function pruneRateLimitBuckets(before: number): Promise<number> {
  const result = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(before) } } });
  return result.count;
}
