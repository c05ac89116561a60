// @ts-check
// What the two cache handlers of one process share: the Redis store when REDIS_URL is set (never during
// `next build`, whose prerenders stay in the build output), the tag manifest, and the key namespace of this build.
import { readFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { createRedisStore } from "./redis-store.mjs";
import { TagManifest } from "./tag-manifest.mjs";

/**
 * @typedef {object} CacheRuntime
 * @property {import("./redis-store.mjs").SharedStore | null} store
 * @property {TagManifest} tags
 * @property {string} namespace  key prefix: entries of another build (other chunk names) are never read
 * @property {() => number} now  epoch ms (tests pass a clock)
 */

const RUNTIME = Symbol.for("longevity-directory.cache-runtime");

/** @returns {CacheRuntime} */
export function cacheRuntime() {
  const slot = /** @type {{ [RUNTIME]?: CacheRuntime }} */ (globalThis);
  return (slot[RUNTIME] ??= createRuntime());
}

/** @returns {CacheRuntime} */
function createRuntime() {
  const url = process.env.REDIS_URL;
  const store = url && process.env.NEXT_PHASE !== "phase-production-build" ? createRedisStore(url) : null;
  const now = () => Date.now();
  return { store, tags: new TagManifest(store, now), namespace: `ld:${buildId()}:`, now };
}

function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

/**
 * Runs a shared-store call, turning a failure or a timeout into `fallback`: the cache is never why a page fails.
 * @template T
 * @param {() => Promise<T>} call
 * @param {T} fallback
 * @returns {Promise<T>}
 */
export async function orFallback(call, fallback) {
  try {
    return await call();
  } catch {
    return fallback;
  }
}

/** @param {unknown} value */
export const serialize = (value) => v8.serialize(value);
/** @param {Buffer} bytes */
export const deserialize = (bytes) => v8.deserialize(bytes);

// server/db/fault-clock.ts keeps each request's database-fault scope here (the app's bundle and this file share
// nothing but globalThis).
const FAULT_SCOPE = Symbol.for("longevity-directory.request-database-faults");

/** The current request failed for want of the database: what it rendered (an error screen) must not be cached. */
export function renderedDuringDatabaseFault() {
  const slot = /** @type {{ [FAULT_SCOPE]?: { getStore(): { fault: boolean } | undefined } }} */ (globalThis);
  return slot[FAULT_SCOPE]?.getStore()?.fault === true;
}
