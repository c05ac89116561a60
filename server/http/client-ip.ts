import "server-only";
import { env } from "@/env";

const MAX_IP_LENGTH = 64;

function lastForwardedFor(headers: Headers): string | undefined {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The caller's IP for rate-limit keys and login logs. Next's own server appends the socket's peer address to
 * X-Forwarded-For, so without a trusted proxy in front the LAST entry is the only one a client cannot choose.
 * Behind a proxy that overwrites these headers (TRUST_PROXY_HEADERS=true: Vercel, Cloudflare, a configured
 * nginx), X-Real-IP or the first X-Forwarded-For entry is the visitor.
 */
export function clientIp(headers: Headers): string {
  const ip =
    env().TRUST_PROXY_HEADERS === "true"
      ? headers.get("x-real-ip")?.trim() || headers.get("x-forwarded-for")?.split(",")[0]?.trim()
      : lastForwardedFor(headers);
  return ip ? ip.slice(0, MAX_IP_LENGTH) : "unknown";
}

/** The edge's country header, only when the platform that sets it is trusted. */
export function trustedCountryHeader(headers: Headers): string | null {
  if (env().TRUST_PROXY_HEADERS !== "true") return null;
  return headers.get("x-vercel-ip-country") || headers.get("cf-ipcountry") || null;
}
