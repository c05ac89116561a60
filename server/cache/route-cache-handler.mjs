// The route cache (ISR) of a self-hosted `next start`: Next's own file-system cache, except that a render answering
// anything but 200 (a missing listing's 404, a moved slug's 308) stays in its bounded in-memory LRU and never reaches
// the disk, and an unpublished listing's 404 answers 410 Gone. Detail pages render any slug on first request and keep it; without this, every made-up URL would add
// files under .next for good. Loaded by Next at run time (next.config.ts `cacheHandler`), so it is plain JavaScript.
import { createRequire } from "node:module";

const { default: FileSystemCache } = createRequire(import.meta.url)(
  "next/dist/server/lib/incremental-cache/file-system-cache.js",
);

/** CACHE_TAGS.listingGone (lib/cache-tags.ts; this file is loaded as plain JavaScript, so it is spelled out here). */
export const LISTING_GONE_TAG = "listing-gone";

/** A detail page's 404 render for a listing that was unpublished: its URL answers 410 Gone. */
function isGoneListing(data) {
  const tags = data?.headers?.["x-next-cache-tags"];
  return data?.status === 404 && typeof tags === "string" && tags.split(",").includes(LISTING_GONE_TAG);
}

/** A page render that is not a plain 200 (only page renders carry a status). */
function isErrorOrRedirect(data) {
  return data != null && typeof data.status === "number" && data.status !== 200;
}

export default class RouteCacheHandler extends FileSystemCache {
  set(key, data, ctx) {
    // Next answers the request that rendered an entry from this very object, and later requests from the stored
    // copy: both then say 410. Detail pages render unpublished listings with notFound(), the only way a page can
    // refuse to show itself; the marker tag tells which of those 404s are listings that once were public.
    if (isGoneListing(data)) data.status = 410;
    if (!isErrorOrRedirect(data)) return super.set(key, data, ctx);
    // FileSystemCache.set stores in memory and reads flushToDisk before its first await, so switching it off for
    // this one synchronous call keeps the entry in memory only.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
