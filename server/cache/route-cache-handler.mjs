// The route cache (ISR) of a self-hosted `next start`: Next's own file-system cache, except that a render answering
// anything but 200 (a missing listing's 404, a moved slug's 308) stays in its bounded in-memory LRU and never reaches
// the disk. Detail pages render any slug on first request and keep it; without this, every made-up URL would add
// files under .next for good. Loaded by Next at run time (next.config.ts `cacheHandler`), so it is plain JavaScript.
import { createRequire } from "node:module";

const { default: FileSystemCache } = createRequire(import.meta.url)(
  "next/dist/server/lib/incremental-cache/file-system-cache.js",
);

/** A page render that is not a plain 200 (only page renders carry a status). */
function isErrorOrRedirect(data) {
  return data != null && typeof data.status === "number" && data.status !== 200;
}

export default class RouteCacheHandler extends FileSystemCache {
  set(key, data, ctx) {
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
