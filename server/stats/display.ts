import type { Locale } from "@/lib/i18n/locales";

type FloorStyle = "compact" | "full";

/**
 * A count shown as "at least this many", never more than the truth:
 *   n < 10            → exact, no plus        (7 → "7")
 *   10 ≤ n < 100      → floored to tens       (47 → "40+")
 *   100 ≤ n < 1,000   → floored to fifties    (173 → "150+", 512 → "500+")
 *   1,000 ≤ n < 10K   → floored to 500        (1,499 → "1K+", 1,500 → "1.5K+"; full: "1,500+")
 *   10K ≤ n < 1M      → floored to 1,000      (10,432 → "10K+"; full: "10,000+")
 *   n ≥ 1M            → floored to 100,000    (1,250,000 → "1.2M+"; full: "1,200,000+")
 * Negative or non-finite input counts as 0. Written as the locale writes numbers ("1,5K+" → "1500+" in German).
 */
export function floorForDisplay(n: number, style: FloorStyle = "compact", locale: Locale = "en"): string {
  const value = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  if (value < 10) return String(value);
  const step = value < 100 ? 10 : value < 1_000 ? 50 : value < 10_000 ? 500 : value < 1_000_000 ? 1_000 : 100_000;
  const floored = Math.floor(value / step) * step;
  if (style === "full" || floored < 1_000) return `${floored.toLocaleString(locale)}+`;
  // Compact notation with at most one decimal, none when whole (inputs are already floored to it): 1.5K, 10K, 1.2M.
  return `${new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(floored)}+`;
}
