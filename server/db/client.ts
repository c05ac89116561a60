import "server-only";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { env } from "@/env";
import { ResilientPrismaPg } from "./adapter";
import { retryOnceWhenUnavailable } from "./unavailable";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

// A request waits at most this long for a connection: a database that does not answer is a 503, never a hang.
const CONNECTION_TIMEOUT_MS = 3_000;

function createPool(): pg.Pool {
  const pool = new pg.Pool({
    connectionString: env().DATABASE_URL,
    max: env().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle connection the server cuts (a restart, a failover) is dropped by the pool, and the next query opens a
  // new one; unheard, its error would end the process.
  pool.on("error", () => {});
  return pool;
}

/**
 * The process's one connection pool. Prisma queries through it, and so does the job queue (pg-boss): the embedded
 * database is one PGlite backend behind a multiplexer, where a second pool's statements would interleave with these.
 */
export const pgPool: pg.Pool = globalForPrisma.pgPool ?? createPool();

function createClient(): PrismaClient {
  const adapter = new ResilientPrismaPg(pgPool);
  // A query extension leaves the client's types as they are.
  return new PrismaClient({ adapter }).$extends(retryOnceWhenUnavailable) as unknown as PrismaClient;
}

/** One client per process; reused across hot reloads in development. */
export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (process.env.NODE_ENV !== "production") {
  globalForPrisma.prisma = db;
  globalForPrisma.pgPool = pgPool;
}
