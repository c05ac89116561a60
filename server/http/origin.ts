import "server-only";
import { env } from "@/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts this server answers as: SITE_URL's, the Host header's, and a trusted proxy's X-Forwarded-Host. */
function ownHosts(headers: Headers): Set<string> {
  const hosts = new Set<string>();
  const site = hostOf(env().SITE_URL);
  if (site) hosts.add(site);
  const host = headers.get("host")?.toLowerCase();
  if (host) hosts.add(host);
  const forwarded =
    env().TRUST_PROXY_HEADERS === "true"
      ? headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
  if (forwarded) hosts.add(forwarded);
  return hosts;
}

/**
 * A state-changing request from another site (CSRF): refused when its Origin names another host, or, without an
 * Origin, when the browser says it came from another site (Sec-Fetch-Site). Requests with neither are not from a
 * browser page (mail clients' one-click unsubscribe, curl) and carry no ambient authority worth forging.
 * `Origin: null` comes from sandboxed frames and file pages, but also from our own pages whose referrer policy is
 * no-referrer (the token pages): it passes only when the browser vouches the request is same-origin.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (!isStateChanging(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const host = hostOf(origin);
    return !host || !ownHosts(request.headers).has(host);
  }
  const site = request.headers.get("sec-fetch-site");
  if (origin === "null") return site !== "same-origin";
  return site === "cross-site" || site === "same-site";
}
