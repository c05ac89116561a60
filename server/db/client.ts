import "server-only";
import { PrismaClient } from "./generated/client";
import { env } from "@/env";
import { ResilientPrismaPg } from "./adapter";
import { retryOnceWhenUnavailable } from "./unavailable";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

// A request waits at most this long for a connection: a database that does not answer is a 503, never a hang.
const CONNECTION_TIMEOUT_MS = 3_000;

function createClient(): PrismaClient {
  const adapter = new ResilientPrismaPg({
    connectionString: env().DATABASE_URL,
    max: env().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // A query extension leaves the client's types as they are.
  return new PrismaClient({ adapter }).$extends(retryOnceWhenUnavailable) as unknown as PrismaClient;
}

/** One client per process; reused across hot reloads in development. */
export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = db;
