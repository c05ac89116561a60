"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { readConsent, writeConsent, type Consent } from "@/lib/analytics/consent";
import { configuredMeasurementId } from "@/lib/analytics/ga-config";
import { loadGoogleAnalytics } from "@/lib/analytics/google-analytics";

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type ConsentBannerProps = { measurementId?: string | null };

/**
 * Asks once whether Google Analytics may run, and loads it only when the answer is yes. Without NEXT_PUBLIC_GA_ID
 * there is nothing to ask about, so no banner: first-party counting needs no consent, as it keeps no personal data.
 * Rendered only in the browser (AnalyticsRuntime is loaded after mount), so reading storage while rendering is safe.
 */
export function ConsentBanner({ measurementId = configuredMeasurementId() }: ConsentBannerProps) {
  const t = useTranslations("account.consent");
  const [consent, setConsent] = useState<Consent | null>(() => readConsent(localStorageOrNull()));
  // Only a page taller than the window gets the room below its footer: on a shorter one the main area stretches to
  // the window, and a spacer would pull the footer up (a layout shift).
  const [scrolls] = useState(
    () => typeof document !== "undefined" && document.documentElement.scrollHeight > window.innerHeight,
  );

  useEffect(() => {
    if (consent === "granted" && measurementId) loadGoogleAnalytics(measurementId);
  }, [consent, measurementId]);

  if (consent || !measurementId) return null;

  function answer(choice: Consent) {
    writeConsent(localStorageOrNull(), choice);
    setConsent(choice);
  }

  return (
    <>
      {/* Room below the footer while the banner is up, so the end of every page can still scroll clear of it. */}
      {scrolls ? <div aria-hidden="true" className="h-40 bg-slate-900 print:hidden" /> : null}
      <section
        aria-label={t("label")}
        data-testid="consent-banner"
        className="fixed right-15 bottom-4 left-4 z-40 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-700 shadow-lg sm:right-18 sm:left-auto sm:max-w-sm print:hidden"
      >
        <p>{t("text")}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => answer("denied")} data-testid="consent-decline">
            {t("decline")}
          </Button>
          <Button onClick={() => answer("granted")} data-testid="consent-accept">
            {t("accept")}
          </Button>
        </div>
      </section>
    </>
  );
}
