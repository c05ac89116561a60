import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import { toErrorResponse } from "./error-response";

export type RouteParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RouteParams> };
export type PublicHandlerArgs = { req: NextRequest; params: RouteParams };

/** Thin public route wrapper: resolves params and turns any thrown error into the shared error response. */
export function withPublic(handler: (args: PublicHandlerArgs) => Promise<Response> | Response) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    // Touching the request makes the route render per request: API answers come from cached queries at
    // request time, never from a build-time snapshot (builds must not need the database).
    void req.headers.get("accept");
    try {
      return await handler({ req, params: (await context?.params) ?? {} });
    } catch (error) {
      // Next's own control flow (prerender bail-outs, notFound, redirect) must pass through untouched.
      unstable_rethrow(error);
      return toErrorResponse(error);
    }
  };
}
