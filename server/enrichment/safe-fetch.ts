import "server-only";
import type { SafeFetchFailureCode } from "@/lib/http/fetch-failures";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { siteUrl } from "@/lib/site";
import {
  checkEndpoint,
  parseIpLiteral,
  portMayBeAllowed,
  STRICT_FETCH_POLICY,
  type FetchPolicy,
} from "./address-policy";
import { isHtmlContentType, isPlainTextContentType, readHtmlBody } from "./read-html-body";
import { pinnedLookup, systemResolver, type HostResolver, type ResolvedAddress } from "./resolve-host";

const SAFE_FETCH_TIMEOUT_MS = 5_000;
export const SAFE_FETCH_MAX_BODY_BYTES = 1024 * 1024;
const SAFE_FETCH_MAX_REDIRECTS = 3;
const MAX_URL_CHARS = 2_048;

export type SafeFetchFailure = SafeFetchFailureCode;

type SafeFetchResult = { ok: true; url: string; html: string } | { ok: false; reason: SafeFetchFailure };

export type SafeFetchOptions = {
  /** Defaults to the strict policy; only tests pass another (tests/support/loopback-fetch-policy.ts). */
  policy?: FetchPolicy;
  resolver?: HostResolver;
  /** Total time for every hop, body included. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** What the answer must be: an HTML page (default) or a plain-text file (a site's verification file). */
  accept?: "html" | "text";
};

type Failure = { ok: false; reason: SafeFetchFailure };
type Target = { ok: true; url: URL; address: ResolvedAddress };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT_HEADERS = { html: "text/html, application/xhtml+xml;q=0.9", text: "text/plain" } as const;
const ACCEPTS = { html: isHtmlContentType, text: isPlainTextContentType } as const;

function fail(reason: SafeFetchFailure): Failure {
  return { ok: false, reason };
}

function userAgent(): string {
  return `LongevityDirectoryBot/1.0 (+${siteUrl()}/addnew)`;
}

function parseUrl(input: string, base?: URL): URL | null {
  if (input.length > MAX_URL_CHARS) return null;
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

async function addressesOf(
  hostname: string,
  resolver: HostResolver,
  signal: AbortSignal,
): Promise<readonly ResolvedAddress[]> {
  const literal = parseIpLiteral(hostname);
  if (literal) return [{ address: literal.toString(), family: literal.kind() === "ipv6" ? 6 : 4 }];
  return Promise.race([resolver(hostname), rejectOnAbort(signal)]);
}

/** Checks one hop (scheme, port, every resolved address) and picks the address the socket will be pinned to. */
async function resolveTarget(
  url: URL,
  policy: FetchPolicy,
  resolver: HostResolver,
  signal: AbortSignal,
): Promise<Target | Failure> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail("blocked_scheme");
  if (!url.hostname || url.username || url.password) return fail("invalid_url");
  const port = portOf(url);
  if (!portMayBeAllowed(port, policy)) return fail("blocked_port");
  // WHATWG parsing already turned forms like 127.1 or 0x7f.1 into dotted quads; anything ipaddr.js still reads as
  // an address here is an odd form that must never reach DNS.
  if (!parseIpLiteral(url.hostname) && ipaddr.isValid(url.hostname)) return fail("blocked_address");
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await addressesOf(url.hostname, resolver, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return fail("network_error");
  }
  if (addresses.length === 0) return fail("network_error");
  for (const { address } of addresses) {
    const verdict = checkEndpoint(address, port, policy);
    if (verdict !== "ok") return fail(verdict);
  }
  // IPv4 first: many servers (and containers) have no IPv6 route, and a pinned socket gets no second try.
  return { ok: true, url, address: addresses.find((candidate) => candidate.family === 4) ?? addresses[0]! };
}

function request(target: Target, accept: "html" | "text", signal: AbortSignal): Promise<IncomingMessage> {
  const { url, address } = target;
  const client = url.protocol === "https:" ? https : http;
  const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        hostname,
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        // No cookie jar: nothing a server sets is ever sent back.
        headers: {
          "user-agent": userAgent(),
          accept: ACCEPT_HEADERS[accept],
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "en",
        },
        agent: false,
        lookup: pinnedLookup(address),
        signal,
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function fetchHops(
  start: URL,
  options: Required<SafeFetchOptions>,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const target = await resolveTarget(url, options.policy, options.resolver, signal);
    if (!target.ok) return target;
    const response = await request(target, options.accept, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) return fail("http_error");
      if (redirects >= SAFE_FETCH_MAX_REDIRECTS) return fail("too_many_redirects");
      const next = parseUrl(location, url);
      if (!next) return fail("invalid_url");
      url = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      return fail("http_error");
    }
    if (!ACCEPTS[options.accept](response.headers["content-type"])) {
      response.destroy();
      return fail("not_html");
    }
    const body = await readHtmlBody(response, options.maxBodyBytes);
    return body.ok ? { ok: true, url: url.toString(), html: body.html } : body;
  }
}

/**
 * Fetches a submitted website's HTML (or a plain-text file) without letting the request reach anything private: http(s) on ports 80/443,
 * every resolved address public unicast and the socket pinned to a checked one, redirects followed by hand and
 * re-checked (at most 3), one total timeout, a body cap and HTML only. Expected failures are results, not throws.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const resolved: Required<SafeFetchOptions> = {
    policy: options.policy ?? STRICT_FETCH_POLICY,
    resolver: options.resolver ?? systemResolver,
    timeoutMs: options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS,
    maxBodyBytes: options.maxBodyBytes ?? SAFE_FETCH_MAX_BODY_BYTES,
    accept: options.accept ?? "html",
  };
  const start = parseUrl(input.trim());
  if (!start) return fail("invalid_url");
  const signal = AbortSignal.timeout(resolved.timeoutMs);
  try {
    return await fetchHops(start, resolved, signal);
  } catch {
    return fail(signal.aborted ? "timeout" : "network_error");
  }
}
