import { NextResponse, type NextRequest } from "next/server";
import { MISSING_LISTING_SLUG } from "@/lib/directory/detail-routes";
import { directoryViewPath } from "@/lib/directory/directory-view";
import { repairPercentEncoding } from "@/lib/http/path-segment";
import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from "@/lib/security/headers";
import { httpsRedirectTarget, isLocalHost, requestedHost } from "@/lib/security/https-redirect";
import { rendersPerRequest } from "@/lib/security/page-rendering";
import { resolveListingRequest } from "@/server/public/listings/route-request";

const DEV = process.env.NODE_ENV === "development";
const TRUST_PROXY = process.env.TRUST_PROXY_HEADERS === "true";
const ADMIN_COOKIE = "admin-session";

/** Longer repaired paths are answered at once: a redirect's Location must stay a sensible size. */
const MAX_REPAIRED_PATH = 2_048;

function malformedPathResponse(): NextResponse {
  const message = "The URL path is not valid percent-encoded UTF-8";
  return NextResponse.json({ error: message, message, fields: { path: [message] } }, { status: 400, headers: { "cache-control": "no-store" } });
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("content-security-policy", csp);
  return response;
}

/** Listing URLs get their real 404 or 308 here, from one indexed lookup, before a page renders or a cache fills. */
async function listingResponse(request: NextRequest): Promise<NextResponse | null> {
  const resolution = await resolveListingRequest(request.nextUrl.pathname);
  if (!resolution) return null;
  if (resolution.type === "redirect") return NextResponse.redirect(new URL(resolution.location, request.url), 308);
  if (resolution.type === "missing") {
    // The route's own not-found screen, prerendered at build: served from cache with its 404 status.
    return NextResponse.rewrite(new URL(`/${resolution.route}/${MISSING_LISTING_SLUG}`, request.url));
  }
  // /brands/{slug} is the brand screen under another name (spec 2 §2).
  const { pathname } = request.nextUrl;
  return pathname.startsWith("/brands/") ? NextResponse.rewrite(new URL(pathname.replace(/^\/brands\//, "/brand/"), request.url)) : null;
}

/**
 * Runs before every page and API request:
 * - plain http behind a proxy moves to https on the public host (APIs too);
 * - listing URLs are answered 404 / 308 before rendering;
 * - the directory's plain category views are served from their prerendered page;
 * - each page gets the CSP of its rendering model: static on cached public pages, a fresh nonce on per-request ones.
 * The other security headers come from next.config.ts (lib/security/headers.ts), on every response.
 */
export async function proxy(request: NextRequest) {
  const local = isLocalHost(requestedHost(request.headers));
  const httpsTarget = httpsRedirectTarget(request, TRUST_PROXY);
  if (httpsTarget) return NextResponse.redirect(httpsTarget, 308);

  const { pathname } = request.nextUrl;
  const repaired = repairPercentEncoding(pathname);
  if (repaired) {
    if (pathname.startsWith("/api/") || repaired.length > MAX_REPAIRED_PATH) return malformedPathResponse();
    // Pages: the same path with the broken segment as plain text, which then answers the route's own 404.
    return NextResponse.redirect(new URL(repaired, request.url), 308);
  }
  if (pathname.startsWith("/api/")) return NextResponse.next();
  // Pages only answer GET and HEAD. There are no Server Actions, so a POST to a page is never legitimate (and Next
  // would try to parse it as one).
  if (request.method !== "GET" && request.method !== "HEAD") return new NextResponse(null, { status: 405, headers: { allow: "GET, HEAD" } });

  const cspOptions = { dev: DEV, upgradeInsecureRequests: !DEV && !local };
  // An early redirect only: every admin page and API checks the session itself, on the server.
  if (pathname.startsWith("/admin/") && pathname !== "/admin/login" && !request.cookies.has(ADMIN_COOKIE) && !request.cookies.has(`__Host-${ADMIN_COOKIE}`)) {
    return NextResponse.redirect(new URL("/admin/login", request.url), 307);
  }
  if (rendersPerRequest(pathname)) {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
    const csp = nonceContentSecurityPolicy(nonce, cspOptions);
    const requestHeaders = new Headers(request.headers);
    // Next reads the nonce from the request's CSP header and puts it on every script it renders.
    requestHeaders.set("content-security-policy", csp);
    return withCsp(NextResponse.next({ request: { headers: requestHeaders } }), csp);
  }

  const csp = staticContentSecurityPolicy(cspOptions);
  const listing = await listingResponse(request);
  if (listing) return withCsp(listing, csp);
  const view = directoryViewPath(request.nextUrl);
  if (view) return withCsp(view.type === "rewrite" ? NextResponse.rewrite(new URL(view.path, request.url)) : NextResponse.redirect(new URL(view.path, request.url), 308), csp);
  return withCsp(NextResponse.next(), csp);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|icons.svg|fonts/).*)"],
};
