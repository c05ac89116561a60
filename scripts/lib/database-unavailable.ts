import type { IncomingMessage, ServerResponse } from "node:http";
import { databaseFaultScope, RETRY_AFTER_SECONDS } from "../../server/db/fault-clock";

/**
 * Runs one request in its database-fault scope and answers it 503 + Retry-After (never cached) if it failed for want
 * of the database: a page cannot choose that status itself (one that throws renders its error boundary with a 200,
 * or a 500). Route handlers answer 503 on their own (server/http/error-response.ts); requests that never touch the
 * database, such as cached pages, are untouched.
 */
export function withDatabaseFaultStatus(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): void {
  const scope = { fault: false };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!scope.fault || (statusCode !== 200 && statusCode !== 500)) {
      return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    }
    this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    this.setHeader("cache-control", "no-store");
    // A status message given for the original status no longer fits.
    const headers = rest.find((arg) => typeof arg === "object");
    return Reflect.apply(writeHead, this, headers ? [503, headers] : [503]) as ServerResponse;
  } as ServerResponse["writeHead"];
  databaseFaultScope().run(scope, () => void handle(req, res));
}
