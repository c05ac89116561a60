"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { getBrowserAnalyticsStore } from "@/lib/analytics/browser-store";
import { dwellSecondsToReport } from "@/lib/analytics/dwell-time";
import { sendGtagEvent } from "@/lib/analytics/gtag";
import { createScrollDepthTracker } from "@/lib/analytics/scroll-depth";
import type { AnalyticsEventInput } from "@/lib/analytics/store";

function record(input: AnalyticsEventInput): void {
  try {
    getBrowserAnalyticsStore().recordEvent(input);
    sendGtagEvent(input.action, { event_category: input.category ?? null, event_label: input.label ?? null, value: input.value ?? null });
  } catch (error) {
    console.warn("Analytics: could not record", error);
  }
}

/**
 * Records, in the browser's analytics store, a page view on every route, scroll-depth milestones (each once per
 * page) and the time spent on the page when over a second. Renders nothing; mount once in the root layout.
 */
export function PageAnalytics() {
  const pathname = usePathname();

  useEffect(() => {
    try {
      getBrowserAnalyticsStore().recordPageView();
    } catch (error) {
      console.warn("Analytics: could not record the page view", error);
    }
    const enteredAt = Date.now();
    const tracker = createScrollDepthTracker();
    let frame = 0;
    let left = false;

    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const milestones = tracker.update(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
        for (const depth of milestones) record({ action: "scroll_depth", category: "engagement", label: `${depth}%`, value: depth });
      });
    };
    // Once per page: on the next route (cleanup) or when the tab is hidden or closed, whichever comes first.
    const leave = () => {
      if (left) return;
      left = true;
      const seconds = dwellSecondsToReport(enteredAt, Date.now());
      if (seconds !== null) record({ action: "dwell_time", category: "engagement", label: pathname, value: seconds });
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave();
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    // The first screen counts too: a short page is read to 100% without any scrolling.
    onScroll();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onVisibility);
      if (frame) cancelAnimationFrame(frame);
      leave();
    };
  }, [pathname]);

  return null;
}
