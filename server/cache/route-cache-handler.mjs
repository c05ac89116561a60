// @ts-check
// The route cache (next.config.ts `cacheHandler`): whole rendered pages and route responses, written through
// Next's documented cache-handler interface (get / set / revalidateTag / resetRequestCache), no internal class.
//
// - Every entry is kept in a bounded local memory layer.
// - With REDIS_URL, entries are shared by every instance in Redis; tags invalidated on any instance reach all of them
//   (server/cache/tag-manifest.mjs). Without it, one instance keeps its 200 pages on disk, as Next does.
// - Made-up URLs cannot fill anything: a render that answers other than 200 (a missing listing's 404, a moved slug's
//   308) never reaches the disk, and in Redis it lives an hour among at most MAX_ERROR_ENTRIES such entries. So does
//   a page that expires within the hour: the searched directory views, one for every query anyone types.
// - Redis slow or gone: a call gives up after 100 ms and the page is served from memory or rendered.
import path from "node:path";
import {
  cacheRuntime,
  deserialize,
  orFallback,
  renderBegins,
  renderedDuringDatabaseFault,
  serialize,
} from "./cache-runtime.mjs";
import { DiskStore } from "./disk-store.mjs";
import { MemoryLru } from "./memory-lru.mjs";

const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** The longest any entry lives in Redis (a page without an expiry is rendered again after that). */
export const MAX_ENTRY_SECONDS = 30 * 24 * 3_600;
export const ERROR_ENTRY_SECONDS = 3_600;
export const MAX_ERROR_ENTRIES = 10_000;
/** Entries that expire this soon are as many as the URLs visitors make up (searches): bounded like the errors. */
export const SHORT_LIVED_SECONDS = 3_600;
/** Larger entries stay local: one huge page must not crowd out the shared cache. */
export const MAX_SHARED_ENTRY_BYTES = 4 * 1024 * 1024;
const TAGS_HEADER = "x-next-cache-tags";
/** CACHE_TAGS.listingGone (lib/cache-tags.ts; this file is loaded as plain JavaScript, so it is spelled out here). */
export const LISTING_GONE_TAG = "listing-gone";

/**
 * @typedef {{ kind: string; status?: number; headers?: Record<string, unknown>; tags?: string[] }} CacheValue
 * @typedef {{ revalidate?: number | false; expire?: number }} CacheControl
 * @typedef {{ lastModified: number; value: CacheValue | null; cacheControl?: CacheControl }} StoredEntry
 * @typedef {{ kind?: string; tags?: string[]; softTags?: string[] }} GetContext
 */

/** @param {CacheValue | null} value  a page render that is not a plain 200 (only page renders carry a status) */
function isErrorOrRedirect(value) {
  return value != null && value.kind === "APP_PAGE" && typeof value.status === "number" && value.status !== 200;
}

/**
 * @param {CacheValue | null} value
 * @param {CacheControl | undefined} cacheControl
 */
function isBounded(value, cacheControl) {
  return isErrorOrRedirect(value) || (cacheControl?.expire !== undefined && cacheControl.expire <= SHORT_LIVED_SECONDS);
}

/** @param {CacheValue | null} value  a detail page's 404 render for a listing that was unpublished */
function isGoneListing(value) {
  const tags = value?.headers?.[TAGS_HEADER];
  return value?.status === 404 && typeof tags === "string" && tags.split(",").includes(LISTING_GONE_TAG);
}

/**
 * @param {CacheValue | null} value
 * @param {{ tags?: string[]; softTags?: string[] }} ctx
 */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  return [
    ...(typeof header === "string" ? header.split(",") : []),
    ...(value?.tags ?? []),
    ...(ctx.tags ?? []),
    ...(ctx.softTags ?? []),
  ];
}

/** @type {WeakMap<import("./cache-runtime.mjs").CacheRuntime, MemoryLru<{ entry: StoredEntry; size: number }>>} */
const MEMORY_OF_RUNTIME = new WeakMap();

