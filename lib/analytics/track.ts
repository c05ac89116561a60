// The client tracker as every page's first load carries it: a stub that takes each page view and event (with its
// page and time) at once, and hands them, in order, to the sender in ./tracker, loaded on the first call. Never throws.
import { currentPage } from "./page-context";
import type { AnalyticsPageContext } from "./store";
import type { TrackInput } from "./tracker";

type Tracker = typeof import("./tracker");

let tracker: Tracker | null = null;
let loading = false;
let pending: ((sender: Tracker) => void)[] = [];
let lastPageView: { path: string; at: number } | null = null;

function withTracker(call: (sender: Tracker) => void): void {
  if (tracker) return call(tracker);
  pending.push(call);
  if (loading) return;
  loading = true;
  import("./tracker")
    .then((loaded) => {
      tracker = loaded;
      const calls = pending;
      pending = [];
      for (const queued of calls) queued(loaded);
    })
    .catch(() => {
      // Tracking must never break the page: without the sender, records are dropped.
      pending = [];
    });
}

function record(type: "pageview" | "event", input: TrackInput, page?: Partial<AnalyticsPageContext>): void {
  if (typeof window === "undefined") return;
  try {
    const tracked = { type, input, page: { ...currentPage(), ...page }, at: Date.now() };
    if (type === "pageview") lastPageView = { path: tracked.page.path, at: tracked.at };
    withTracker((sender) => sender.recordTracked(tracked));
  } catch {
    // Tracking must never break the page.
  }
}

export function trackPageView(input: TrackInput = { action: "page_view" }): void {
  record("pageview", input);
}

/** `page` overrides the current page's details: an event about the page just left (its dwell time). */
export function trackEvent(input: TrackInput, page?: Partial<AnalyticsPageContext>): void {
  record("event", input, page);
}

/** Names the listing (kind and slug) the current page shows, for its page view; either may come first. */
export function annotatePageView(context: { category?: string; label?: string }): void {
  if (typeof window === "undefined") return;
  const path = window.location?.pathname ?? "/";
  withTracker((sender) => sender.annotatePageView({ path, ...context }));
}

/** Sends everything waiting now (the page is hidden, closed, or left for another route), after what came before. */
export function flushTracking(): void {
  if (typeof window === "undefined") return;
  withTracker((sender) => sender.flushTracking());
}

/** The last page view recorded on this page load. */
export function getLastPageView(): { path: string; at: number } | null {
  return lastPageView;
}
