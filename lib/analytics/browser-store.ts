import { createAnalyticsStore, type AnalyticsPageContext, type AnalyticsStorage, type AnalyticsStore } from "./store";
import { getSessionId } from "./page-context";

function localStorageOrNull(): AnalyticsStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frame): the store keeps this page's records in memory.
    return null;
  }
}

function pageContext(): AnalyticsPageContext {
  return {
    path: window.location.pathname,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  };
}

let store: AnalyticsStore | null = null;

/**
 * The page's analytics store, created on first use in the browser. It shares the session id (one per page load)
 * and the visitor id key with the server beacon in track.ts, so local records and /api/track agree.
 */
export function getBrowserAnalyticsStore(): AnalyticsStore {
  if (typeof window === "undefined") throw new Error("The analytics store exists only in the browser");
  store ??= createAnalyticsStore({ storage: localStorageOrNull(), env: pageContext, sessionId: getSessionId() });
  return store;
}
