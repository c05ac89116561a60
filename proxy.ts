import { NextResponse, type NextRequest } from "next/server";
import { MISSING_LISTING_SLUG } from "@/lib/directory/detail-routes";
import { directoryViewPath } from "@/lib/directory/directory-view";
import { ADMIN_COOKIE_NAMES } from "@/lib/auth/admin-cookie";
import { fieldError } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { repairPercentEncoding } from "@/lib/http/path-segment";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localePath,
  splitLocalePath,
  type Locale,
} from "@/lib/i18n/locales";
import { nonceContentSecurityPolicy } from "@/lib/security/headers";
import { httpsRedirectTarget, isLocalHost, requestedHost } from "@/lib/security/https-redirect";
import { rendersPerRequest } from "@/lib/security/page-rendering";
import { RETRY_AFTER_SECONDS, refuseWhileDatabaseDown } from "@/server/db/fault-clock";
import { errorBody } from "@/server/http/error-response";
import { resolveListingRequest } from "@/server/listings/read/route-request";

const DEV = process.env.NODE_ENV === "development";
const TRUST_PROXY = process.env.TRUST_PROXY_HEADERS === "true";

/** Longer repaired paths are answered at once: a redirect's Location must stay a sensible size. */
const MAX_REPAIRED_PATH = 2_048;

async function malformedPathResponse(): Promise<NextResponse> {
  const error = fieldError("bad_request", "path", genericError("malformedPath"));
  return NextResponse.json(await errorBody(error), { status: error.status, headers: { "cache-control": "no-store" } });
}

/** A page that needs the database while it is down: 503 at once, never an error screen with a 200. */
function databaseDownResponse(): NextResponse {
  return new NextResponse("The service is temporarily unavailable. Please try again in a moment.", {
    status: 503,
    headers: {
      "retry-after": String(RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
      "content-type": "text/plain; charset=utf-8",
    },
  });
}

/** Listing URLs that reach Proxy get their real 404, 308 or rewrite here, from one indexed lookup, before a render. */
async function listingResponse(request: NextRequest, locale: Locale, path: string): Promise<NextResponse | null> {
  const resolution = await resolveListingRequest(path);
  if (!resolution) return null;
  if (resolution.type === "redirect")
    return NextResponse.redirect(new URL(localePath(locale, resolution.location), request.url), 308);
  if (resolution.type === "missing") {
    // The route's own not-found screen in this language, prerendered at build: served from cache with its 404 status.
    return NextResponse.rewrite(new URL(`/${locale}/${resolution.route}/${MISSING_LISTING_SLUG}`, request.url));
  }
  // /brands/{slug} is the brand screen under another name.
  return path.startsWith("/brands/")
    ? NextResponse.rewrite(new URL(`/${locale}${path.replace(/^\/brands\//, "/brand/")}`, request.url))
    : null;
}

/**
 * Per-request pages (member, admin, owner) have no language in their URL: they follow the visitor's chosen one,
 * which the locale cookie carries (set by the language switcher, and from the member's stored language at sign-in
 * and on the profile). A prefixed URL (/de/profile) is that choice made by link: remembered, then the plain URL.
 */
function perRequestPage(request: NextRequest, locale: Locale | null, path: string, csp: string): NextResponse {
  if (locale) {
    const response = NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 307);
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" });
    return response;
  }
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const target = new URL(`/${isLocale(chosen) ? chosen : DEFAULT_LOCALE}${path}${request.nextUrl.search}`, request.url);
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
}

/**
 * Runs only where it has work (see `config` below); cached public pages are served without it, with their static
 * CSP and the other security headers from next.config.ts:
 * - plain http behind a trusted proxy moves to https on the public host (APIs too);
 * - public pages keep their language from the URL (`/de/…`; English unprefixed) and are never redirected by language;
 * - the /brands alias and the assistant's /clinics/{slug} links are answered 404 / 308 / rewrite before rendering;
 * - a directory URL whose category or filters need the directory's parser is served from its view's prerendered
 *   page when it is a plain view after all (next.config.ts rewrites the obvious ones without Proxy), and from its
 *   query's cached page when it is a search or a filtered view;
 * - per-request pages get a fresh CSP nonce, and admin pages without a session an early redirect to the login.
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
  if (request.method !== "GET" && request.method !== "HEAD")
    return new NextResponse(null, { status: 405, headers: { allow: "GET, HEAD" } });

  const { locale, path } = splitLocalePath(pathname);
  // An early redirect only: every admin page and API checks the session itself, on the server.
  if (
    path.startsWith("/admin/") &&
    path !== "/admin/login" &&
    !Object.values(ADMIN_COOKIE_NAMES).some((name) => request.cookies.has(name))
  ) {
    return NextResponse.redirect(new URL("/admin/login", request.url), 307);
  }
  if (rendersPerRequest(path)) {
    if (refuseWhileDatabaseDown()) return databaseDownResponse();
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
    const csp = nonceContentSecurityPolicy(nonce, { dev: DEV, upgradeInsecureRequests: !DEV && !local });
    return perRequestPage(request, path === pathname ? null : locale, path, csp);
  }

  const listing = await listingResponse(request, locale, path);
  if (listing) return listing;
  const url = new URL(request.nextUrl);
  url.pathname = path;
  const view = directoryViewPath(url);
  if (!view) return NextResponse.next();
  if (view.type === "redirect") return NextResponse.redirect(new URL(localePath(locale, view.path), request.url), 308);
  // A searched or filtered view may need a render, which needs the database.
  if (view.type === "search" && refuseWhileDatabaseDown()) return databaseDownResponse();
  return NextResponse.rewrite(new URL(`/${locale}${view.path}`, request.url));
}

/**
 * Next reads this literally at build time, so the lists are written out; tests/http/proxy-scope.test.ts checks them
 * against the registries they come from (PER_REQUEST_PAGES, LISTING_PATH_SEGMENTS, the directory's categories and
 * filter keys) with Next's own matcher.
 */
