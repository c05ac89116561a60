"use client";

import { useEffect } from "react";
import type { CookieInfo } from "@/lib/security/cookie-flags";
import { cookieNames } from "@/lib/security/cookie-names";

type CookieStoreLike = { getAll(): Promise<CookieInfo[]> };

/**
 * Checks the flags of the cookies this page can see every 30 s; in development it reports to the console
 * whenever the result changes. Renders nothing. The check's code loads after the page, not with it.
 */
export function CookieFlagsCheck() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("@/lib/security/cookie-flags").then(({ startCookieFlagsCheck }) => {
      if (unmounted) return;
      const visibleCookies = async (): Promise<CookieInfo[]> => {
        const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
        if (store) {
          try {
            return await store.getAll();
          } catch {
            // Some browsers refuse the Cookie Store API on insecure origins: fall back to the names alone.
          }
        }
        return cookieNames(document.cookie).map((name) => ({ name }));
      };
      stop = startCookieFlagsCheck({
        read: visibleCookies,
        https: location.protocol === "https:",
        onChange: (report, summary) => {
          if (process.env.NODE_ENV !== "development") return;
          if (report.findings.length > 0) console.warn(summary, report.findings);
          else console.info(summary);
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
