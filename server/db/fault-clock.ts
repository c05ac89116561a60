// Whether the database is down, for this process. Kept on globalThis: the app's bundled code and the cache handlers
// (server/cache/cache-runtime.mjs, which reads it so that nothing rendered while the database was failing is cached)
// share nothing else.

/** Seconds a client is told to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Whether the database is down for this process: set by a failure, cleared by the next success. While it is down,
 * Proxy answers pages that need the database 503 at once (their headers would otherwise go out, with a 200, before
 * the failure), letting one request a second through to find out whether it is back.
 */
type Availability = { downSince: number | null; lastProbe: number; lastFault: number };
const AVAILABILITY = Symbol.for("longevity-directory.database-availability");
type AvailabilitySlot = { [AVAILABILITY]?: Availability };
export const PROBE_INTERVAL_MS = 1_000;

function availability(): Availability {
  return ((globalThis as AvailabilitySlot)[AVAILABILITY] ??= { downSince: null, lastProbe: 0, lastFault: 0 });
}

/** A query failed for want of the database (after any retry). */
export function noteDatabaseFault(now = Date.now()): void {
  const state = availability();
  state.lastFault = now;
  if (state.downSince !== null) return;
  state.downSince = now;
  state.lastProbe = now;
}

/** A query succeeded: the database is back, if it was down. */
export function noteDatabaseAvailable(): void {
  const state = availability();
  if (state.downSince !== null) state.downSince = null;
}

/** Answer this request 503 without trying: the database is down and this is not the second's probe. */
export function refuseWhileDatabaseDown(now = Date.now()): boolean {
  const state = availability();
  if (state.downSince === null) return false;
  if (now - state.lastProbe < PROBE_INTERVAL_MS) return true;
  state.lastProbe = now;
  return false;
}
