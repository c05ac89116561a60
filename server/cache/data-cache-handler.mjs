// @ts-check
// The `'use cache'` data handler (next.config.ts `cacheHandlers`), on Next's documented interface for Cache
// Components: get / set / refreshTags / getExpiration / updateTags. It behaves as Next's default in-memory handler
// (a bounded LRU, a stale tag forces a refresh, an expired one a miss), and with REDIS_URL it also shares entries and
// tag expirations with every instance; Redis calls give up after 100 ms, so the worst case is a local miss.
import {
  cacheRuntime,
  deserialize,
  orFallback,
  renderBegins,
  renderedDuringDatabaseFault,
  serialize,
} from "./cache-runtime.mjs";
import { MemoryLru } from "./memory-lru.mjs";
import { MAX_ENTRY_SECONDS, MAX_SHARED_ENTRY_BYTES } from "./route-cache-handler.mjs";

const MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {{ value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number }} CacheEntry
 * @typedef {Omit<CacheEntry, "value"> & { bytes: Buffer }} StoredEntry
 */

/**
 * Into a buffer of its own: Buffer.concat cuts one under 4 KB from Node's shared 8 KB pool, and the cache would then
 * keep whole pool slabs alive while counting only its entries' bytes.
 * @param {ReadableStream<Uint8Array>} stream
 */
async function toBuffer(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  let length = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const bytes = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** @param {Buffer} bytes */
function toStream(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** @param {StoredEntry} entry */
const sizeOf = (entry) => entry.bytes.byteLength + 256;

export function createDataCacheHandler(runtime = cacheRuntime()) {
  const now = runtime.now;
  /** @type {MemoryLru<StoredEntry>} */
  const memory = new MemoryLru(MEMORY_BYTES, sizeOf);
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  const sharedKey = (/** @type {string} */ cacheKey) => `${runtime.namespace}data:${cacheKey}`;

  /**
   * Production drops an entry past its revalidate time (an in-memory cache does not warm stale entries), and one
   * whose tags expired after it was made; a stale tag serves it once more while a fresh one is made.
   * @param {StoredEntry} entry
   * @returns {CacheEntry | undefined}
   */
  function usable(entry) {
    if (entry.expire < 0 || now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (runtime.tags.isExpired(entry.tags, entry.timestamp)) return undefined;
    const { bytes, ...meta } = entry;
    const revalidate = runtime.tags.isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
    return { ...meta, revalidate, value: toStream(bytes) };
  }

  /** @param {string} cacheKey */
  async function readShared(cacheKey) {
    const store = runtime.store;
    if (!store) return undefined;
    const bytes = await orFallback(() => store.read(sharedKey(cacheKey)), null);
    if (!bytes) return undefined;
    const entry = /** @type {StoredEntry} */ (deserialize(bytes));
    memory.set(cacheKey, entry);
    return entry;
  }

  return {
    /** @param {string} cacheKey */
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const local = memory.get(cacheKey);
      const fresh = local && usable(local);
      if (fresh) return fresh;
      const shared = await readShared(cacheKey);
      const found = shared && usable(shared);
      if (!found) renderBegins(`data:${cacheKey}`);
      return found;
    },

    /**
     * @param {string} cacheKey
     * @param {Promise<CacheEntry>} pendingEntry
     */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is dynamic: Next renders it on every read, so it is never worth storing.
        if (entry.expire === 0 || renderedDuringDatabaseFault(`data:${cacheKey}`)) return;
        const { value, ...meta } = entry;
        /** @type {StoredEntry} */
        const stored = { ...meta, bytes: await toBuffer(value) };
        memory.set(cacheKey, stored);
        const store = runtime.store;
        if (!store) return;
        const bytes = serialize(stored);
        if (bytes.byteLength > MAX_SHARED_ENTRY_BYTES) return;
        const ttl = Math.min(Math.max(entry.expire, entry.revalidate), MAX_ENTRY_SECONDS);
        await orFallback(() => store.write(sharedKey(cacheKey), bytes, ttl), undefined);
      } catch {
        // A failed render or stream: nothing is stored, the next read renders again.
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    // Tag updates from other instances arrive as they happen (tag-manifest.mjs), so a request has nothing to fetch.
    async refreshTags() {},

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return runtime.tags.expiration(tags);
    },

    /**
     * @param {string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async updateTags(tags, durations) {
      await runtime.tags.invalidate(tags, durations);
    },
  };
}

export default createDataCacheHandler();
