import "server-only";
import type { ErrorKey } from "@/lib/http/error-key";
import type { ImportRowError } from "@/lib/import/schema";

/** Rows with each error's text in the request's language beside its key (text already stated is kept). */
export function withRowMessages<T extends { errors: ImportRowError[] }>(
  rows: T[],
  say: (key: ErrorKey) => string,
): T[] {
  return rows.map((row) => ({
    ...row,
    errors: row.errors.map((error) => ({ ...error, message: error.message ?? say(error) })),
  }));
}
