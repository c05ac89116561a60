import { outcomeOf, type AuditDeduction, type AuditOutcome } from "./score";

/** Shown when the HEAD request for the page's headers fails (docs/product.md, Admin: errors). */
export const SECURITY_CHECK_FAILED_MESSAGE = "Could not check security headers";

/** The seven headers the security audit expects, each missing one costing 10 points (docs/product.md, Admin: limits). */
export const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
] as const;
type SecurityHeaderName = (typeof SECURITY_HEADERS)[number];

const NOT_HTTPS_POINTS = 50;
const MISSING_HEADER_POINTS = 10;
const MIXED_CONTENT_POINTS = 20;
const OTHER_FINDING_POINTS = 15;
/** HSTS shorter than 180 days is not eligible for browser preload lists and lapses between visits. */
const MIN_HSTS_MAX_AGE_SECONDS = 15_552_000;

const HEADER_ADVICE: Readonly<Record<SecurityHeaderName, string>> = {
  "content-security-policy":
    "Send a Content-Security-Policy that limits where scripts, styles and frames may load from.",
  "strict-transport-security":
    "Send Strict-Transport-Security (max-age of at least 180 days) so browsers always use HTTPS.",
  "x-frame-options": "Send X-Frame-Options: DENY (or CSP frame-ancestors) to stop clickjacking.",
  "x-content-type-options": "Send X-Content-Type-Options: nosniff.",
  "referrer-policy": "Send a Referrer-Policy such as strict-origin-when-cross-origin.",
  "permissions-policy": "Send a Permissions-Policy that turns off camera, microphone and geolocation where unused.",
  "cross-origin-opener-policy": "Send Cross-Origin-Opener-Policy: same-origin to isolate the page from pop-ups.",
};

/** What the audit reads headers through: a fetch `Headers` object (case-insensitive names). */
type HeaderSource = { get(name: string): string | null };

type SecurityInput = {
  /** The audited page's URL (its protocol decides HTTPS). */
  pageUrl: string;
  headers: HeaderSource;
  /** Insecure (http:) resources found on an HTTPS page; any at all costs 20 points once. */
  mixedContent?: readonly string[];
  /** Further findings from the caller; each costs 15 points, like those read from header values. */
  findings?: readonly string[];
};

export type SecurityAuditResult = AuditOutcome & {
  httpsEnabled: boolean;
  /** Each expected header's value, or null when it is missing. */
  securityHeaders: Record<SecurityHeaderName, string | null>;
  vulnerabilities: string[];
};

function headerValue(headers: HeaderSource, name: string): string | null {
  const value = headers.get(name);
  return value === null || value.trim() === "" ? null : value;
}

function isHttps(pageUrl: string): boolean {
  try {
    return new URL(pageUrl).protocol === "https:";
  } catch {
    return false;
  }
}

/** The http: URLs among a page's resources, when the page itself is served over HTTPS. */
export function findMixedContent(pageUrl: string, resourceUrls: Iterable<string>): string[] {
  if (!isHttps(pageUrl)) return [];
  const insecure = new Set<string>();
  for (const url of resourceUrls) {
    try {
      if (new URL(url, pageUrl).protocol === "http:") insecure.add(url);
    } catch {
      // Not a URL (e.g. an empty src): nothing is loaded.
    }
  }
  return [...insecure];
}

