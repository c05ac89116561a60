import { describe, expect, it } from "vitest";
import { decodePathSegment, repairPercentEncoding } from "@/lib/http/path-segment";
import { directoryViewPath, NOT_FOUND_PATH, searchedViewState } from "@/lib/directory/directory-view";
import { httpsRedirectTarget, isLocalHost } from "@/lib/security/https-redirect";
import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from "@/lib/security/headers";
import { rendersPerRequest } from "@/lib/security/page-rendering";
import { hasControlCharacters, isCleanText } from "@/lib/validation/text";

describe("decodePathSegment", () => {
  it("decodes plausible segments", () => {
    expect(decodePathSegment("caf%C3%A9", 200)).toBe("café");
    expect(decodePathSegment("oura-ring", 200)).toBe("oura-ring");
  });
  it("refuses broken encodings, control characters, empty and over-long values", () => {
    for (const raw of ["%E0%A4%A", "%", "%ZZ", "a%00b", "a%0Ab", "%7F", "", "%ED%A0%80"])
      expect(decodePathSegment(raw, 200), raw).toBeNull();
    expect(decodePathSegment("x".repeat(201), 200)).toBeNull();
  });
});

describe("repairPercentEncoding", () => {
  it("escapes every % of a broken segment and leaves good paths alone", () => {
    expect(repairPercentEncoding("/clinic/%E0%A4%A")).toBe("/clinic/%25E0%25A4%25A");
    expect(repairPercentEncoding("/a/%ZZ/caf%C3%A9")).toBe("/a/%25ZZ/caf%C3%A9");
    expect(repairPercentEncoding("/brand/caf%C3%A9")).toBeNull();
  });
});

describe("text checks", () => {
  it("finds NUL, C0, DEL and C1 controls; multi-line text may keep tab and line breaks", () => {
    for (const text of ["a\u0000b", "\u001f", "\u007f", "\u0085"])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    expect(hasControlCharacters("line\nbreak\ttab")).toBe(true);
    expect(hasControlCharacters("line\nbreak\ttab", { multiline: true })).toBe(false);
    expect(isCleanText("Zoë – 😀")).toBe(true);
    expect(isCleanText("lone \ud800 surrogate")).toBe(false);
  });
});

describe("directoryViewPath (Proxy)", () => {
  const url = (path: string) => new URL(path, "http://x");
  it("serves plain views from their prerendered page", () => {
    expect(directoryViewPath(url("/directory"))).toEqual({ type: "rewrite", path: "/directory/all" });
    expect(directoryViewPath(url("/directory?category=clinics"))).toEqual({
      type: "rewrite",
      path: "/directory/clinics",
    });
    // Defaults and invalid values change nothing, so the cached view answers.
    expect(directoryViewPath(url("/directory?category=labs&region=Europe&testTypes=astrology"))).toEqual({
      type: "rewrite",
      path: "/directory/labs",
    });
  });
  it("serves each search and filtered view from one page per canonical query", () => {
    const sleep = directoryViewPath(url("/directory?search=sleep"));
    expect(sleep).toEqual({ type: "search", path: "/directory/search/c2VhcmNoPXNsZWVw" });
    // The same query in another order, with a default and an invalid value, is the same page.
    expect(directoryViewPath(url("/directory?region=Europe&search=sleep&testTypes=astrology"))).toEqual(sleep);
    const labs = directoryViewPath(url("/directory?testTypes=blood&category=labs"));
    expect(labs?.type).toBe("search");
    expect(labs).toEqual(directoryViewPath(url("/directory?category=labs&testTypes=blood")));
    expect(labs).not.toEqual(sleep);
    // The state survives the trip through the segment, words in any script included.
    const text = "Längere Lebensdauer & Schlaf 100%";
    const page = directoryViewPath(url(`/directory?category=clinics&search=${encodeURIComponent(text)}`))?.path ?? "";
    expect(searchedViewState(page.split("/").at(-1) ?? "")).toEqual({ category: "clinics", search: text, filters: {} });
  });
  it("moves a searched view's internal path to its public URL; a segment it never wrote is a 404", () => {
    expect(directoryViewPath(url("/directory/search/c2VhcmNoPXNsZWVw"))).toEqual({
      type: "redirect",
      path: "/directory?search=sleep",
    });
    expect(directoryViewPath(url("/directory/search/%%%"))).toEqual({ type: "rewrite", path: NOT_FOUND_PATH });
    expect(directoryViewPath(url("/directory/search/a"))).toEqual({ type: "rewrite", path: NOT_FOUND_PATH });
    expect(directoryViewPath(url("/directory/search/x/y"))).toEqual({ type: "rewrite", path: NOT_FOUND_PATH });
  });
  it("moves the internal path to the public URL and answers 404 for anything else under it", () => {
    expect(directoryViewPath(url("/directory/clinics"))).toEqual({
      type: "redirect",
      path: "/directory?category=clinics",
    });
    expect(directoryViewPath(url("/directory/all"))).toEqual({ type: "redirect", path: "/directory" });
    expect(directoryViewPath(url("/directory/spaceships"))).toEqual({ type: "rewrite", path: NOT_FOUND_PATH });
    expect(directoryViewPath(url("/oura"))).toBeNull();
  });
});

