import { auditMessage, type AuditMessage, type AuditMessageCode } from "./audit-messages";
import { outcomeOf, type AuditDeduction, type AuditOutcome } from "./score";

/** Shown when the HEAD request for the page's headers fails. */
export const SECURITY_CHECK_FAILED_MESSAGE = auditMessage("checkFailed");

/** The seven headers the security audit expects, each missing one costing 10 points. */
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

const HEADER_ADVICE: Readonly<Record<SecurityHeaderName, AuditMessageCode>> = {
  "content-security-policy": "adviceCsp",
  "strict-transport-security": "adviceHsts",
  "x-frame-options": "adviceFrame",
  "x-content-type-options": "adviceNosniff",
  "referrer-policy": "adviceReferrer",
  "permissions-policy": "advicePermissions",
  "cross-origin-opener-policy": "adviceCoop",
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
  findings?: readonly AuditMessage[];
};

export type SecurityAuditResult = AuditOutcome & {
  httpsEnabled: boolean;
  /** Each expected header's value, or null when it is missing. */
  securityHeaders: Record<SecurityHeaderName, string | null>;
  vulnerabilities: AuditMessage[];
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
export function securityHeaderFindings(headers: HeaderSource): AuditMessage[] {
  const findings: AuditMessage[] = [];
  const csp = headerValue(headers, "content-security-policy");
  if (csp) {
    const scriptSrc =
      /(?:^|;)\s*script-src\s+([^;]*)/i.exec(csp)?.[1] ?? /(?:^|;)\s*default-src\s+([^;]*)/i.exec(csp)?.[1] ?? "";
    // 'unsafe-inline' is ignored by browsers once a nonce, hash or 'strict-dynamic' is present.
    if (/'unsafe-inline'/i.test(scriptSrc) && !/'nonce-|'sha(256|384|512)-|'strict-dynamic'/i.test(scriptSrc)) {
      findings.push(auditMessage("cspInline"));
    }
    if (/'unsafe-eval'/i.test(scriptSrc)) findings.push(auditMessage("cspEval"));
  }
  const hsts = headerValue(headers, "strict-transport-security");
  if (hsts) {
    const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] ?? 0);
    if (maxAge < MIN_HSTS_MAX_AGE_SECONDS) findings.push(auditMessage("hstsShort"));
  }
  const nosniff = headerValue(headers, "x-content-type-options");
  if (nosniff && nosniff.trim().toLowerCase() !== "nosniff") findings.push(auditMessage("nosniffWrong"));
  const frame = headerValue(headers, "x-frame-options");
  if (frame && !/^\s*(deny|sameorigin)\s*$/i.test(frame)) findings.push(auditMessage("frameWrong"));
  const referrer = headerValue(headers, "referrer-policy");
  if (referrer && /(^|,)\s*(unsafe-url|no-referrer-when-downgrade)\s*$/i.test(referrer))
    findings.push(auditMessage("referrerLeaks"));
  const poweredBy = headerValue(headers, "x-powered-by");
  if (poweredBy) findings.push(auditMessage("poweredBy", { software: poweredBy }));
  return findings;
}

const FINDING_ADVICE: Partial<Readonly<Record<AuditMessageCode, AuditMessageCode>>> = {
  cspInline: "adviceNonces",
  cspEval: "adviceNonces",
  hstsShort: "adviceHstsAge",
  poweredBy: "advicePoweredBy",
};

/**
 * Security score: not HTTPS −50; each of the seven headers missing −10; mixed content −20; each other
 * finding (weak header values, the caller's findings) −15; clamped to 0..100.
 */
export function scoreSecurity(input: SecurityInput): SecurityAuditResult {
  const deductions: AuditDeduction[] = [];
  const recommendations: AuditMessage[] = [];
  const criticalIssues: AuditMessage[] = [];
  const vulnerabilities: AuditMessage[] = [];

  const httpsEnabled = isHttps(input.pageUrl);
  if (!httpsEnabled) {
    const detail = auditMessage("notHttps");
    deductions.push({ check: "https", points: NOT_HTTPS_POINTS, detail });
    vulnerabilities.push(detail);
    criticalIssues.push(detail);
    recommendations.push(auditMessage("adviceHttps"));
  }

  const securityHeaders = Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, headerValue(input.headers, name)]),
  ) as Record<SecurityHeaderName, string | null>;
  for (const name of SECURITY_HEADERS) {
    if (securityHeaders[name] !== null) continue;
    const detail = auditMessage("missingHeader", { header: name });
    deductions.push({ check: `header:${name}`, points: MISSING_HEADER_POINTS, detail });
    vulnerabilities.push(detail);
    recommendations.push(auditMessage(HEADER_ADVICE[name]));
  }

  const mixed = input.mixedContent ?? [];
  if (mixed.length > 0) {
    const detail =
      mixed.length === 1 ? auditMessage("mixedContentOne") : auditMessage("mixedContent", { count: mixed.length });
    deductions.push({ check: "mixed-content", points: MIXED_CONTENT_POINTS, detail });
    vulnerabilities.push(detail);
    criticalIssues.push(detail);
    recommendations.push(auditMessage("adviceMixedContent"));
  }

  for (const finding of [...securityHeaderFindings(input.headers), ...(input.findings ?? [])]) {
    deductions.push({ check: "finding", points: OTHER_FINDING_POINTS, detail: finding });
    vulnerabilities.push(finding);
    const advice = FINDING_ADVICE[finding.code];
    if (advice) recommendations.push(auditMessage(advice));
  }

  return { ...outcomeOf(deductions, recommendations, criticalIssues), httpsEnabled, securityHeaders, vulnerabilities };
}
