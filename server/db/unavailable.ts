import { setTimeout as delay } from "node:timers/promises";
import { noteDatabaseAvailable, noteDatabaseFault } from "./fault-clock";
import { Prisma } from "./generated/client";

/**
 * How a database call failed for want of the database (a restart, a failover, a full pool), if it did:
 * - "unreachable": no connection was made, so the statement never ran and running it again is always safe;
 * - "lost": the connection broke while in use, so a write may or may not have happened.
 */
export type DatabaseFault = "unreachable" | "lost";

const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "TooManyConnections"]);
const LOST_KINDS = new Set(["ConnectionClosed", "SocketTimeout"]);
// cannot_connect_now (starting up, shutting down, in recovery) and too_many_connections answer the connection itself.
const UNREACHABLE_SQLSTATES = new Set(["57P03", "53300", "08001", "08004"]);
// admin_shutdown, crash_shutdown, connection_exception, connection_does_not_exist, connection_failure.
const LOST_SQLSTATES = new Set(["57P01", "57P02", "08000", "08003", "08006"]);
// Can't reach the server, timed out reaching it, the pool's wait for a connection, the server closed the connection.
const UNREACHABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P2024"]);
const LOST_PRISMA_CODES = new Set(["P1017"]);
const UNREACHABLE_NODE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
const LOST_NODE_CODES = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;
const LOST_MESSAGE = /Connection terminated|connection error and is not queryable|terminating connection/i;

function faultOf(node: Record<string, unknown>): DatabaseFault | null {
  const { kind, code, message } = node;
  if (typeof kind === "string" && UNREACHABLE_KINDS.has(kind)) return "unreachable";
  if (typeof kind === "string" && LOST_KINDS.has(kind)) return "lost";
  // A SQLSTATE (driver errors), a Prisma error code or a Node socket error code.
  if (typeof code === "string") {
    if (UNREACHABLE_SQLSTATES.has(code) || UNREACHABLE_PRISMA_CODES.has(code) || UNREACHABLE_NODE_CODES.has(code))
      return "unreachable";
    if (LOST_SQLSTATES.has(code) || LOST_PRISMA_CODES.has(code) || LOST_NODE_CODES.has(code)) return "lost";
  }
  if (typeof message === "string") {
    if (UNREACHABLE_MESSAGE.test(message)) return "unreachable";
    if (LOST_MESSAGE.test(message)) return "lost";
  }
  return null;
}

/** Walks the error, its causes and Prisma's wrapped driver error; the first fault found answers. */
export function databaseFault(error: unknown): DatabaseFault | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const node = queue.shift();
    if (!node || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    const record = node as Record<string, unknown>;
    const fault = faultOf(record);
    if (fault) return fault;
    const meta = record.meta as Record<string, unknown> | undefined;
    queue.push(record.cause, meta?.driverAdapterError, ...(Array.isArray(record.errors) ? record.errors : []));
  }
  return null;
}

const RETRY_DELAY_MS = 250;
const READ_OPERATIONS = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
]);

/**
 * Runs an operation once more, a moment later, when the database was unavailable and running it again is safe: any
 * operation that never reached the database, and a read whose connection broke. A write whose connection broke is
 * not retried (it may have happened): the caller answers 503 and the client retries with its idempotency key.
 */
export const retryOnceWhenUnavailable = Prisma.defineExtension({
  name: "retry-once-when-unavailable",
  query: {
    async $allOperations({ operation, args, query }) {
      try {
        const result = await query(args);
        noteDatabaseAvailable();
        return result;
      } catch (error) {
        const fault = databaseFault(error);
        if (!fault) throw error;
        if (fault === "lost" && !READ_OPERATIONS.has(operation)) {
          noteDatabaseFault();
          throw error;
        }
        await delay(RETRY_DELAY_MS);
        try {
          const result = await query(args);
          noteDatabaseAvailable();
          return result;
        } catch (again) {
          if (databaseFault(again)) noteDatabaseFault();
          throw again;
        }
      }
    },
  },
});
