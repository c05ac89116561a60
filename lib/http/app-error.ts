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
export type FieldErrors = Record<string, string[]>;

/**
 * The one error body on the wire, sent by every route handler (toErrorResponse) and read by the client (ApiError).
 * `fields` names the inputs at fault; `suggestions` are values the server would accept instead (an ambiguous place);
 * `reason` says in one word why, where the code alone does not (a website that could not be read).
 */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; suggestions?: string[]; reason?: string };
  requestId?: string;
};
type ErrorExtra = { headers?: Record<string, string>; suggestions?: string[]; reason?: string };

/** The one error vocabulary: handlers and server code throw these; toErrorResponse maps them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessage(code),
    readonly fields?: FieldErrors,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  get body(): ApiErrorBody {
    const { code, message, fields } = this;
    const { suggestions, reason } = this.extra;
    return {
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(suggestions ? { suggestions } : {}),
        ...(reason ? { reason } : {}),
      },
    };
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
    internal: "Internal error",
    unavailable: "Temporarily unavailable, please retry shortly",
  };
  return messages[code];
}

/** Invalid input: a 400 whose message sums up the first message of each field ("field: message; …"). */
export function invalidInput(fields: FieldErrors): AppError {
  const summary = Object.entries(fields)
    .map(([field, messages]) => (field === "_" ? messages[0] : `${field}: ${messages[0]}`))
    .join("; ");
  return new AppError("bad_request", summary, fields);
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
