import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/env";
import { requestApiKey } from "@/lib/api/api-key";
import { AppError } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { RATE_LIMITS } from "@/server/http/rate-limits";
import { createRoute, type HandlerArgs } from "@/server/http/route";
import { consumeWindowCount } from "@/server/http/window-counter";
import { conditionalResponse } from "./conditional";
import { findLiveApiKey } from "./keys";

type ApiActor = { apiKey: { id: string } | null };
type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

/** What a browser script on any origin may read of an answer, beside the simple headers. */
const EXPOSED_HEADERS = "ETag, Link, X-Next-Cursor, Retry-After, RateLimit-Limit, RateLimit-Remaining";

/** A request that names a key must name a live one: a wrong key is a 401, never a silent anonymous call. */
async function authenticate(req: NextRequest): Promise<ApiActor> {
  const key = requestApiKey(req.headers);
  if (key === null) return { apiKey: null };
  const found = await findLiveApiKey(key);
  if (!found)
    throw new AppError("unauthorized", genericError("apiKeyInvalid"), {
      authorization: [genericError("apiKeyInvalid")],
    });
  return { apiKey: found };
}

/**
 * Counts the call: per key with one (the higher limit), else per client IP; over the limit is a 429. Counted in the
 * shared store (or in memory on a single instance), never with a database write, so a call can be as cheap as its
 * cached answer.
 */
async function countCall(actor: ApiActor, ip: string): Promise<{ limit: number; remaining: number }> {
  const options = actor.apiKey
    ? { ...RATE_LIMITS.apiKey, limit: env().API_KEY_CALLS_PER_MINUTE ?? RATE_LIMITS.apiKey.limit }
    : RATE_LIMITS.apiAnonymous;
  const subject = actor.apiKey ? `apiKey:${actor.apiKey.id}` : `apiAnonymous:${ip}`;
  const result = await consumeWindowCount(subject, options);
  if (!result.ok)
    throw new AppError("rate_limited", "Too many requests. Please try again later.", undefined, {
      headers: { "Retry-After": String(result.retryAfterSeconds), "RateLimit-Limit": String(options.limit) },
    });
  return { limit: options.limit, remaining: result.remaining };
}

const apiRoute = createRoute(authenticate, (actor, ip) => (actor.apiKey ? `apiKey:${actor.apiKey.id}` : ip));

/** Every answer of the public API, errors too, may be read from any origin; an error is never stored by a cache. */
function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("access-control-allow-origin", "*");
  headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  if (response.status >= 400) headers.set("cache-control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The public read API's GET routes (/api/v1): the route core's checks, then an API key if the request names one
 * (401 when it is not live), the call counted against the key's or the address's limit, and the answer with CORS `*`,
 * its ETag and a 304 to a matching If-None-Match.
 */
export function withPublicApi(handler: (args: HandlerArgs<undefined> & ApiActor) => Promise<Response> | Response) {
  const route = apiRoute(async (args) => {
    const { limit, remaining } = await countCall(args, args.ip);
    const response = await conditionalResponse(args.req, await handler(args));
    response.headers.set("ratelimit-limit", String(limit));
    response.headers.set("ratelimit-remaining", String(remaining));
    return response;
  });
  return async (req: NextRequest, context?: RouteContext): Promise<Response> => withCors(await route(req, context));
}

/** The CORS preflight of a cross-origin call that sends a key or a validator. */
export function apiPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, HEAD, OPTIONS",
      "access-control-allow-headers": "Authorization, X-API-Key, If-None-Match",
      "access-control-max-age": "86400",
    },
  });
}
