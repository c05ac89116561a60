// When this process last saw the database unavailable. Kept on globalThis: the production server (scripts/serve.ts)
// and the app's bundled server code are separate module graphs in one process.

/** Seconds a client is told to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 2;

const LAST_FAULT = Symbol.for("longevity-directory.database-fault-at");
type FaultClock = { [LAST_FAULT]?: number };

export function noteDatabaseFault(now = Date.now()): void {
  (globalThis as FaultClock)[LAST_FAULT] = now;
}

/** Epoch ms of the last database fault seen in this process, 0 if none. */
export function lastDatabaseFaultAt(): number {
  return (globalThis as FaultClock)[LAST_FAULT] ?? 0;
}
