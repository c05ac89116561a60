import type { SWRConfiguration } from "swr";
import { asApiErrorBody, type ApiErrorBody, type ErrorCode, type FieldErrors } from "@/lib/http/app-error";

/**
 * Shared request rules: every request sends cookies; a JSON content type only with a body; answers read as JSON; data
 * loading never retries, refetches or goes stale. Safe to import from client and server code.
 */

type On401Behavior = "returnNull" | "throw";

/** SWR key: the path first; a second element that is an object supplies query parameters. */
type QueryKey = string | readonly [path: string, ...rest: unknown[]];

/** Largest delay setTimeout honours; SWR's deduping timer fires at once when given Infinity. */
const NEVER_STALE_MS = 2_147_483_647;

/**
 * A non-2xx answer. The message is the status, a colon and a space, then the body text (or the status text when the
 * body is empty); callers branch on `status` and `code`, and show `fields` or the server's message.
 */
export class ApiError extends Error {
  readonly fields: FieldErrors;

  constructor(
    readonly status: number,
    text: string,
    /** The contract's error body, or null when the answer was not one (a proxy's error page). */
    readonly body: ApiErrorBody | null,
    readonly headers: Headers,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.fields = body?.error.fields ?? {};
  }

  get code(): ErrorCode | null {
    return this.body?.error.code ?? null;
  }

  /** The server's message for a person, when it sent one. */
  get serverMessage(): string | null {
    return this.body?.error.message ?? null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText, asApiErrorBody(parseJson(text)), res.headers);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: Pick<RequestInit, "cache"> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
    ...options,
  });
  await throwIfNotOk(res);
  return (await readJson(res)) as T;
}

/** The caller is not signed in (or no longer): a 401 that says so. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === "unauthorized";
}

function isParamObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

function paramString(value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (Array.isArray(value)) {
    const parts = value.filter((item) => !isEmpty(item)).map(String);
    return parts.length > 0 ? parts.join(",") : null;
  }
  return String(value);
}

export function buildQueryPath(key: QueryKey): string {
  if (typeof key === "string") return key;
  const [path, params] = key;
  if (!isParamObject(params)) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = paramString(value);
    if (text !== null) search.append(name, text);
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

export function getQueryFn({ on401 }: { on401: On401Behavior }) {
  return async function fetcher<T = unknown>(key: QueryKey): Promise<T | null> {
    const res = await fetch(buildQueryPath(key), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await readJson(res)) as T;
  };
}

/** The rules every data hook passes to SWR (with a fetcher of its own or this one). */
export const swrConfig: SWRConfiguration & Required<Pick<SWRConfiguration, "fetcher">> = {
  fetcher: getQueryFn({ on401: "throw" }),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: NEVER_STALE_MS,
};
