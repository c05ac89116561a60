import { describe, expect, it } from "vitest";
import {
  findMixedContent,
  scoreSecurity,
  securityHeaderFindings,
  SECURITY_CHECK_FAILED_MESSAGE,
  SECURITY_HEADERS,
} from "@/lib/audit/security-audit";
import { auditMessage } from "@/lib/audit/audit-messages";
import { english } from "../support/audit-text";

const STRONG: Record<string, string> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'nonce-r4nd0m' 'strict-dynamic' 'unsafe-inline'; object-src 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=()",
  "cross-origin-opener-policy": "same-origin",
};
const HTTPS = "https://longevity.example/";
const without = (...names: string[]) =>
  new Headers(Object.fromEntries(Object.entries(STRONG).filter(([name]) => !names.includes(name))));
const withValues = (values: Record<string, string>) => new Headers({ ...STRONG, ...values });

describe("scoreSecurity", () => {
  it("scores an HTTPS page with all seven strong headers 100, Excellent", () => {
    const result = scoreSecurity({ pageUrl: HTTPS, headers: new Headers(STRONG) });
    expect(result).toMatchObject({
      score: 100,
      badge: "Excellent",
      httpsEnabled: true,
      vulnerabilities: [],
      criticalIssues: [],
    });
    expect(Object.keys(result.securityHeaders)).toEqual([...SECURITY_HEADERS]);
    expect(result.securityHeaders["x-frame-options"]).toBe("DENY");
  });

  it("checks exactly the seven headers", () => {
    expect(SECURITY_HEADERS).toEqual([
      "content-security-policy",
      "strict-transport-security",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]);
  });

  it("costs 50 without HTTPS, as a critical issue", () => {
    const result = scoreSecurity({ pageUrl: "http://longevity.example/", headers: new Headers(STRONG) });
    expect(result).toMatchObject({ score: 50, httpsEnabled: false, badge: "Needs Work" });
    expect(result.criticalIssues).toHaveLength(1);
  });

  it.each(SECURITY_HEADERS)("costs 10 when %s is missing", (name) => {
    const result = scoreSecurity({ pageUrl: HTTPS, headers: without(name) });
    expect(result.score).toBe(90);
    expect(result.securityHeaders[name]).toBeNull();
    expect(result.deductions).toEqual([expect.objectContaining({ check: `header:${name}`, points: 10 })]);
    expect(result.recommendations).toHaveLength(1);
  });

  it("treats an empty header as missing", () => {
    expect(scoreSecurity({ pageUrl: HTTPS, headers: withValues({ "referrer-policy": " " }) }).score).toBe(90);
  });

  it("costs 10 per missing header, 70 for all seven, and clamps at 0", () => {
    expect(scoreSecurity({ pageUrl: HTTPS, headers: without("x-frame-options", "permissions-policy") }).score).toBe(80);
    expect(scoreSecurity({ pageUrl: HTTPS, headers: new Headers() }).score).toBe(30);
    expect(scoreSecurity({ pageUrl: "http://longevity.example/", headers: new Headers() }).score).toBe(0);
  });

  it("costs 20 once for mixed content, however many resources", () => {
    const one = scoreSecurity({
      pageUrl: HTTPS,
      headers: new Headers(STRONG),
      mixedContent: ["http://cdn.example/a.js"],
    });
    const three = scoreSecurity({
      pageUrl: HTTPS,
      headers: new Headers(STRONG),
      mixedContent: ["http://a/1", "http://a/2", "http://a/3"],
    });
    expect(one.score).toBe(80);
    expect(three.score).toBe(80);
    expect(three.criticalIssues.map(english)[0]).toContain("3 resources");
  });

  it("costs 15 per other finding, the caller's included", () => {
    expect(
      scoreSecurity({ pageUrl: HTTPS, headers: new Headers(STRONG), findings: [auditMessage("cspEval")] }).score,
    ).toBe(85);
    expect(scoreSecurity({ pageUrl: HTTPS, headers: withValues({ "x-powered-by": "Next.js" }) }).score).toBe(85);
    expect(
      scoreSecurity({
        pageUrl: HTTPS,
        headers: withValues({ "x-powered-by": "Next.js", "x-content-type-options": "sniff" }),
      }).score,
    ).toBe(70);
  });

  it("lands on each badge boundary", () => {
    expect(scoreSecurity({ pageUrl: HTTPS, headers: without("x-frame-options") }).badge).toBe("Excellent"); // 90
    expect(
      scoreSecurity({ pageUrl: HTTPS, headers: without("x-frame-options", "referrer-policy", "permissions-policy") })
        .badge,
    ).toBe("Good"); // 70
    expect(
      scoreSecurity({
        pageUrl: HTTPS,
        headers: without("x-frame-options"),
        findings: [auditMessage("cspEval"), auditMessage("hstsShort")],
      }).badge,
    ).toBe("Needs Work"); // 60
  });

  it("exports the failure message the page shows", () => {
    expect(english(SECURITY_CHECK_FAILED_MESSAGE)).toBe("Could not check security headers");
  });
});

describe("securityHeaderFindings", () => {
  it("accepts strong values (unsafe-inline is ignored next to a nonce)", () => {
    expect(securityHeaderFindings(new Headers(STRONG))).toEqual([]);
  });

  it("flags weak values of present headers", () => {
    const findings = securityHeaderFindings(
      new Headers({
        "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'",
        "strict-transport-security": "max-age=3600",
        "x-content-type-options": "sniff",
        "x-frame-options": "ALLOW-FROM https://a.example",
        "referrer-policy": "unsafe-url",
        "x-powered-by": "Express",
      }),
    );
    expect(findings).toHaveLength(7);
  });

  it("falls back to default-src for scripts", () => {
    expect(
      securityHeaderFindings(new Headers({ "content-security-policy": "default-src * 'unsafe-inline'" })),
    ).toHaveLength(1);
  });

  it("says nothing about missing headers (they are scored separately)", () => {
    expect(securityHeaderFindings(new Headers())).toEqual([]);
  });
});

describe("findMixedContent", () => {
  it("lists http: resources of an HTTPS page, once each", () => {
    expect(
      findMixedContent(HTTPS, [
        "https://cdn.example/a.js",
        "http://cdn.example/b.js",
        "http://cdn.example/b.js",
        "/local.png",
        "data:image/png;base64,AA",
        "",
      ]),
    ).toEqual(["http://cdn.example/b.js"]);
  });

  it("finds none on an HTTP page", () => {
    expect(findMixedContent("http://localhost:3000/", ["http://cdn.example/b.js"])).toEqual([]);
  });
});
