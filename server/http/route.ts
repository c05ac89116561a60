import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import * as zc from "zod/v4/core";
import { AppError, type FieldIssues } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { isCleanText } from "@/lib/validation/text";
import { clientIp } from "./client-ip";
import { toErrorResponse } from "./error-response";
import { isCrossOriginWrite } from "./origin";
import { consumeRateLimit } from "./rate-limit";
import { RATE_LIMITS, type RateLimitName } from "./rate-limits";
import { requestLocale } from "./request-locale";
import { readBody, type BodyType } from "./request-body";

export type RouteParams = Record<string, string>;
type RawParams = Record<string, string | string[] | undefined>;
type RouteContext = { params?: Promise<RawParams> };

export type RoutePolicy<Body> = {
  /** A named limit from rate-limits.ts, counted per caller (see each wrapper) before the body is read. */
  rateLimit?: RateLimitName;
  /** A second named limit, always counted per client IP: a member's limit alone lets one address use many accounts. */
  addressRateLimit?: RateLimitName;
  /** The body's schema (zod or zod/mini, the same one the form uses); the handler receives the parsed value. */
  body?: zc.$ZodType<Body>;
  /** Largest body accepted (default 8 KiB). */
  maxBodyBytes?: number;
  /** Accepted body types: JSON only by default; "form" also takes no-JavaScript form posts. */
  bodyTypes?: readonly BodyType[];
};

export type HandlerArgs<Body> = {
  req: NextRequest;
  params: RouteParams;
  body: Body;
  bodyType: BodyType | null;
  ip: string;
};
type Handler<Body, Actor> = (args: HandlerArgs<Body> & Actor) => Promise<Response> | Response;
/** Who is calling: checked before the rate limit and the body, so an anonymous call is a 401 whatever it sends. */
type Authenticate<Actor> = (req: NextRequest) => Promise<Actor>;

const DEFAULT_MAX_BODY_BYTES = 8 * 1024;
const MAX_PARAM_LENGTH = 200;
const MAX_QUERY_VALUE_LENGTH = 1_000;

/** Route params as plain strings; a value no listing, id or file name can have is a 400 before any query runs. */
function validParams(raw: RawParams): RouteParams {
  const params: RouteParams = {};
  const fields: FieldIssues = {};
  for (const [name, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value.join("/") : (value ?? "");
    if (text.length > MAX_PARAM_LENGTH) fields[name] = [genericError("nameTooLong", { name, max: MAX_PARAM_LENGTH })];
    else if (!isCleanText(text)) fields[name] = [genericError("nameControlCharacters", { name })];
    else params[name] = text;
  }
  if (Object.keys(fields).length) throw new AppError("bad_request", "Invalid path", fields);
  return params;
}

function checkQuery(req: NextRequest): void {
  const fields: FieldIssues = {};
  for (const [name, value] of req.nextUrl.searchParams) {
    const key = isCleanText(name) ? name.slice(0, 50) : "_";
    if (value.length > MAX_QUERY_VALUE_LENGTH)
      fields[key] = [genericError("nameTooLong", { name: key, max: MAX_QUERY_VALUE_LENGTH })];
    else if (!isCleanText(value) || !isCleanText(name))
      fields[key] = [genericError("nameControlCharacters", { name: key })];
  }
  if (Object.keys(fields).length) throw new AppError("bad_request", "Invalid query", fields);
}

async function enforceRateLimit(name: RateLimitName, subject: string): Promise<void> {
  const result = await consumeRateLimit(`${name}:${subject}`, RATE_LIMITS[name]);
  if (!result.ok) {
    throw new AppError("rate_limited", "Too many requests. Please try again later.", undefined, {
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
}

async function parsedBody<Body>(
  req: NextRequest,
  policy: RoutePolicy<Body>,
): Promise<{ body: Body; bodyType: BodyType | null }> {
  if (!policy.body) return { body: undefined as Body, bodyType: null };
  const { type, data } = await readBody(req, {
    maxBytes: policy.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    types: policy.bodyTypes ?? ["json"],
  });
  // Object schemas strip keys they do not declare: unknown fields are never written.
  return { body: zc.parse(policy.body, data), bodyType: type };
}

/**
 * The one route core: validates the edge of every request before any cache boundary or SQL (path and query text,
 * cross-origin writes, the caller, the named rate limit, body type, size and schema), then runs the handler. Every
 * error ends in toErrorResponse: AppError and validation errors keep their status, anything else is a bare 500 with a
 * request id.
 */
export function createRoute<Actor extends object>(
  authenticate: Authenticate<Actor>,
  rateLimitSubject: (actor: Actor, ip: string) => string,
) {
  return function route<Body = undefined>(handler: Handler<Body, Actor>, policy: RoutePolicy<Body> = {}) {
    return async (req: NextRequest, context?: RouteContext): Promise<Response> => {
      // Touching the request makes the route render per request, never from a build-time snapshot.
      const ip = clientIp(req.headers);
      try {
        const params = validParams((await context?.params) ?? {});
        checkQuery(req);
        if (isCrossOriginWrite(req)) throw new AppError("forbidden", "Cross-origin request refused");
        const actor = await authenticate(req);
        if (policy.rateLimit) await enforceRateLimit(policy.rateLimit, rateLimitSubject(actor, ip));
        if (policy.addressRateLimit) await enforceRateLimit(policy.addressRateLimit, ip);
        const { body, bodyType } = await parsedBody(req, policy);
        return await handler({ req, params, body, bodyType, ip, ...actor });
      } catch (error) {
        // Next's own control flow (prerender bail-outs, notFound, redirect) must pass through untouched.
        unstable_rethrow(error);
        return toErrorResponse(error, requestLocale(req));
      }
    };
  };
}

/** Anyone: rate limits count per client IP. */
export const withPublic = createRoute(
  async () => ({}),
  (_actor, ip) => ip,
);

/**
 * Anyone, for a GET whose answer depends on its path alone (feeds, badges), answered from one cached function of the
 * path: it reads nothing of the request (no headers, cookies or query), so the answer is the same for every caller and
 * Next could keep it whole in its route cache. No rate limit: the cached body costs no database work. Errors, 404s
 * included, are said in the path's language.
 */
export function withCachedPublic(handler: (args: { params: RouteParams }) => Promise<Response>) {
  return async (_req: NextRequest, context?: RouteContext): Promise<Response> => {
    let locale: Locale = DEFAULT_LOCALE;
    try {
      const params = validParams((await context?.params) ?? {});
      if (isLocale(params.locale)) locale = params.locale;
      return await handler({ params });
    } catch (error) {
      unstable_rethrow(error);
      return toErrorResponse(error, locale);
    }
  };
}
