import type { IncomingHttpHeaders } from "node:http";

/** Headers only a trusted proxy may set: who the client is, where it came from, how it connected. */
export const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "x-vercel-ip-country",
  "cf-ipcountry",
  "cf-connecting-ip",
  "true-client-ip",
] as const;

/**
 * Without a trusted proxy in front, a client's forwarding headers are dropped and X-Forwarded-For is the socket's
 * peer address: the only client IP nobody can choose. With one, its headers pass through untouched.
 */
export function sanitizeForwarding(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): void {
  if (trustProxy) return;
  for (const header of FORWARDING_HEADERS) delete headers[header];
  headers["x-forwarded-for"] = remoteAddress ?? "";
}