describe("httpsRedirectTarget", () => {
  const request = (path: string, headers: Record<string, string>) => ({
    headers: new Headers(headers),
    nextUrl: new URL(path, "http://localhost:3900"),
  });
  it("keeps the public host behind a proxy and covers API routes", () => {
    expect(
      httpsRedirectTarget(request("/directory?x=1", { host: "longevity.example", "x-forwarded-proto": "http" }), true),
    ).toBe("https://longevity.example/directory?x=1");
    expect(
      httpsRedirectTarget(
        request("/api/clinics", {
          host: "localhost:3900",
          "x-forwarded-host": "longevity.example",
          "x-forwarded-proto": "http",
        }),
        true,
      ),
    ).toBe("https://longevity.example/api/clinics");
  });
  it("leaves https and localhost alone, and believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(
      httpsRedirectTarget(request("/", { host: "longevity.example", "x-forwarded-proto": "https" }), true),
    ).toBeNull();
    expect(httpsRedirectTarget(request("/", { host: "localhost:3000", "x-forwarded-proto": "http" }), true)).toBeNull();
    expect(httpsRedirectTarget(request("/", { host: "longevity.example" }), true)).toBeNull();
    expect(
      httpsRedirectTarget(request("/", { host: "longevity.example", "x-forwarded-proto": "http" }), false),
    ).toBeNull();
    expect(isLocalHost("127.0.0.1:3100")).toBe(true);
  });
  it("never redirects to a malformed host", () => {
    expect(
      httpsRedirectTarget(request("/", { host: "evil.example/path", "x-forwarded-proto": "http" }), true),
    ).toBeNull();
  });
});

describe("Content-Security-Policy", () => {
  const options = { dev: false, upgradeInsecureRequests: true };
  it("cached pages: no nonce and no eval, and the strict fetch, base, frame and object limits", () => {
    const csp = staticContentSecurityPolicy(options);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/nonce|unsafe-eval|strict-dynamic/);
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
      "upgrade-insecure-requests",
    ])
      expect(csp).toContain(d);
  });
  it("per-request pages: the nonce with 'strict-dynamic' and nothing inline", () => {
    const csp = nonceContentSecurityPolicy("abc123", options);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
  });
  it("renders member, admin and secret-taking pages per request, everything else from cache", () => {
    for (const path of ["/home", "/profile", "/admin/review", "/analytics", "/login", "/newsletter/confirm", "/audit"])
      expect(rendersPerRequest(path), path).toBe(true);
    for (const path of ["/", "/directory", "/clinic/x", "/oura", "/analytics-debug", "/test-audit", "/homeopathy"])
      expect(rendersPerRequest(path), path).toBe(false);
  });
});
