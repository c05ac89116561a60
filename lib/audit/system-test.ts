import { auditMessage, type AuditMessage, type AuditMessageCode } from "./audit-messages";
import { scoreMobile, type MobileInput } from "./mobile-audit";
import { scorePerformance, type PerformanceMetrics } from "./performance-audit";
import { scoreBadge } from "./score";
import { scoreSecurity, SECURITY_HEADERS } from "./security-audit";

/** One check of the Audit System Test page: the scoring functions on a fixed input, expected against actual. */
export type AuditCheck = { name: AuditMessage; expected: string; actual: string; passed: boolean };

const FAST: PerformanceMetrics = { fcp: 900, lcp: 1200, inp: 50, cls: 0.01, ttfb: 120 };
const MODERATE: PerformanceMetrics = { fcp: 2000, lcp: 3000, inp: 150, cls: 0.15, ttfb: 300 };
const SLOW: PerformanceMetrics = { fcp: 3500, lcp: 4500, inp: 400, cls: 0.3, ttfb: 700 };

const ALL_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; object-src 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "cross-origin-opener-policy": "same-origin",
};

const GOOD_MOBILE: MobileInput = {
  viewport: "width=device-width, initial-scale=1",
  tapTargets: [{ label: "Menu", width: 44, height: 44 }],
  textSamples: [{ label: "p", fontSizePx: 16 }],
  inputs: [{ label: "Email", type: "email", inputMode: "email", name: "email", autocomplete: "email" }],
};

function check(name: AuditMessageCode | AuditMessage, expected: string | number, actual: string | number): AuditCheck {
  return {
    name: typeof name === "string" ? auditMessage(name) : name,
    expected: String(expected),
    actual: String(actual),
    passed: String(expected) === String(actual),
  };
}

/** Runs the scoring rules on fixed inputs (what the 'Run Basic Test' button shows). */
export function runBasicAuditChecks(): AuditCheck[] {
  const withoutOne = { ...ALL_HEADERS };
  delete withoutOne["permissions-policy"];
  return [
    check("fastPage", 100, scorePerformance(FAST).score),
    check("moderatePage", 50, scorePerformance(MODERATE).score),
    check("slowPage", 0, scorePerformance(SLOW).score),
    check("slowCritical", 5, scorePerformance(SLOW).criticalIssues.length),
    check("unmeasuredFree", 100, scorePerformance({ fcp: null, lcp: null, inp: null, cls: null, ttfb: null }).score),
    ...(
      [
        [90, "Excellent"],
        [89, "Good"],
        [70, "Good"],
        [69, "Needs Work"],
      ] as const
    ).map(([score, badge]) => check(auditMessage("badgeAt", { score }), badge, scoreBadge(score))),
    check(
      "allHeaders",
      100,
      scoreSecurity({ pageUrl: "https://example.org/", headers: new Headers(ALL_HEADERS) }).score,
    ),
    check(
      "oneHeaderMissing",
      90,
      scoreSecurity({ pageUrl: "https://example.org/", headers: new Headers(withoutOne) }).score,
    ),
    check("plainHttp", 50, scoreSecurity({ pageUrl: "http://example.org/", headers: new Headers(ALL_HEADERS) }).score),
    check(
      "mixedContentCost",
      80,
      scoreSecurity({
        pageUrl: "https://example.org/",
        headers: new Headers(ALL_HEADERS),
        mixedContent: ["http://cdn.example.org/a.js"],
      }).score,
    ),
    check("noHeaders", 0, scoreSecurity({ pageUrl: "http://example.org/", headers: new Headers() }).score),
    check("sevenHeaders", 7, SECURITY_HEADERS.length),
    check("mobileReady", 100, scoreMobile(GOOD_MOBILE).score),
    check("viewportCost", 70, scoreMobile({ ...GOOD_MOBILE, viewport: null }).score),
  ];
}
