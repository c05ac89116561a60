import { scoreMobile, type MobileInput } from "./mobile-audit";
import { scorePerformance, type PerformanceMetrics } from "./performance-audit";
import { scoreBadge } from "./score";
import { scoreSecurity, SECURITY_HEADERS } from "./security-audit";

/** One check of the Audit System Test page: the scoring functions on a fixed input, expected against actual. */
export type AuditCheck = { name: string; expected: string; actual: string; passed: boolean };

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

function check(name: string, expected: string | number, actual: string | number): AuditCheck {
  return { name, expected: String(expected), actual: String(actual), passed: String(expected) === String(actual) };
}

/** Runs the scoring rules on fixed inputs (what the 'Run Basic Test' button shows). */
export function runBasicAuditChecks(): AuditCheck[] {
  const withoutOne = { ...ALL_HEADERS };
  delete withoutOne["permissions-policy"];
  return [
    check("Fast page scores 100", 100, scorePerformance(FAST).score),
    check("Moderate metrics cost 10+15+10+10+5 points", 50, scorePerformance(MODERATE).score),
    check("Slow page scores 0 (clamped)", 0, scorePerformance(SLOW).score),
    check("Slow page lists five critical issues", 5, scorePerformance(SLOW).criticalIssues.length),
    check(
      "Unmeasured metrics cost nothing",
      100,
      scorePerformance({ fcp: null, lcp: null, inp: null, cls: null, ttfb: null }).score,
    ),
    check("Badge at 90", "Excellent", scoreBadge(90)),
    check("Badge at 89", "Good", scoreBadge(89)),
    check("Badge at 70", "Good", scoreBadge(70)),
    check("Badge at 69", "Needs Work", scoreBadge(69)),
    check(
      "HTTPS page with all seven headers scores 100",
      100,
      scoreSecurity({ pageUrl: "https://example.org/", headers: new Headers(ALL_HEADERS) }).score,
    ),
    check(
      "One missing header costs 10",
      90,
      scoreSecurity({ pageUrl: "https://example.org/", headers: new Headers(withoutOne) }).score,
    ),
    check(
      "Plain HTTP costs 50",
      50,
      scoreSecurity({ pageUrl: "http://example.org/", headers: new Headers(ALL_HEADERS) }).score,
    ),
    check(
      "Mixed content costs 20",
      80,
      scoreSecurity({
        pageUrl: "https://example.org/",
        headers: new Headers(ALL_HEADERS),
        mixedContent: ["http://cdn.example.org/a.js"],
      }).score,
    ),
    check(
      "No headers over HTTP scores 0",
      0,
      scoreSecurity({ pageUrl: "http://example.org/", headers: new Headers() }).score,
    ),
    check("Seven headers are checked", 7, SECURITY_HEADERS.length),
    check("Mobile-ready page scores 100", 100, scoreMobile(GOOD_MOBILE).score),
    check("Missing viewport costs 30", 70, scoreMobile({ ...GOOD_MOBILE, viewport: null }).score),
  ];
}
