import { describe, expect, it } from "vitest";
import type { HostResolver } from "@/server/enrichment/resolve-host";
import { safeFetch } from "@/server/enrichment/safe-fetch";

// The default (strict) policy refuses all of these before any socket is opened.
const neverResolve: HostResolver = async (hostname) => {
  throw new Error(`unexpected DNS lookup of ${hostname}`);
};

describe("safeFetch with the strict policy", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://127.000.000.001/",
    "https://[::1]/",
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::127.0.0.1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://10.0.0.1/",
    "http://0/",
    "https://192.168.0.1:443/",
  ])("refuses the address literal %s without DNS", async (url) => {
    await expect(safeFetch(url, { resolver: neverResolve })).resolves.toEqual({ ok: false, reason: "blocked_address" });
  });

  it.each([
    "ftp://example.com/",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "gopher://example.com/",
    "ws://example.com/",
  ])("refuses the scheme of %s", async (url) => {
    await expect(safeFetch(url, { resolver: neverResolve })).resolves.toEqual({ ok: false, reason: "blocked_scheme" });
  });

  it.each([
    "http://example.com:8080/",
    "https://example.com:8443/",
    "http://example.com:22/",
    "http://93.184.216.34:6379/",
  ])("refuses the port of %s before resolving", async (url) => {
    await expect(safeFetch(url, { resolver: neverResolve })).resolves.toEqual({ ok: false, reason: "blocked_port" });
  });

  it("refuses a host name that resolves to a private address", async () => {
    const resolver: HostResolver = async () => [{ address: "10.0.0.5", family: 4 }];
    await expect(safeFetch("https://brand.example/", { resolver })).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
  });

  it("refuses a host name when any one of its addresses is private", async () => {
    const resolver: HostResolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "fd12::1", family: 6 },
    ];
    await expect(safeFetch("https://brand.example/", { resolver })).resolves.toEqual({
      ok: false,
      reason: "blocked_address",
    });
  });

  it("refuses unparseable URLs and URLs with credentials", async () => {
    for (const url of ["", "not a url", "http://", "https://user:pass@example.com/"]) {
      await expect(safeFetch(url, { resolver: neverResolve })).resolves.toEqual({ ok: false, reason: "invalid_url" });
    }
  });

  it("reports a failed lookup as a network error", async () => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(safeFetch("https://no-such-brand.example/", { resolver: failing })).resolves.toEqual({
      ok: false,
      reason: "network_error",
    });
    await expect(safeFetch("https://empty.example/", { resolver: async () => [] })).resolves.toEqual({
      ok: false,
      reason: "network_error",
    });
  });
});