export const config = {
  matcher: [
    // A proxy in front says the visitor came over plain http: the https redirect, if TRUST_PROXY_HEADERS believes it.
    {
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg|icons.svg|fonts/).*)",
      has: [{ type: "header", key: "x-forwarded-proto", value: "http(\\s*,.*)?" }],
    },
    "/api/:path*",
    // Paths with percent-escapes: a broken one is repaired here (Next's router would answer it with a 500).
    "/(.*%.*)",
    // Requests with a body or a Server Action header: pages answer only GET and HEAD (Next would try to parse the
    // body as a Server Action, and a malformed one as a 500).
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "content-type" }] },
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "content-length" }] },
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "transfer-encoding" }] },
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
    // Per-request pages, also under a language prefix (which Proxy turns into the language cookie).
    "/:locale(de|fr|es|it|nl)?/home/:path*",
    "/:locale(de|fr|es|it|nl)?/profile/:path*",
    "/:locale(de|fr|es|it|nl)?/admin/:path*",
    "/:locale(de|fr|es|it|nl)?/analytics/:path*",
    "/:locale(de|fr|es|it|nl)?/account/:path*",
    "/:locale(de|fr|es|it|nl)?/login/:path*",
    "/:locale(de|fr|es|it|nl)?/reset-password/:path*",
    "/:locale(de|fr|es|it|nl)?/verify-email/:path*",
    "/:locale(de|fr|es|it|nl)?/newsletter/confirm/:path*",
    "/:locale(de|fr|es|it|nl)?/newsletter/unsubscribe/:path*",
    "/:locale(de|fr|es|it|nl)?/alerts/pause/:path*",
    "/:locale(de|fr|es|it|nl)?/alerts/unsubscribe/:path*",
    "/:locale(de|fr|es|it|nl)?/saved-searches/confirm/:path*",
    "/:locale(de|fr|es|it|nl)?/saved-searches/pause/:path*",
    "/:locale(de|fr|es|it|nl)?/saved-searches/unsubscribe/:path*",
    "/:locale(de|fr|es|it|nl)?/audit/:path*",
    "/:locale(de|fr|es|it|nl)?/claim/:path*",
    "/:locale(de|fr|es|it|nl)?/owner/:path*",
    "/:locale(de|fr|es|it|nl)?/review-invitation/:path*",
    // Listing URLs that are never a page of their own: the /brands alias and the assistant's collection links. The
    // detail screens (/clinic/{slug}, …) answer their own 404 / 308 and are served from cache without Proxy.
    "/:locale(de|fr|es|it|nl)?/brands/:path*",
    "/:locale(de|fr|es|it|nl)?/clinics/:path*",
    "/:locale(de|fr|es|it|nl)?/labs/:path*",
    "/:locale(de|fr|es|it|nl)?/wearables/:path*",
    "/:locale(de|fr|es|it|nl)?/supplements/:path*",
    "/:locale(de|fr|es|it|nl)?/foods/:path*",
    // The directory's internal view paths, and its searches and filtered views (plain views are rewritten to their
    // prerendered page by next.config.ts, lib/directory/directory-rewrites.ts).
    "/:locale(de|fr|es|it|nl)?/directory/:path+",
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "search" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "near" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "page" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "region" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "country" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "verified" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "specialties" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "healthConditions" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "biomarkers" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "testTypes" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "advancedBiomarkers" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "leaderboardType" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "platform" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "brand" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "priceMin" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "priceMax" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "accreditation" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "sampleMethod" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "turnaround" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "markers" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "maxPerMarker" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "telehealth" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "diagnostics" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "thirdPartyTested" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "maxTwoYearCost" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "validatedMetric" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "maxServicePrice" }] },
    { source: "/:locale(de|fr|es|it|nl)?/directory", has: [{ type: "query", key: "sort" }] },
    {
      source: "/:locale(de|fr|es|it|nl)?/directory",
      has: [
        {
          type: "query",
          key: "category",
          value:
            "(?!(?:clinics|labs|practitioners|wearables|supplements|foods|apps|social|brands|leaderboards|events)$).*",
        },
      ],
    },
  ],
};
