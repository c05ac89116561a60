import { siteUrl } from "@/lib/site";

export function isLocalHost(host: string | null): boolean {
  return !host || /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);
}

/** The host the visitor asked for: a proxy's X-Forwarded-Host, else the Host header. */
export function requestedHost(headers: Headers): string | null {
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return host && /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:]+\](:\d+)?$/i.test(host) ? host : null;
}

function publicHost(headers: Headers): string | null {
  // The configured public origin wins: it is the host the site is known by, whatever a proxy forwards.
  const site = new URL(siteUrl());
  if (site.protocol === "https:" && !isLocalHost(site.host)) return site.host;
  return requestedHost(headers);
}

/**
 * Where a plain-http request behind a TLS-terminating proxy should go: the same path on https and the public
 * host. Only a trusted proxy's X-Forwarded-Proto says how the visitor connected (Next fills in "http" itself when
 * there is none), so without TRUST_PROXY_HEADERS nothing is redirected; nor is an https or a local request.
 */
export function httpsRedirectTarget(request: { headers: Headers; nextUrl: URL }, trustProxy: boolean): string | null {
  if (!trustProxy || isLocalHost(requestedHost(request.headers))) return null;
  if (request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() !== "http") return null;
  const host = publicHost(request.headers);
  if (!host || isLocalHost(host)) return null;
  return `https://${host}${request.nextUrl.pathname}${request.nextUrl.search}`;
}
