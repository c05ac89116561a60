// Which request saw the database unavailable. The production server (scripts/serve.ts) runs each request in this
// scope and answers one that failed for want of the database with 503 + Retry-After, whatever the page rendered (a
// page that throws renders its error boundary, with a 200). The scope lives on globalThis because the server and the
// app's bundled code are separate module graphs in one process; the route cache handler reads it there too, so a
// page rendered while the database was down is never cached.
import { AsyncLocalStorage } from "node:async_hooks";

/** Seconds a client is told to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 2;

type RequestFaults = { fault: boolean };
const SCOPE = Symbol.for("longevity-directory.request-database-faults");
type Slot = { [SCOPE]?: AsyncLocalStorage<RequestFaults> };

export function databaseFaultScope(): AsyncLocalStorage<RequestFaults> {
  return ((globalThis as Slot)[SCOPE] ??= new AsyncLocalStorage<RequestFaults>());
}

/**
 * Whether the database is down for this process: set by a failure, cleared by the next success. While it is down,
 * Proxy answers pages that need the database 503 at once (their headers would otherwise go out, with a 200, before
 * the failure), letting one request a second through to find out whether it is back.
 */
type Availability = { downSince: number | null; lastProbe: number };
const AVAILABILITY = Symbol.for("longevity-directory.database-availability");
type AvailabilitySlot = { [AVAILABILITY]?: Availability };
export const PROBE_INTERVAL_MS = 1_000;

function availability(): Availability {
  return ((globalThis as AvailabilitySlot)[AVAILABILITY] ??= { downSince: null, lastProbe: 0 });
}

/** The current request failed for want of the database (after any retry). */
export function noteDatabaseFault(now = Date.now()): void {
  const store = databaseFaultScope().getStore();
  if (store) store.fault = true;
  const state = availability();
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

export function requestHadDatabaseFault(): boolean {
  return databaseFaultScope().getStore()?.fault ?? false;
}
