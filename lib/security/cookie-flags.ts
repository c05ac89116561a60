/**
 * The browser-side cookie check, run every 30 s: a script can see only cookies without HttpOnly, and,
 * where the Cookie Store API exists (Chromium), their Secure and SameSite flags. Our session cookies are HttpOnly, so
 * a credential-like cookie visible here means something (a library, a proxy, a regression) set one without the flag.
 */
export const COOKIE_CHECK_INTERVAL_MS = 30_000;

/** Cookie names that carry credentials: they must never be readable by script. */
const CREDENTIAL_NAME = /(sess|auth|token|jwt|csrf|xsrf|login|admin|sid$)/i;

export type CookieInfo = { name: string; secure?: boolean; sameSite?: "strict" | "lax" | "none" | string };

type CookieFinding = {
  cookie: string;
  issue: "readable-by-script" | "not-secure" | "samesite-none-without-secure";
};

type CookieReport = { checkedAt: string; visibleCookies: number; findings: CookieFinding[] };

export function checkCookies(
  cookies: readonly CookieInfo[],
  { https, now }: { https: boolean; now: Date },
): CookieReport {
  const findings: CookieFinding[] = [];
  for (const cookie of cookies) {
    if (CREDENTIAL_NAME.test(cookie.name)) findings.push({ cookie: cookie.name, issue: "readable-by-script" });
    if (https && cookie.secure === false) findings.push({ cookie: cookie.name, issue: "not-secure" });
    if (cookie.sameSite?.toLowerCase() === "none" && cookie.secure === false)
      findings.push({ cookie: cookie.name, issue: "samesite-none-without-secure" });
  }
  return { checkedAt: now.toISOString(), visibleCookies: cookies.length, findings };
}

/** A one-line summary for the console; equal summaries mean nothing changed since the last check. */
export function describeCookieReport(report: CookieReport): string {
  if (report.findings.length === 0)
    return `Cookie check: ${report.visibleCookies} cookie(s) visible to scripts, no flag issues`;
  return `Cookie check: ${report.findings.map((finding) => `${finding.cookie} ${finding.issue}`).join(", ")}`;
}

type CookieCheckOptions = {
  /** The cookies the page can see now. */
  read: () => Promise<readonly CookieInfo[]>;
  https: boolean;
  /** Called with each report whose summary differs from the previous one. */
  onChange: (report: CookieReport, summary: string) => void;
  now?: () => Date;
};

/** Checks at once, then every 30 s; returns the function that stops it. */
export function startCookieFlagsCheck({
  read,
  https,
  onChange,
  now = () => new Date(),
}: CookieCheckOptions): () => void {
  let last = "";
  let stopped = false;
  const run = async () => {
    const report = checkCookies(await read(), { https, now: now() });
    const summary = describeCookieReport(report);
    if (stopped || summary === last) return;
    last = summary;
    onChange(report, summary);
  };
  void run();
  const timer = setInterval(() => void run(), COOKIE_CHECK_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