/** Weak values of headers that are present (a missing header is scored on its own). */
export function securityHeaderFindings(headers: HeaderSource): string[] {
  const findings: string[] = [];
  const csp = headerValue(headers, "content-security-policy");
  if (csp) {
    const scriptSrc =
      /(?:^|;)\s*script-src\s+([^;]*)/i.exec(csp)?.[1] ?? /(?:^|;)\s*default-src\s+([^;]*)/i.exec(csp)?.[1] ?? "";
    // 'unsafe-inline' is ignored by browsers once a nonce, hash or 'strict-dynamic' is present.
    if (/'unsafe-inline'/i.test(scriptSrc) && !/'nonce-|'sha(256|384|512)-|'strict-dynamic'/i.test(scriptSrc)) {
      findings.push("Content-Security-Policy allows inline scripts ('unsafe-inline').");
    }
    if (/'unsafe-eval'/i.test(scriptSrc)) findings.push("Content-Security-Policy allows eval ('unsafe-eval').");
  }
  const hsts = headerValue(headers, "strict-transport-security");
  if (hsts) {
    const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] ?? 0);
    if (maxAge < MIN_HSTS_MAX_AGE_SECONDS) findings.push("Strict-Transport-Security max-age is shorter than 180 days.");
  }
  const nosniff = headerValue(headers, "x-content-type-options");
  if (nosniff && nosniff.trim().toLowerCase() !== "nosniff") findings.push("X-Content-Type-Options is not 'nosniff'.");
  const frame = headerValue(headers, "x-frame-options");
  if (frame && !/^\s*(deny|sameorigin)\s*$/i.test(frame))
    findings.push("X-Frame-Options is neither DENY nor SAMEORIGIN.");
  const referrer = headerValue(headers, "referrer-policy");
  if (referrer && /(^|,)\s*(unsafe-url|no-referrer-when-downgrade)\s*$/i.test(referrer))
    findings.push("Referrer-Policy sends full URLs to other sites.");
  const poweredBy = headerValue(headers, "x-powered-by");
  if (poweredBy) findings.push(`X-Powered-By reveals the server software (${poweredBy}).`);
  return findings;
}

const FINDING_ADVICE: readonly [RegExp, string][] = [
  [/unsafe-inline|unsafe-eval/, "Use nonces or hashes for scripts instead of 'unsafe-inline' or 'unsafe-eval'."],
  [/Strict-Transport-Security/, "Raise Strict-Transport-Security max-age to at least 15552000 seconds."],
  [/X-Powered-By/, "Stop sending X-Powered-By (in Next.js: poweredByHeader: false)."],
];

/**
 * Security score (docs/product.md, Admin: limits): not HTTPS −50; each of the seven headers missing −10; mixed content −20; each other
 * finding (weak header values, the caller's findings) −15; clamped to 0..100.
 */
export function scoreSecurity(input: SecurityInput): SecurityAuditResult {
  const deductions: AuditDeduction[] = [];
  const recommendations: string[] = [];
  const criticalIssues: string[] = [];
  const vulnerabilities: string[] = [];

  const httpsEnabled = isHttps(input.pageUrl);
  if (!httpsEnabled) {
    const detail = "The page is not served over HTTPS.";
    deductions.push({ check: "https", points: NOT_HTTPS_POINTS, detail });
    vulnerabilities.push(detail);
    criticalIssues.push(detail);
    recommendations.push("Serve every page over HTTPS and redirect plain HTTP to it.");
  }

  const securityHeaders = Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, headerValue(input.headers, name)]),
  ) as Record<SecurityHeaderName, string | null>;
  for (const name of SECURITY_HEADERS) {
    if (securityHeaders[name] !== null) continue;
    const detail = `Missing ${name} header.`;
    deductions.push({ check: `header:${name}`, points: MISSING_HEADER_POINTS, detail });
    vulnerabilities.push(detail);
    recommendations.push(HEADER_ADVICE[name]);
  }

  const mixed = input.mixedContent ?? [];
  if (mixed.length > 0) {
    const detail = `${mixed.length} resource${mixed.length === 1 ? "" : "s"} loaded over plain HTTP on an HTTPS page (mixed content).`;
    deductions.push({ check: "mixed-content", points: MIXED_CONTENT_POINTS, detail });
    vulnerabilities.push(detail);
    criticalIssues.push(detail);
    recommendations.push("Load every image, script and stylesheet over HTTPS.");
  }

  for (const finding of [...securityHeaderFindings(input.headers), ...(input.findings ?? [])]) {
    deductions.push({ check: "finding", points: OTHER_FINDING_POINTS, detail: finding });
    vulnerabilities.push(finding);
    const advice = FINDING_ADVICE.find(([pattern]) => pattern.test(finding))?.[1];
    if (advice) recommendations.push(advice);
  }

  return { ...outcomeOf(deductions, recommendations, criticalIssues), httpsEnabled, securityHeaders, vulnerabilities };
}
