"use client";

import { useEffect } from "react";
import { getBrowserAnalyticsStore } from "@/lib/analytics/browser-store";
import { sendGtagEvent } from "@/lib/analytics/gtag";
import { subscribeTracking, type TrackedRecord } from "@/lib/analytics/tracker";
import { ConsentBanner } from "./consent-banner";
import { PageAnalytics } from "./page-analytics";

/** Every tracked record also goes to the browser's own record (the dashboard's data) and, once loaded, to GA. */
function recordLocally(tracked: TrackedRecord): void {
  try {
    const store = getBrowserAnalyticsStore();
    const context = { at: tracked.at, page: tracked.page };
    if (tracked.type === "pageview") {
      store.recordPageView(context);
      return;
    }
    store.recordEvent(tracked.input, context);
    const { action, category, label, value, params } = tracked.input;
    sendGtagEvent(action, {
      ...params,
      event_category: category ?? null,
      event_label: label ?? null,
      value: value ?? null,
    });
  } catch (error) {
    console.warn("Analytics: could not record", error);
  }
}

/** The delayed part of the page's analytics (see AnalyticsRoot); renders only the consent banner. */
export function AnalyticsRuntime() {
  useEffect(() => subscribeTracking(recordLocally), []);
  return (
    <>
      <PageAnalytics />
      <ConsentBanner />
    </>
  );
}
