import "server-only";
import type { NextRequest } from "next/server";

type Route = (
  req: NextRequest,
  context?: { params?: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

function seeOther(location: string): Response {
  // Relative, so it stays on whatever origin the visitor used.
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

/** A plain HTML form post (scripts off) lands on the outcome page instead of reading the JSON answer. */
export function withFormFallback(route: Route): Route {
  return async (req, context) => {
    const response = await route(req, context);
    if (!FORM_TYPE.test(req.headers.get("content-type") ?? "")) return response;
    if (response.ok) return seeOther("/newsletter/check-inbox");
    if (response.status === 429) return seeOther("/newsletter/check-inbox?error=rate-limited");
    if (response.status === 400 || response.status === 413) return seeOther("/newsletter/check-inbox?error=invalid");
    return response;
  };
}
