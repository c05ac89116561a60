import "server-only";
import { randomUUID } from "node:crypto";
import { logger } from "@/server/log/logger";
import { $ZodError } from "zod/v4/core";
import { AppError, type FieldErrors } from "@/lib/http/app-error";
import { RETRY_AFTER_SECONDS } from "@/server/db/fault-clock";
import { databaseFault } from "@/server/db/unavailable";

export function zodFieldErrors(error: $ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function summarize(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, messages]) => (field === "_" ? messages[0] : `${field}: ${messages[0]}`))
    .join("; ");
}

/** A failure for want of the database (restart, failover, full pool): the client is told when to retry. */
function unavailable(): AppError {
  return new AppError("unavailable", undefined, undefined, { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

/**
 * Every handler's errors end here: known errors keep their message, the database being unavailable is a 503, and
 * anything else becomes a bare 500.
 */
export function toErrorResponse(caught: unknown): Response {
  const error = databaseFault(caught) ? unavailable() : caught;
  // $ZodError: the base of both full zod and zod/mini errors (shared client schemas use zod/mini).
  if (error instanceof $ZodError) {
    const fields = zodFieldErrors(error);
    return Response.json({ error: summarize(fields), message: summarize(fields), fields }, { status: 400 });
  }
  if (error instanceof AppError) {
    return Response.json(
      { error: error.message, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof SyntaxError) {
    return Response.json({ error: "Malformed JSON body", message: "Malformed JSON body" }, { status: 400 });
  }
  const requestId = randomUUID();
  logger.error({ requestId, err: error }, "unhandled error in a route handler");
  return Response.json({ error: "Internal error", message: "Internal error", requestId }, { status: 500 });
}
