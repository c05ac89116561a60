import type { ServerResponse } from "node:http";
import { lastDatabaseFaultAt, RETRY_AFTER_SECONDS } from "../../server/db/fault-clock";

/** A page that fails this soon after a database fault failed for want of the database. */
export const FAULT_WINDOW_MS = 10_000;

/**
 * Pages cannot choose a 503 themselves (a render that throws is a 500), so the server answers a 500 given in the
 * seconds after a database fault with 503 + Retry-After: the honest status while the database restarts. Route
 * handlers answer 503 on their own (server/http/error-response.ts).
 */
export function answerUnavailableAfterDatabaseFaults(res: ServerResponse, now = Date.now): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 500 || now() - lastDatabaseFaultAt() >= FAULT_WINDOW_MS) {
      return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    }
    this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    this.setHeader("cache-control", "no-store");
    // A status message given for the 500 no longer fits.
    const headers = rest.find((arg) => typeof arg === "object");
    return Reflect.apply(writeHead, this, headers ? [503, headers] : [503]) as ServerResponse;
  } as ServerResponse["writeHead"];
}
