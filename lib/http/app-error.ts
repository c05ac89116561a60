export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

/** The one error vocabulary: handlers and server code throw these; toErrorResponse maps them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessage(code),
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

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
    unavailable: "Temporarily unavailable, please retry shortly",
  };
  return messages[code];
}

export const notFound = (what = "Not found") => new AppError("not_found", what);
