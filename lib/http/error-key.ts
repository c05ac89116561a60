/** The values a catalogue message fills in ("must be at most {max} characters"). */
export type ErrorParams = Record<string, string | number>;

/**
 * An error as the catalogues name it: `code` is a message's full key ("account.auth.messages.emailInvalid"), stable
 * across rewordings, and `params` its values. Each language's text comes from the catalogue, never from parsing text.
 */
export type ErrorKey = { code: string; params: ErrorParams };

/** One field error on the wire: its code and values, and its text already in the request's language. */
export type FieldError = ErrorKey & { message: string };

/**
 * A schema's or handler's error as a zod message: the code, then its values as JSON when there are any, so the
 * browser's form and the route handler read the same key and values from one string.
 */
export function errorKey(code: string, params: ErrorParams = {}): string {
  return Object.keys(params).length ? `${code}${JSON.stringify(params)}` : code;
}

function paramsOf(json: string): ErrorParams | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const params: ErrorParams = {};
    for (const [name, param] of Object.entries(value)) {
      if (typeof param !== "string" && typeof param !== "number") return null;
      params[name] = param;
    }
    return params;
  } catch {
    return null;
  }
}

/** The key errorKey wrote; null for any other text (a library's own English message). */
export function readErrorKey(text: string): ErrorKey | null {
  const start = text.indexOf("{");
  const code = start < 0 ? text : text.slice(0, start);
  if (!/^[a-z][\w-]*(?:\.[\w-]+)+$/.test(code)) return null;
  if (start < 0) return { code, params: {} };
  const params = paramsOf(text.slice(start));
  return params ? { code, params } : null;
}
