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
import {
  isHtmlContentType,
  isImageContentType,
  isPlainTextContentType,
  readBodyBytes,
  readHtmlBody,
} from "./read-html-body";
import { pinnedLookup, systemResolver, type HostResolver, type ResolvedAddress } from "./resolve-host";

const SAFE_FETCH_TIMEOUT_MS = 5_000;
export const SAFE_FETCH_MAX_BODY_BYTES = 1024 * 1024;
const SAFE_FETCH_MAX_REDIRECTS = 3;
const MAX_URL_CHARS = 2_048;

export type SafeFetchFailure = SafeFetchFailureCode;

type SafeFetchResult = { ok: true; url: string; html: string } | { ok: false; reason: SafeFetchFailure };

/** A hop the fetch was redirected by: its status and the URL it pointed to. */
type RedirectHop = { status: number; to: string };

/** safeFetchPage's answer: the page (or a 304 when its validators still hold), its validators and redirects. */
export type SafeFetchPageResult =
  | {
      ok: true;
      url: string;
      status: 200 | 304;
      html: string;
      etag: string | null;
      lastModified: string | null;
      redirects: RedirectHop[];
    }
  | { ok: false; reason: SafeFetchFailure; status: number | null; redirects: RedirectHop[] };

/** Validators of an earlier answer, sent as If-None-Match / If-Modified-Since. */
export type ConditionalHeaders = { etag?: string | null; lastModified?: string | null };

export type SafeFetchOptions = {
  /** Defaults to the strict policy; only tests pass another (tests/support/loopback-fetch-policy.ts). */
  policy?: FetchPolicy;
  resolver?: HostResolver;
  /** Total time for every hop, body included. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** What the answer must be: an HTML page (default), a plain-text file (a site's verification file) or an image. */
  accept?: "html" | "text" | "image";
  /** Overrides the default User-Agent (the verifier names its contact page). */
  userAgent?: string;
};

type Failure = { ok: false; reason: SafeFetchFailure };
type Target = { ok: true; url: URL; address: ResolvedAddress };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT_HEADERS = {
  html: "text/html, application/xhtml+xml;q=0.9",
  text: "text/plain",
  image: "image/png, image/jpeg, image/webp, image/svg+xml;q=0.8",
} as const;
const ACCEPTS = { html: isHtmlContentType, text: isPlainTextContentType, image: isImageContentType } as const;

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

type Resolved = Required<Omit<SafeFetchOptions, "userAgent">> & { userAgent: string };

function conditionalHeaders(conditional: ConditionalHeaders | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (conditional?.etag) headers["if-none-match"] = conditional.etag;
  if (conditional?.lastModified) headers["if-modified-since"] = conditional.lastModified;
  return headers;
}

function request(
  target: Target,
  options: Resolved,
  signal: AbortSignal,
  extra: Record<string, string>,
): Promise<IncomingMessage> {
  const accept = options.accept;
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
          "user-agent": options.userAgent,
          accept: ACCEPT_HEADERS[accept],
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "en",
          ...extra,
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

const header = (response: IncomingMessage, name: string): string | null => {
  const value = response.headers[name];
  return typeof value === "string" ? value : null;
};

type HopsResult =
  | (Omit<Extract<SafeFetchPageResult, { ok: true }>, "html"> & { response: IncomingMessage | null })
  | Extract<SafeFetchPageResult, { ok: false }>;

/** Follows the hops to an answer whose status and type are acceptable; its body is left for the caller to read. */
async function fetchHops(
  start: URL,
  options: Resolved,
  signal: AbortSignal,
  conditional?: ConditionalHeaders,
): Promise<HopsResult> {
  let url = start;
  const redirects: RedirectHop[] = [];
  const failed = (reason: SafeFetchFailure, status: number | null = null): HopsResult => ({
    ok: false,
    reason,
    status,
    redirects,
  });
  for (let hop = 0; ; hop += 1) {
    const target = await resolveTarget(url, options.policy, options.resolver, signal);
    if (!target.ok) return failed(target.reason);
    // Validators belong to the URL they were stored for: a redirected hop is asked unconditionally.
    const response = await request(target, options, signal, hop === 0 ? conditionalHeaders(conditional) : {});
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) return failed("http_error", status);
      if (hop >= SAFE_FETCH_MAX_REDIRECTS) return failed("too_many_redirects", status);
      const next = parseUrl(location, url);
      if (!next) return failed("invalid_url", status);
      redirects.push({ status, to: next.toString() });
      url = next;
      continue;
    }
    const validators = { etag: header(response, "etag"), lastModified: header(response, "last-modified") };
    if (status === 304 && hop === 0 && conditional && (conditional.etag || conditional.lastModified)) {
      response.destroy();
      return { ok: true, url: url.toString(), status: 304, response: null, ...validators, redirects };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      return failed("http_error", status);
    }
    if (!ACCEPTS[options.accept](response.headers["content-type"])) {
      response.destroy();
      return failed("not_html", status);
    }
    return { ok: true, url: url.toString(), status: 200, response, ...validators, redirects };
  }
}

