import type { AnalyticsPageContext } from "./store";

function randomId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// One session id per page load, created lazily on the first call.
let sessionId: string | null = null;

export function getSessionId(): string {
  sessionId ??= randomId();
  return sessionId;
}

/** The page a record is about, taken when it happens (the sender may load later, after a navigation). */
export function currentPage(): AnalyticsPageContext {
  const doc = typeof document === "undefined" ? undefined : document;
  return {
    path: window.location?.pathname ?? "/",
    title: doc?.title ?? "",
    referrer: doc?.referrer ?? "",
    userAgent: typeof navigator === "undefined" ? "" : (navigator.userAgent ?? ""),
    viewportWidth: window.innerWidth ?? 0,
    viewportHeight: window.innerHeight ?? 0,
  };
}
