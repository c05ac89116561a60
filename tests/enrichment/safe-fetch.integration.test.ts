import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { HostResolver } from "@/server/enrichment/resolve-host";
import {
  SAFE_FETCH_MAX_BODY_BYTES,
  safeFetch,
  safeFetchImage,
  type SafeFetchOptions,
} from "@/server/enrichment/safe-fetch";
import { loopbackFetchPolicy } from "../support/loopback-fetch-policy";

const PAGE = "<!doctype html><html><head><title>Acme Longevity</title></head><body>Hello</body></html>";
const ONE_MB = SAFE_FETCH_MAX_BODY_BYTES;

let server: Server;
let port: number;
let origin: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

function html(res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(302, { location, ...headers });
  res.end();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    const url = new URL(req.url ?? "/", "http://placeholder");
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      return left === 0 ? html(res, PAGE) : redirect(res, `/chain/${left - 1}`);
    }
    switch (url.pathname) {
      case "/logo.png":
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
      case "/page":
        return html(res, PAGE);
      case "/xhtml":
        return html(res, PAGE, { "content-type": "application/xhtml+xml" });
      case "/latin1":
        return html(res, Buffer.from("<title>Caf\u00e9 M\u00fcnchen</title>", "latin1"), {
          "content-type": "text/html; charset=iso-8859-1",
        });
      case "/redirect-to":
        return redirect(res, url.searchParams.get("to") ?? "/page");
      case "/set-cookie-redirect":
        return redirect(res, "/page", { "set-cookie": "session=secret; Path=/" });
      case "/json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end("{}");
      case "/no-type":
        res.writeHead(200);
        return res.end(PAGE);
      case "/missing":
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("<h1>Not found</h1>");
      case "/broken":
        res.writeHead(500, { "content-type": "text/html" });
        return res.end("<h1>Oops</h1>");
      case "/slow-headers":
        setTimeout(() => html(res, PAGE), 3_000).unref();
        return;
      case "/slow-body":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        setTimeout(() => res.end("</head></html>"), 3_000).unref();
        return;
      case "/exactly-1mb":
        return html(res, Buffer.alloc(ONE_MB, "a"));
      case "/over-1mb-streamed": {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        for (let sent = 0; sent <= ONE_MB; sent += chunk.length) res.write(chunk);
        return res.end();
      }
      case "/over-1mb-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(ONE_MB + 1) });
        return res.end("a");
      case "/gzip":
        return html(res, gzipSync(PAGE), { "content-encoding": "gzip" });
      case "/gzip-bomb":
        return html(res, gzipSync(Buffer.alloc(4 * ONE_MB, "a")), { "content-encoding": "gzip" });
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const neverResolve: HostResolver = async (hostname) => {
  throw new Error(`unexpected DNS lookup of ${hostname}`);
};

function fetchLocal(url: string, options: SafeFetchOptions = {}) {
  return safeFetch(url, { policy: loopbackFetchPolicy(port), resolver: neverResolve, ...options });
}

function redirectTo(target: string): string {
  return `${origin}/redirect-to?to=${encodeURIComponent(target)}`;
}

describe("safeFetch against a local server (loopback allowlisted for the test only)", () => {
  it("returns the final URL and the HTML", async () => {
    await expect(fetchLocal(`${origin}/page`)).resolves.toEqual({ ok: true, url: `${origin}/page`, html: PAGE });
    await expect(fetchLocal(`${origin}/xhtml`)).resolves.toMatchObject({ ok: true });
  });

  it("sends a clear User-Agent, accept: text/html and no cookies", async () => {
    await fetchLocal(`${origin}/page`);
    const headers = seen[0]!.headers;
    expect(headers["user-agent"]).toMatch(/^LongevityDirectoryBot\/1\.0 \(\+https?:\/\/.+\/addnew\)$/);
    expect(headers.accept).toMatch(/^text\/html/);
    expect(headers.cookie).toBeUndefined();
  });

  it("does not send back a cookie the server set on a redirect", async () => {
    const result = await fetchLocal(`${origin}/set-cookie-redirect`);
    expect(result).toEqual({ ok: true, url: `${origin}/page`, html: PAGE });
    expect(seen.map((request) => request.url)).toEqual(["/set-cookie-redirect", "/page"]);
    expect(seen.every((request) => request.headers.cookie === undefined)).toBe(true);
  });

  it("follows up to 3 redirects and refuses a 4th", async () => {
    await expect(fetchLocal(`${origin}/chain/3`)).resolves.toMatchObject({ ok: true, url: `${origin}/chain/0` });
    seen.length = 0;
    await expect(fetchLocal(`${origin}/chain/4`)).resolves.toEqual({ ok: false, reason: "too_many_redirects" });
    expect(seen).toHaveLength(4);
  });

  it.each([
    ["http://127.0.0.1/", "blocked_address"],
    ["http://127.1/", "blocked_address"],
    ["http://2130706433/", "blocked_address"],
    ["http://0x7f.1/", "blocked_address"],
    ["http://0177.0.0.1/", "blocked_address"],
    ["http://[::1]/", "blocked_address"],
    ["http://[::ffff:7f00:1]/", "blocked_address"],
    ["http://[::ffff:127.0.0.1]/", "blocked_address"],
    ["http://169.254.169.254/latest/meta-data/", "blocked_address"],
    ["http://10.0.0.1/", "blocked_address"],
    ["ftp://example.com/", "blocked_scheme"],
    ["file:///etc/passwd", "blocked_scheme"],
    ["javascript:alert(1)", "blocked_scheme"],
    ["data:text/html,<h1>hi</h1>", "blocked_scheme"],
    ["http://example.com:8080/", "blocked_port"],
  ])("refuses a redirect to %s", async (target, reason) => {
    await expect(fetchLocal(redirectTo(target))).resolves.toEqual({ ok: false, reason });
    expect(seen).toHaveLength(1);
  });

  it("refuses loopback on any port but the allowlisted one, and the allowlisted port on any other loopback address", async () => {
    await expect(fetchLocal(redirectTo(`http://127.0.0.1:${port + 1}/page`))).resolves.toEqual({
      ok: false,
      reason: "blocked_port",
    });
    await expect(fetchLocal(redirectTo(`http://[::1]:${port}/page`))).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
    await expect(fetchLocal(redirectTo(`http://127.0.0.2:${port}/page`))).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
  });

  it("refuses a redirect to a host name that resolves to a private address", async () => {
    const resolver: HostResolver = async () => [{ address: "10.0.0.5", family: 4 }];
    await expect(fetchLocal(redirectTo("http://intranet.example/"), { resolver })).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
  });

  it("connects to the checked address, with the host name in the Host header", async () => {
    const lookups: string[] = [];
    const resolver: HostResolver = async (hostname) => {
      lookups.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const result = await fetchLocal(`http://brand.test:${port}/page`, { resolver });
    expect(result).toEqual({ ok: true, url: `http://brand.test:${port}/page`, html: PAGE });
    expect(seen[0]!.headers.host).toBe(`brand.test:${port}`);
    expect(lookups).toEqual(["brand.test"]);
  });

  it("gives a rebinding resolver no second chance: one lookup per hop, each hop re-checked", async () => {
    let calls = 0;
    // First answer is the one the policy accepts; every later answer is private.
    const rebinding: HostResolver = async () =>
      calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.0.0.5", family: 4 }];
    await expect(fetchLocal(`http://rebind.test:${port}/page`, { resolver: rebinding })).resolves.toMatchObject({
      ok: true,
    });
    expect(calls).toBe(1);
    expect(seen).toHaveLength(1);

    calls = 0;
    seen.length = 0;
    const start = `http://rebind.test:${port}/redirect-to?to=${encodeURIComponent(`http://rebind.test:${port}/page`)}`;
    await expect(fetchLocal(start, { resolver: rebinding })).resolves.toEqual({ ok: false, reason: "blocked_address" });
    expect(calls).toBe(2);
    expect(seen.map((request) => request.url)).toEqual([
      `/redirect-to?to=${encodeURIComponent(`http://rebind.test:${port}/page`)}`,
    ]);
  });

  it("refuses a host whose answers mix a permitted and a private address", async () => {
    const resolver: HostResolver = async () => [
      { address: "127.0.0.1", family: 4 },
      { address: "192.168.1.10", family: 4 },
    ];
    await expect(fetchLocal(`http://mixed.test:${port}/page`, { resolver })).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
    expect(seen).toHaveLength(0);
  });

  it("times out waiting for headers and while reading a slow body", async () => {
    const started = Date.now();
    await expect(fetchLocal(`${origin}/slow-headers`, { timeoutMs: 200 })).resolves.toEqual({
      ok: false,
      reason: "timeout",
    });
    await expect(fetchLocal(`${origin}/slow-body`, { timeoutMs: 200 })).resolves.toEqual({
      ok: false,
      reason: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("times out a DNS lookup that never answers", async () => {
    const hanging: HostResolver = () => new Promise(() => {});
    await expect(
      fetchLocal(`http://slow-dns.test:${port}/page`, { resolver: hanging, timeoutMs: 100 }),
    ).resolves.toEqual({ ok: false, reason: "timeout" });
  });

  it("accepts exactly 1 MB and refuses more, streamed, declared or decompressed", async () => {
    const exact = await fetchLocal(`${origin}/exactly-1mb`);
    expect(exact.ok && exact.html.length).toBe(ONE_MB);
    await expect(fetchLocal(`${origin}/over-1mb-streamed`)).resolves.toEqual({ ok: false, reason: "too_large" });
    await expect(fetchLocal(`${origin}/over-1mb-declared`)).resolves.toEqual({ ok: false, reason: "too_large" });
    await expect(fetchLocal(`${origin}/gzip-bomb`)).resolves.toEqual({ ok: false, reason: "too_large" });
  });

  it("decodes gzip and the declared charset", async () => {
    await expect(fetchLocal(`${origin}/gzip`)).resolves.toMatchObject({ ok: true, html: PAGE });
    await expect(fetchLocal(`${origin}/latin1`)).resolves.toMatchObject({
      ok: true,
      html: "<title>Caf\u00e9 M\u00fcnchen</title>",
    });
  });

  it("refuses non-HTML and error statuses", async () => {
    await expect(fetchLocal(`${origin}/json`)).resolves.toEqual({ ok: false, reason: "not_html" });
    await expect(fetchLocal(`${origin}/no-type`)).resolves.toEqual({ ok: false, reason: "not_html" });
    await expect(fetchLocal(`${origin}/missing`)).resolves.toEqual({ ok: false, reason: "http_error" });
    await expect(fetchLocal(`${origin}/broken`)).resolves.toEqual({ ok: false, reason: "http_error" });
  });

  it("reports a refused connection as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await safeFetch(`http://127.0.0.1:${closedPort}/`, {
      policy: loopbackFetchPolicy(closedPort),
      resolver: neverResolve,
    });
    expect(result).toEqual({ ok: false, reason: "network_error" });
  });

  it("speaks TLS to the pinned address with the host name as SNI", async () => {
    const received: Buffer[] = [];
    const tcp = createTcpServer((socket) => {
      socket.once("data", (chunk: Buffer) => {
        received.push(chunk);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
    const tlsPort = (tcp.address() as AddressInfo).port;
    const resolver: HostResolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const result = await safeFetch(`https://brand.test:${tlsPort}/`, {
      policy: loopbackFetchPolicy(tlsPort),
      resolver,
    });
    await new Promise<void>((resolve) => tcp.close(() => resolve()));
    expect(result).toEqual({ ok: false, reason: "network_error" });
    // The ClientHello carries the server name in clear text.
    expect(Buffer.concat(received).includes("brand.test")).toBe(true);
  });

  it("refuses the local server under the default (strict) policy", async () => {
    await expect(safeFetch(`${origin}/page`, { resolver: neverResolve })).resolves.toEqual({
      ok: false,
      reason: "blocked_port",
    });
    expect(seen).toHaveLength(0);
  });
});

describe("safeFetchImage", () => {
  const image = (url: string, options: SafeFetchOptions = {}) =>
    safeFetchImage(url, { policy: loopbackFetchPolicy(port), resolver: neverResolve, ...options });

  it("answers an image's bytes, asking for images", async () => {
    const result = await image(`${origin}/logo.png`);
    expect(result.ok && [...result.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(seen[0]!.headers.accept).toMatch(/^image\/png/);
  });

  it("refuses a page, an oversized body and a redirect to an internal address, as a page fetch does", async () => {
    expect(await image(`${origin}/page`)).toEqual({ ok: false, reason: "not_html" });
    expect(await image(`${origin}/logo.png`, { maxBodyBytes: 4 })).toEqual({ ok: false, reason: "too_large" });
    expect(await image(redirectTo("http://169.254.169.254/latest/meta-data/"))).toEqual({
      ok: false,
      reason: "blocked_address",
    });
  });
});
