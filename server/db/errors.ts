import "server-only";
import { Prisma } from "@/server/db/generated/client";

/** A unique constraint refused the write (P2002): the row already exists, e.g. a retried or concurrent request's. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
