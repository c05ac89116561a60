// @ts-check
// Loaded into `next start` with `node --import` (scripts/lib/next-server.ts). Node publishes every request on this
// channel before the server's request listener sees it, so both settle what Next reads and answers, without a server
// of our own around Next's:
// - Next only fills X-Forwarded-For from the socket when the client sent none, so any client could pick the IP its
//   rate limits are counted under: the forwarding headers are settled first (./forwarding.mjs);
// - a page cannot choose its status, and one whose render failed for want of the database answers Next's 500: while
//   the database is down that 500 becomes 503 + Retry-After, never cached. Cached pages keep their 200.
import { subscribe } from "node:diagnostics_channel";
import { sanitizeForwarding } from "./forwarding.mjs";

const trustProxy = process.env.TRUST_PROXY_HEADERS === "true";
// server/db/fault-clock.ts keeps the database's state here, and its RETRY_AFTER_SECONDS.
const AVAILABILITY = Symbol.for("longevity-directory.database-availability");
const RETRY_AFTER_SECONDS = "2";

function databaseDown() {
  const slot = /** @type {{ [AVAILABILITY]?: { downSince: number | null } }} */ (globalThis);
  return (slot[AVAILABILITY]?.downSince ?? null) !== null;
}

/** @param {import("node:http").ServerResponse} response */
function unavailableInsteadOfFailed(response) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) {
      if (statusCode !== 500 || !databaseDown()) return Reflect.apply(writeHead, this, [statusCode, ...rest]);
      this.setHeader("retry-after", RETRY_AFTER_SECONDS);
      this.setHeader("cache-control", "no-store");
      // A status message given for the original status no longer fits.
      const headers = rest.find((arg) => typeof arg === "object");
      return Reflect.apply(writeHead, this, headers ? [503, headers] : [503]);
    }
  );
}

subscribe("http.server.request.start", (message) => {
  const { request, response } =
    /** @type {{ request: import("node:http").IncomingMessage; response: import("node:http").ServerResponse }} */ (
      message
    );
  sanitizeForwarding(request.headers, request.socket.remoteAddress, trustProxy);
  unavailableInsteadOfFailed(response);
});
