// Tiny client-side tracker: one JSON beacon per page view or event to /api/track. Never throws, never
// blocks navigation; while the endpoint does not exist (or fails) the page simply carries on.

export const TRACK_ENDPOINT = "/api/track";
const VISITOR_KEY = "ld_visitor_id";

export type TrackPayload = {
  type: "pageview" | "event";
  action: string;
  category?: string;
  label?: string;
  path: string;
  visitorId: string;
  sessionId: string;
};

export type TrackInput = { action: string; category?: string; label?: string };

function randomId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// One session id per page load (spec 2 §3), created lazily on the first call.
let sessionId: string | null = null;

export function getSessionId(): string {
  sessionId ??= randomId();
  return sessionId;
}

/** The visitor id kept in local storage, created once; a throwaway id when storage is unavailable. */
export function getVisitorId(): string {
  try {
    const stored = window.localStorage.getItem(VISITOR_KEY);
    if (stored) return stored;
    const created = randomId();
    window.localStorage.setItem(VISITOR_KEY, created);
    return created;
  } catch {
    return getSessionId();
  }
}

export function buildPayload(type: TrackPayload["type"], input: TrackInput): TrackPayload {
  return {
    type,
    action: input.action,
    category: input.category,
    label: input.label,
    path: window.location.pathname,
    visitorId: getVisitorId(),
    sessionId: getSessionId(),
  };
}

/** Sends one payload: sendBeacon with a JSON Blob when available, else fetch with keepalive. Errors are swallowed. */
export function send(payload: TrackPayload): void {
  if (typeof window === "undefined") return;
  try {
    const body = JSON.stringify(payload);
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(TRACK_ENDPOINT, new Blob([body], { type: "application/json" }))) return;
    }
    void fetch(TRACK_ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true, credentials: "same-origin" }).catch(() => {});
  } catch {
    // Tracking must never break the page.
  }
}

export function trackPageView(input: TrackInput = { action: "page_view" }): void {
  if (typeof window === "undefined") return;
  send(buildPayload("pageview", input));
}

export function trackEvent(input: TrackInput): void {
  if (typeof window === "undefined") return;
  send(buildPayload("event", input));
}
