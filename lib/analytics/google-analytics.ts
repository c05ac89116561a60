import { GA_SCRIPT_ORIGIN } from "./ga-config";

type GaWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Loads gtag.js for this measurement id (once): called only after the visitor consented. The script element is
 * inserted from this bundle, so the cached pages' static CSP needs no inline script for it, and nonce pages allow it
 * through 'strict-dynamic'. Returns whether it was inserted now.
 */
export function loadGoogleAnalytics(measurementId: string): boolean {
  if (typeof document === "undefined" || document.querySelector("script[data-ga-loader]")) return false;
  const w = window as GaWindow;
  const dataLayer = (w.dataLayer ??= []);
  w.gtag ??= function gtag() {
    // gtag.js reads only Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.gaLoader = "";
  document.head.append(script);
  return true;
}