function resolvedOptions(options: SafeFetchOptions): Resolved {
  return {
    policy: options.policy ?? STRICT_FETCH_POLICY,
    resolver: options.resolver ?? systemResolver,
    timeoutMs: options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS,
    maxBodyBytes: options.maxBodyBytes ?? SAFE_FETCH_MAX_BODY_BYTES,
    accept: options.accept ?? "html",
    userAgent: options.userAgent ?? userAgent(),
  };
}

/**
 * safeFetch with what a polite re-visit needs: conditional headers on the first hop (a 304 answers ok with
 * status 304 and no body), the answer's validators, the redirects followed and the failing status.
 */
export async function safeFetchPage(
  input: string,
  options: SafeFetchOptions = {},
  conditional?: ConditionalHeaders,
): Promise<SafeFetchPageResult> {
  const resolved = resolvedOptions(options);
  const start = parseUrl(input.trim());
  if (!start) return { ok: false, reason: "invalid_url", status: null, redirects: [] };
  const signal = AbortSignal.timeout(resolved.timeoutMs);
  try {
    const answer = await fetchHops(start, resolved, signal, conditional);
    if (!answer.ok) return answer;
    const { response, ...page } = answer;
    if (!response) return { ...page, html: "" };
    const body = await readHtmlBody(response, resolved.maxBodyBytes);
    if (!body.ok) return { ok: false, reason: body.reason, status: page.status, redirects: page.redirects };
    return { ...page, html: body.html };
  } catch {
    return { ok: false, reason: signal.aborted ? "timeout" : "network_error", status: null, redirects: [] };
  }
}

/**
 * An image (a logo or photo) through the same safe path as a page: the same address checks on every hop, timeout
 * and size cap; the answer must say it is an image, and its bytes are what the caller checks its real type by.
 */
export async function safeFetchImage(
  input: string,
  options: SafeFetchOptions = {},
): Promise<{ ok: true; url: string; bytes: Uint8Array } | { ok: false; reason: SafeFetchFailure }> {
  const resolved = resolvedOptions({ ...options, accept: "image" });
  const start = parseUrl(input.trim());
  if (!start) return fail("invalid_url");
  const signal = AbortSignal.timeout(resolved.timeoutMs);
  try {
    const answer = await fetchHops(start, resolved, signal);
    if (!answer.ok) return fail(answer.reason);
    if (!answer.response) return fail("http_error");
    const body = await readBodyBytes(answer.response, resolved.maxBodyBytes);
    return body.ok ? { ok: true, url: answer.url, bytes: new Uint8Array(body.bytes) } : fail(body.reason);
  } catch {
    return fail(signal.aborted ? "timeout" : "network_error");
  }
}

/**
 * Fetches a submitted website's HTML (or a plain-text file) without letting the request reach anything private: http(s) on ports 80/443,
 * every resolved address public unicast and the socket pinned to a checked one, redirects followed by hand and
 * re-checked (at most 3), one total timeout, a body cap and HTML only. Expected failures are results, not throws.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const result = await safeFetchPage(input, options);
  return result.ok ? { ok: true, url: result.url, html: result.html } : fail(result.reason);
}
