import type { AnalyticsParamValue } from "./store";

type Gtag = (command: "event", action: string, params?: Record<string, AnalyticsParamValue>) => void;

/** The analytics script's gtag(), or null when it has not loaded (not configured, blocked, or on the server). */
export function getGtag(): Gtag | null {
  if (typeof window === "undefined") return null;
  const gtag: unknown = Reflect.get(window, "gtag");
  return typeof gtag === "function" ? (gtag as Gtag) : null;
}

/** Sends one event to the analytics service when its script is present; reports whether it was sent. */
export function sendGtagEvent(action: string, params: Record<string, AnalyticsParamValue> = {}): boolean {
  const gtag = getGtag();
  if (!gtag) return false;
  try {
    gtag("event", action, params);
    return true;
  } catch (error) {
    console.warn("Analytics: gtag event failed", error);
    return false;
  }
}
