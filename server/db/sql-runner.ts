import "server-only";
import type { Prisma } from "./generated/client";
import type { SqlRunner } from "@/server/geo/city-points";

/** A Prisma transaction as the plain SQL runner that code shared with the scripts' pg clients takes. */
export function prismaRunner(tx: Prisma.TransactionClient): SqlRunner {
  return (sql, values) => tx.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...values);
}
