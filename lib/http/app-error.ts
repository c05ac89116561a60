import type { ErrorKey, FieldError } from "./error-key";

const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
/**
 * One input's error as the server states it: by key, before it is said in the request's language. `stated` is text
 * already said, sent as it is beside the key: the English of a schema that still words its errors itself, or a message
 * in the member's own language rather than the request's.
 */
export type FieldIssue = ErrorKey & { stated?: string };
export type FieldIssues = Record<string, FieldIssue[]>;
/** The inputs at fault on the wire: each error's key and values beside its text. */
export type FieldErrors = Record<string, FieldError[]>;

/**
 * The one error body on the wire, sent by every route handler (toErrorResponse) and read by the client (ApiError).
 * `fields` names the inputs at fault; `suggestions` are values the server would accept instead (an ambiguous place);
 * `reason` says in one word why, where the code alone does not (a website that could not be read).
 */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; suggestions?: string[]; reason?: FieldError };
  requestId?: string;
};
type ErrorExtra = { headers?: Record<string, string>; suggestions?: string[]; reason?: ErrorKey };

/**
 * The one error vocabulary: handlers and server code throw these; toErrorResponse says them in the request's language.
 * The message is a catalogue key, or plain English for a message no person reads in a form (a missing endpoint);
 * without one, a 400 with fields sums up its fields.
 */
export class AppError extends Error {
  readonly messageKey: FieldIssue | null;

  constructor(
    readonly code: ErrorCode,
    message?: string | FieldIssue,
    readonly fields?: FieldIssues,
    readonly extra: ErrorExtra = {},
  ) {
    super(typeof message === "string" ? message : (message?.code ?? defaultMessage(code)));
    this.name = "AppError";
    this.messageKey = typeof message === "object" ? message : null;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** A 400 whose message is left to sum up its fields. */
  get summarized(): boolean {
    return this.message === SUMMARY;
  }
}

const SUMMARY = "Invalid input";

function defaultMessage(code: ErrorCode): string {
  const messages: Record<ErrorCode, string> = {
    bad_request: "Bad request",
    unauthorized: "Unauthorized",
    forbidden: "Forbidden",
    not_found: "Not found",
    conflict: "Conflict",
    payload_too_large: "Payload too large",
    unsupported_media_type: "Unsupported media type",
    unprocessable: "Unprocessable",
    rate_limited: "Too many requests",
    internal: "Internal error",
    unavailable: "Temporarily unavailable, please retry shortly",
  };
  return messages[code];
}

/** Invalid input: a 400 whose message sums up the first message of each field ("field: message; …"). */
export function invalidInput(fields: FieldIssues): AppError {
  return new AppError("bad_request", SUMMARY, fields);
}

/** A single input at fault: its error is the message too. */
export function fieldError(code: ErrorCode, field: string, key: FieldIssue, extra?: ErrorExtra): AppError {
  return new AppError(code, key, { [field]: [key] }, extra);
}

/** Field errors worded in English by their schema or handler, under the generic key. */
export function statedIssues(fields: Record<string, string[]>): FieldIssues {
  return Object.fromEntries(
    Object.entries(fields).map(([field, texts]) => [
      field,
      texts.map((stated) => ({ code: "errors.invalid", params: {}, stated })),
    ]),
  );
}

/** The summary of rendered field errors, first error of each field ("field: message; …"). */
export function fieldSummary(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, errors]) => (field === "_" ? errors[0]?.message : `${field}: ${errors[0]?.message}`))
    .join("; ");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The body when it is this contract's error body (a proxy's error page or another server's JSON is not). */
export function asApiErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message } = value.error;
  if (typeof code !== "string" || !Object.hasOwn(ERROR_STATUS, code) || typeof message !== "string") return null;
  return value as ApiErrorBody;
}
