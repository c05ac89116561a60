import "server-only";
import { randomUUID } from "node:crypto";
import { logger } from "@/server/log/logger";
import { $ZodError } from "zod/v4/core";
import { AppError, invalidInput, type ApiErrorBody, type FieldErrors } from "@/lib/http/app-error";
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

/** An AppError as its response: the one error body, the code's status and the error's headers. */
export function appErrorResponse(error: AppError): Response {
  return Response.json(error.body, { status: error.status, headers: error.extra.headers });
}

/** A failure for want of the database (restart, failover, full pool): the client is told when to retry. */
function unavailable(): AppError {
  return new AppError("unavailable", undefined, undefined, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/**
 * Every handler's errors end here: known errors keep their message, the database being unavailable is a 503, and
 * anything else becomes a bare 500.
 */
export function toErrorResponse(caught: unknown): Response {
  const error = databaseFault(caught) ? unavailable() : caught;
  // $ZodError: the base of both full zod and zod/mini errors (shared client schemas use zod/mini).
  if (error instanceof $ZodError) {
    return appErrorResponse(invalidInput(zodFieldErrors(error)));
  }
  if (error instanceof AppError) return appErrorResponse(error);
  if (error instanceof SyntaxError) return appErrorResponse(new AppError("bad_request", "Malformed JSON body"));
  const requestId = randomUUID();
  logger.error({ requestId, err: error }, "unhandled error in a route handler");
  const body: ApiErrorBody = { ...new AppError("internal").body, requestId };
  return Response.json(body, { status: 500 });
}