export default class RouteCacheHandler {
  /**
   * @param {{ serverDistDir?: string; maxMemoryCacheSize?: number }} ctx  Next's context (more fields are ignored)
   * @param {import("./cache-runtime.mjs").CacheRuntime} [runtime]  the process's own unless a test gives one
   */
  constructor(ctx, runtime = cacheRuntime()) {
    this.runtime = runtime;
    // Next makes a handler for every request, so the memory layer lives beside the runtime: one per process.
    let memory = MEMORY_OF_RUNTIME.get(runtime);
    if (!memory) {
      memory = new MemoryLru(ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES, (item) => item.size);
      MEMORY_OF_RUNTIME.set(runtime, memory);
    }
    this.memory = memory;
    // Inside the build's own output (`.next/server`), which `next build` empties: a page rendered by an earlier build
    // refers to its chunks and build id, and served after a rebuild it broke client navigations into full reloads.
    this.disk =
      !this.runtime.store && ctx.serverDistDir ? new DiskStore(path.join(ctx.serverDistDir, "route-cache")) : null;
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx) {
    const local = this.memory.get(key)?.entry;
    if (local && this.#isFresh(local, ctx)) return local;
    // Expired here: another instance may already have stored the fresh render.
    const shared = await this.#readShared(key);
    if (shared && this.#isFresh(shared, ctx)) return shared;
    renderBegins(`route:${key}`);
    return null;
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} value
   * @param {{ fetchCache?: boolean; cacheControl?: CacheControl }} ctx
   */
  async set(key, value, ctx) {
    if (renderedDuringDatabaseFault(`route:${key}`)) return;
    // Next answers the request that rendered an entry from this very object, and later requests from the stored
    // copy: both then say 410. Detail pages render unpublished listings with notFound(), the only way a page can
    // refuse to show itself; the marker tag tells which of those 404s are listings that once were public.
    if (value && isGoneListing(value)) value.status = 410;
    /** @type {StoredEntry} */
    const entry = {
      lastModified: this.runtime.now(),
      value,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    };
    const bytes = serialize({ key, ...entry });
    this.memory.set(key, { entry, size: bytes.byteLength });
    if (!value) return;
    const { store, namespace } = this.runtime;
    if (store) {
      if (bytes.byteLength > MAX_SHARED_ENTRY_BYTES) return;
      const bounded = isBounded(value, entry.cacheControl);
      const ttl = isErrorOrRedirect(value)
        ? ERROR_ENTRY_SECONDS
        : Math.min(entry.cacheControl?.expire ?? MAX_ENTRY_SECONDS, MAX_ENTRY_SECONDS);
      const bound = bounded ? { index: `${namespace}route-errors`, maxEntries: MAX_ERROR_ENTRIES } : undefined;
      await orFallback(() => store.write(`${namespace}route:${key}`, bytes, ttl, bound), undefined);
    } else if (this.disk && !isBounded(value, entry.cacheControl)) {
      await this.disk.write(key, bytes);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await this.runtime.tags.invalidate(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache() {}

  /**
   * A stale tag counts as expired: every write here revalidates with `expire: 0`.
   * @param {StoredEntry} entry
   * @param {GetContext} ctx
   */
  #isFresh(entry, ctx) {
    const tags = tagsOf(entry.value, ctx);
    const manifest = this.runtime.tags;
    return !manifest.isExpired(tags, entry.lastModified) && !manifest.isStale(tags, entry.lastModified);
  }

  /**
   * @param {string} key
   * @returns {Promise<StoredEntry | null>}
   */
  async #readShared(key) {
    const { store, namespace } = this.runtime;
    const bytes = store
      ? await orFallback(() => store.read(`${namespace}route:${key}`), null)
      : await (this.disk?.read(key) ?? null);
    if (!bytes) return null;
    const { key: _key, ...entry } = /** @type {StoredEntry & { key: string }} */ (deserialize(bytes));
    this.memory.set(key, { entry, size: bytes.byteLength });
    return entry;
  }
}
