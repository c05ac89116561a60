import { NextResponse, type NextRequest } from "next/server";
import { resolveDetailRequest } from "@/server/public/listings/detail-request";

function contentSecurityPolicy(nonce: string, dev: boolean, local: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes come from Radix positioning and next/font; no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Plain-http localhost (npm start, tests) must keep working; everywhere else http is upgraded.
    ...(dev || local ? [] : ["upgrade-insecure-requests"]),
  ].join("; ");
}

const DETAIL_MISSING_HEADER = "x-detail-missing";

function isLocalHost(host: string | null): boolean {
  return !host || /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}

export async function proxy(request: NextRequest) {
  const forwardedProto = request.headers.get("x-forwarded-proto");
  if (forwardedProto === "http" && !isLocalHost(request.headers.get("host"))) {
    const url = request.nextUrl.clone();
    url.protocol = "https:";
    return NextResponse.redirect(url, 308);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const local = isLocalHost(request.headers.get("host"));
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development", local);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.delete(DETAIL_MISSING_HEADER);

  // Pages stream from the first byte (per-request nonce), so a missing or moved listing can only get its
  // real 404 or 308 here, before rendering starts (Next docs: loading.js, status codes).
  const detail = await resolveDetailRequest(request.nextUrl.pathname);
  if (detail?.type === "redirect") return NextResponse.redirect(new URL(detail.location, request.url), 308);
  if (detail?.type === "missing") requestHeaders.set(DETAIL_MISSING_HEADER, detail.route);
  const response =
    detail?.type === "missing"
      ? NextResponse.rewrite(new URL(`/_detail-missing/${detail.route}`, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "strict-origin-when-cross-origin");
  response.headers.set("x-frame-options", "DENY");
  response.headers.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  if (!local) {
    response.headers.set("strict-transport-security", "max-age=63072000; includeSubDomains; preload");
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api|_next/static|_next/image|favicon.ico|icon|robots.txt|sitemap|fonts).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }, { type: "header", key: "purpose", value: "prefetch" }],
    },
  ],
};
