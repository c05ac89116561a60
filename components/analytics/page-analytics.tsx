"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { dwellSecondsToReport } from "@/lib/analytics/dwell-time";
import { createScrollDepthTracker } from "@/lib/analytics/scroll-depth";
import { flushTracking, getLastPageView, trackEvent, trackPageView } from "@/lib/analytics/track";

/**
 * Per route: a page view (the first page's was recorded at load by AnalyticsRoot), scroll-depth milestones (each
 * once per page) and the time spent on the page when over a second, sent with the page's batch when it is left.
 * Renders nothing; loaded after the start-up delay, so it never renders on the server.
 */
export function PageAnalytics() {
  const pathname = usePathname();

  useEffect(() => {
    const last = getLastPageView();
    // The page view recorded at load is this page's unless the visitor has moved on since.
    const enteredAt = last && last.path === pathname ? last.at : Date.now();
    if (!last || last.path !== pathname) trackPageView();
    const title = document.title;
    const tracker = createScrollDepthTracker();
    let frame = 0;
    let left = false;

    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const milestones = tracker.update(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
        for (const depth of milestones)
          trackEvent({ action: "scroll_depth", category: "engagement", label: `${depth}%`, value: depth });
      });
    };
    // Once per page: on the next route (cleanup) or when the tab is hidden or closed, whichever comes first. By the
    // cleanup the URL is already the next page's, so the page left is named explicitly.
    const leave = () => {
      if (left) return;
      left = true;
      const seconds = dwellSecondsToReport(enteredAt, Date.now());
      if (seconds !== null)
        trackEvent(
          { action: "dwell_time", category: "engagement", label: pathname, value: seconds },
          { path: pathname, title },
        );
    };
    const onHide = () => {
      leave();
      flushTracking();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") onHide();
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    // The first screen counts too: a short page is read to 100% without any scrolling.
    onScroll();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      if (frame) cancelAnimationFrame(frame);
      onHide();
    };
  }, [pathname]);

  return null;
}
