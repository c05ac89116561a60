import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkCookies,
  COOKIE_CHECK_INTERVAL_MS,
  describeCookieReport,
  startCookieFlagsCheck,
  type CookieInfo,
} from "@/lib/security/cookie-flags";
import { cookieNames } from "@/lib/security/cookie-names";

const now = new Date("2026-11-23T12:00:00Z");

describe("cookie flag check", () => {
  afterEach(() => vi.useRealTimers());

  it("reads names from document.cookie and never keeps values", () => {
    expect(cookieNames("a=1; _ga=GA1.2.3; theme=dark=x;  ")).toEqual(["a", "_ga", "theme"]);
    expect(cookieNames("")).toEqual([]);
  });

  it("flags credential-like cookies readable by script, and insecure flags on https", () => {
    const cookies: CookieInfo[] = [
      { name: "next-auth.session-token", secure: true, sameSite: "lax" },
      { name: "_ga", secure: false, sameSite: "lax" },
      { name: "tracker", secure: false, sameSite: "none" },
      { name: "theme" },
    ];
    expect(checkCookies(cookies, { https: true, now }).findings).toEqual([
      { cookie: "next-auth.session-token", issue: "readable-by-script" },
      { cookie: "_ga", issue: "not-secure" },
      { cookie: "tracker", issue: "not-secure" },
      { cookie: "tracker", issue: "samesite-none-without-secure" },
    ]);
    // Local http cannot set Secure cookies: only the script-readable credential is a finding there.
    expect(checkCookies(cookies, { https: false, now }).findings.map((finding) => finding.issue)).toEqual([
      "readable-by-script",
      "samesite-none-without-secure",
    ]);
    const clean = checkCookies([{ name: "_ga", secure: true }], { https: true, now });
    expect(clean).toEqual({ checkedAt: now.toISOString(), visibleCookies: 1, findings: [] });
    expect(describeCookieReport(clean)).toBe("Cookie check: 1 cookie(s) visible to scripts, no flag issues");
  });

  it("checks at once and every 30 s, reporting only changes, until stopped", async () => {
    vi.useFakeTimers();
    let cookies: CookieInfo[] = [{ name: "theme" }];
    const reports: string[] = [];
    const read = vi.fn(async () => cookies);
    const stop = startCookieFlagsCheck({
      read,
      https: true,
      now: () => now,
      onChange: (_report, summary) => reports.push(summary),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual(["Cookie check: 1 cookie(s) visible to scripts, no flag issues"]);

    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(2);
    expect(reports).toHaveLength(1);

    cookies = [{ name: "theme" }, { name: "admin-session" }];
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS - 1);
    expect(reports).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports).toEqual([reports[0], "Cookie check: admin-session readable-by-script"]);

    stop();
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS * 3);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
