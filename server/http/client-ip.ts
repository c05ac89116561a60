import "server-only";
import { env } from "@/env";

const MAX_IP_LENGTH = 64;

function lastForwardedFor(headers: Headers): string | undefined {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || undefined;
}

function firstForwardedFor(headers: Headers): string | undefined {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
}

/** Vercel sets VERCEL=1 in its functions' environment; nobody outside the deployment can. */
function onVercel(): boolean {
  return process.env.VERCEL === "1";
}

/**
 * The caller's IP for rate-limit keys and login logs, never one a client can choose:
 * - on Vercel the platform overwrites the forwarding headers at its edge: x-vercel-forwarded-for (which a proxy in
 *   front of Vercel cannot replace), then X-Real-IP, then X-Forwarded-For;
 * - self-hosted, `npm start` and `npm run serve` replace X-Forwarded-For with the socket's peer address before Next
 *   reads it (scripts/lib/server-preload.mjs), so its last entry is the peer;
 * - behind a proxy that overwrites these headers (TRUST_PROXY_HEADERS=true: Cloudflare, a configured nginx), the
 *   preload leaves them alone and X-Real-IP or the first X-Forwarded-For entry is the visitor.
 */
export function clientIp(headers: Headers): string {
  const ip = onVercel()
    ? headers.get("x-vercel-forwarded-for")?.trim() || headers.get("x-real-ip")?.trim() || firstForwardedFor(headers)
    : env().TRUST_PROXY_HEADERS === "true"
      ? headers.get("x-real-ip")?.trim() || firstForwardedFor(headers)
      : lastForwardedFor(headers);
  return ip ? ip.slice(0, MAX_IP_LENGTH) : "unknown";
}

/** The edge's country header, only when the platform that sets it is trusted. */
export function trustedCountryHeader(headers: Headers): string | null {
  if (env().TRUST_PROXY_HEADERS !== "true") return null;
  return headers.get("x-vercel-ip-country") || headers.get("cf-ipcountry") || null;
}
