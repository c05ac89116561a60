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

/** The current request failed for want of the database (after any retry). */
export function noteDatabaseFault(): void {
  const store = databaseFaultScope().getStore();
  if (store) store.fault = true;
}

export function requestHadDatabaseFault(): boolean {
  return databaseFaultScope().getStore()?.fault ?? false;
}
