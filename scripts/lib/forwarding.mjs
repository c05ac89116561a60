// @ts-check
// Plain JavaScript: the production server loads it with `node --import`, before Next, without a TypeScript loader.

/** Headers only a trusted proxy may set: who the client is, where it came from, how it connected. */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "x-vercel-forwarded-for",
  "x-vercel-ip-country",
  "cf-ipcountry",
  "cf-connecting-ip",
  "true-client-ip",
];

/** An IPv4 client of a dual-stack socket is reported as ::ffff:a.b.c.d; it is the plain IPv4 address. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Without a trusted proxy in front, a client's forwarding headers are dropped and X-Forwarded-For is the socket's
 * peer address: the only client IP nobody can choose. With one, its headers pass through untouched.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {string | undefined} remoteAddress
 * @param {boolean} trustProxy
 */
export function sanitizeForwarding(headers, remoteAddress, trustProxy) {
  if (trustProxy) return;
  for (const header of FORWARDING_HEADERS) delete headers[header];
  headers["x-forwarded-for"] = remoteAddress?.replace(IPV4_MAPPED, "$1") ?? "";
}
