"use client";

import { useEffect } from "react";
import { cookieNames, startCookieFlagsCheck, type CookieInfo } from "@/lib/security/cookie-flags";

type CookieStoreLike = { getAll(): Promise<CookieInfo[]> };

async function visibleCookies(): Promise<CookieInfo[]> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      return await store.getAll();
    } catch {
      // Some browsers refuse the Cookie Store API on insecure origins: fall back to the names alone.
    }
  }
  return cookieNames(document.cookie).map((name) => ({ name }));
}

/**
 * Checks the flags of the cookies this page can see every 30 s (docs/product.md, Admin: limits); in development it reports to the console
 * whenever the result changes. Renders nothing.
 */
export function CookieFlagsCheck() {
  useEffect(
    () =>
      startCookieFlagsCheck({
        read: visibleCookies,
        https: location.protocol === "https:",
        onChange: (report, summary) => {
          if (process.env.NODE_ENV !== "development") return;
          if (report.findings.length > 0) console.warn(summary, report.findings);
          else console.info(summary);
        },
      }),
    [],
  );
  return null;
}
