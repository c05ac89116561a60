"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { STARTUP_DELAY_MS } from "@/lib/analytics/constants";
import { getLastPageView, trackPageView } from "@/lib/analytics/track";
import { AnalyticsDashboard } from "./analytics-dashboard";

// Local records, scroll and dwell tracking, the consent banner and Google Analytics: loaded 2 s after the page
// loads, so none of it competes with the page's own loading.
const AnalyticsRuntime = lazy(() => import("./analytics-runtime").then((m) => ({ default: m.AnalyticsRuntime })));

/**
 * Mounted once in the root layout: the floating dashboard button (static markup, the same for every visitor), the
 * page view of the first page at once (queued, sent in a batch later), and the rest after the start-up delay. The
 * button's label comes from the layout, in the page's language, so the chrome's islands carry no extra catalogue.
 */
export function AnalyticsRoot({ buttonLabel }: { buttonLabel: string }) {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (getLastPageView() === null) trackPageView();
    const timer = setTimeout(() => setStarted(true), STARTUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <AnalyticsDashboard label={buttonLabel} />
      {started ? (
        <Suspense fallback={null}>
          <AnalyticsRuntime />
        </Suspense>
      ) : null}
    </>
  );
}
