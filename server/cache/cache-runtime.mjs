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

// server/db/fault-clock.ts keeps whether the database is down, and when a query last failed for want of it, here
// (the app's bundle and this file share nothing but globalThis).
const AVAILABILITY = Symbol.for("longevity-directory.database-availability");
/** Renders under way, by cache key: when their lookup found nothing fresh. Bounded: oldest first out. */
const RENDER_STARTS = new Map();
const MAX_RENDERS_TRACKED = 10_000;

/**
 * A lookup of `key` found nothing fresh: what is stored under it next is rendered from now on.
 * @param {string} key
 * @param {number} [now]
 */
export function renderBegins(key, now = Date.now()) {
  RENDER_STARTS.delete(key);
  RENDER_STARTS.set(key, now);
  if (RENDER_STARTS.size > MAX_RENDERS_TRACKED) RENDER_STARTS.delete(RENDER_STARTS.keys().next().value);
}

/**
 * What is about to be stored under `key` may have been rendered while the database was failing (an error screen, or
 * a page missing what it could not read), so it is not cached: the database is down, or a query failed for want of
 * it since this render began. No request scope is needed, so this holds under any server Next runs in.
 * @param {string} key
 * @param {number} [now]
 */
export function renderedDuringDatabaseFault(key, now = Date.now()) {
  const began = RENDER_STARTS.get(key) ?? now;
  RENDER_STARTS.delete(key);
  const slot = /** @type {{ [AVAILABILITY]?: { downSince: number | null; lastFault: number } }} */ (globalThis);
  const state = slot[AVAILABILITY];
  return state !== undefined && (state.downSince !== null || state.lastFault >= began);
}
