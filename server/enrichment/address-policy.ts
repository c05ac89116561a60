import "server-only";
import ipaddr from "ipaddr.js";

/** One extra address and port a policy lets through; only loopback addresses are honoured (see allowedEndpoint). */
type FetchEndpoint = { readonly address: string; readonly port: number };

/** What the enrichment fetch may connect to beyond public unicast addresses on ports 80 and 443. */
export type FetchPolicy = { readonly allowedEndpoints: readonly FetchEndpoint[] };

/** The production policy: public unicast addresses on ports 80 and 443, nothing else. */
export const STRICT_FETCH_POLICY: FetchPolicy = Object.freeze({ allowedEndpoints: Object.freeze([]) });

const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443]);

type EndpointVerdict = "ok" | "blocked_address" | "blocked_port";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

// ipaddr.js calls everything outside its special ranges 'unicast', including IPv4-compatible (::a.b.c.d) and
// unallocated IPv6 space; only 2000::/3 is routable global unicast.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** Parses a strict IP literal (dotted-quad IPv4 or IPv6, brackets allowed); null for host names. */
export function parseIpLiteral(text: string): Address | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

/** True only for addresses that are public unicast (an IPv4-mapped IPv6 address is judged by its IPv4). */
function isPublicUnicast(address: Address): boolean {
  if (address instanceof ipaddr.IPv6) {
    if (address.isIPv4MappedAddress()) return isPublicUnicast(address.toIPv4Address());
    return address.range() === "unicast" && address.match(GLOBAL_UNICAST_V6);
  }
  return address.range() === "unicast";
}

/** True when the text is an IP literal the strict policy allows. */
export function isPublicAddress(text: string): boolean {
  const address = parseIpLiteral(text);
  return address !== null && isPublicUnicast(address);
}

function sameAddress(a: Address, b: Address): boolean {
  return a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString();
}

// The test allowlist can never open anything but loopback on one named port, and is ignored in production builds.
function allowedEndpoint(address: Address, port: number, policy: FetchPolicy): boolean {
  if (process.env.NODE_ENV === "production") return false;
  return policy.allowedEndpoints.some((endpoint) => {
    const allowed = parseIpLiteral(endpoint.address);
    return (
      allowed !== null && allowed.range() === "loopback" && endpoint.port === port && sameAddress(allowed, address)
    );
  });
}

/** Whether a port may be tried at all, before any name is resolved. */
export function portMayBeAllowed(port: number, policy: FetchPolicy): boolean {
  return ALLOWED_PORTS.has(port) || policy.allowedEndpoints.some((endpoint) => endpoint.port === port);
}

/** The verdict for connecting to one resolved address (text form) on one port. */
export function checkEndpoint(addressText: string, port: number, policy: FetchPolicy): EndpointVerdict {
  const address = parseIpLiteral(addressText);
  if (address === null) return "blocked_address";
  if (allowedEndpoint(address, port, policy)) return "ok";
  if (!isPublicUnicast(address)) return "blocked_address";
  return ALLOWED_PORTS.has(port) ? "ok" : "blocked_port";
}
