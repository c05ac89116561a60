import "server-only";
import { randomUUID } from "node:crypto";
import { createTranslator } from "next-intl";
import { $ZodError, type $ZodIssue } from "zod/v4/core";
import {
  AppError,
  fieldSummary,
  invalidInput,
  type ApiErrorBody,
  type FieldErrors,
  type FieldIssue,
  type FieldIssues,
} from "@/lib/http/app-error";
import { readErrorKey, type ErrorKey, type ErrorParams, type FieldError } from "@/lib/http/error-key";
import { sayErrorKey, type KeyTranslator } from "@/lib/http/error-text";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { logger } from "@/server/log/logger";
import { RETRY_AFTER_SECONDS } from "@/server/db/fault-clock";
import { databaseFault } from "@/server/db/unavailable";

/** The values a zod issue carries, under the names the catalogues use. */
function issueParams(issue: $ZodIssue): ErrorParams {
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  if (issue.code === "invalid_value") return { options: issue.values.map(String).join(", ") };
  if (issue.code === "unrecognized_keys") return { keys: issue.keys.join(", ") };
  return {};
}

/** The generic key of an issue whose schema gave no key of its own. */
function genericCode(issue: $ZodIssue): string {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "errors.required" : "errors.tooShort";
      return issue.origin === "array" || issue.origin === "set" ? "errors.tooFew" : "errors.tooSmall";
    case "too_big":
      if (issue.origin === "string") return "errors.tooLong";
      return issue.origin === "array" || issue.origin === "set" ? "errors.tooMany" : "errors.tooBig";
    case "invalid_format":
      return issue.format === "email" ? "errors.email" : issue.format === "url" ? "errors.url" : "errors.format";
    case "invalid_type":
      return issue.input === undefined ? "errors.required" : "errors.type";
    case "invalid_value":
      return "errors.option";
    case "unrecognized_keys":
      return "errors.unknownKeys";
    default:
      return "errors.invalid";
  }
}

/**
 * An issue's key: the one its schema states (see errorKey), else the generic one for its kind, beside the text the
 * schema words itself.
 */
function issueKey(issue: $ZodIssue): FieldIssue {
  const params = issueParams(issue);
  const key = readErrorKey(issue.message);
  if (key) return { code: key.code, params: { ...params, ...key.params } };
  return { code: genericCode(issue), params, stated: issue.message };
}

/** The one conversion of a failed parse to field errors: each input's issues by key, "_" for the whole input. */
export function zodFieldIssues(error: $ZodError): FieldIssues {
  const fields: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issueKey(issue));
  }
  return fields;
}

type Say = (key: ErrorKey) => string;

/** Error keys said in a locale (a handler whose answer carries errors of its own, such as the import's rows). */
export async function errorSayer(locale: Locale): Promise<Say> {
  const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as KeyTranslator;
  // The catalogue test holds every code the server sends; a key missing anyway is shown as it is, never thrown.
  return (key) => sayErrorKey(t, locale, key) ?? key.code;
}

/** One error key said in a locale (a page that shows a handler's refusal itself). */
export async function errorText(locale: Locale, key: ErrorKey): Promise<string> {
  return (await errorSayer(locale))(key);
}

const rendered = (say: Say, key: FieldIssue): FieldError => ({
  code: key.code,
  params: key.params,
  message: key.stated ?? say(key),
});

/** An AppError's body in a language: every key said in it, beside the key and its values. */
export async function errorBody(error: AppError, locale: Locale = DEFAULT_LOCALE): Promise<ApiErrorBody> {
  const say = await errorSayer(locale);
  const fields: FieldErrors | undefined = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, keys]) => [name, keys.map((k) => rendered(say, k))]))
    : undefined;
  const message = error.messageKey
    ? (error.messageKey.stated ?? say(error.messageKey))
    : error.summarized && fields
      ? fieldSummary(fields)
      : error.message;
  const { suggestions, reason } = error.extra;
  return {
    error: {
      code: error.code,
      message,
      ...(fields ? { fields } : {}),
      ...(suggestions ? { suggestions } : {}),
      ...(reason ? { reason: rendered(say, reason) } : {}),
    },
  };
}

/** An AppError as its response: the one error body, the code's status and the error's headers. */
export async function appErrorResponse(error: AppError, locale?: Locale): Promise<Response> {
  return Response.json(await errorBody(error, locale), { status: error.status, headers: error.extra.headers });
}

/** A failure for want of the database (restart, failover, full pool): the client is told when to retry. */
function unavailable(): AppError {
  return new AppError("unavailable", undefined, undefined, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/**
 * Every handler's errors end here, said in the request's language: known errors keep their code and key, the
 * database being unavailable is a 503, and anything else becomes a bare 500.
 */
export async function toErrorResponse(caught: unknown, locale?: Locale): Promise<Response> {
  const error = databaseFault(caught) ? unavailable() : caught;
  // $ZodError: the base of both full zod and zod/mini errors (shared client schemas use zod/mini).
  if (error instanceof $ZodError) return appErrorResponse(invalidInput(zodFieldIssues(error)), locale);
  if (error instanceof AppError) return appErrorResponse(error, locale);
  if (error instanceof SyntaxError) {
    return appErrorResponse(new AppError("bad_request", { code: "errors.malformedJson", params: {} }), locale);
  }
  const requestId = randomUUID();
  logger.error({ requestId, err: error }, "unhandled error in a route handler");
  const body: ApiErrorBody = { ...(await errorBody(new AppError("internal"), locale)), requestId };
  return Response.json(body, { status: 500 });
}
