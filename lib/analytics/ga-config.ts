/** Google Analytics 4: its measurement id and the origins the CSP allows once it is set (nothing otherwise). */

/** Where gtag.js is loaded from. */
export const GA_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
/** Where GA4 sends hits (regional collection hosts included), per Google's CSP guide for GA4. */
export const GA_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  GA_SCRIPT_ORIGIN,
] as const;

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;

export function isMeasurementIdConfigured(id: string | undefined): id is string {
  return typeof id === "string" && MEASUREMENT_ID.test(id.trim());
}

/** NEXT_PUBLIC_GA_ID as built into the app (Next inlines it), or null when unset or not a G-… id. */
export function configuredMeasurementId(): string | null {
  const id = process.env.NEXT_PUBLIC_GA_ID;
  return isMeasurementIdConfigured(id) ? id.trim() : null;
}
