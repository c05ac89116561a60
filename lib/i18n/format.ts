import type { Locale } from "./locales";

/** Dates are shown in one zone for every visitor, so a cached page reads the same everywhere (the directory is European). */
export const TIME_ZONE = "Europe/Berlin";

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A price in the page's locale: "1.234 €" in German, "1 234 €" in French, "€1,234" in English; cents only when set. */
export function formatPrice(locale: Locale, amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "5 March 2025" / "5. März 2025" / "5 mars 2025". */
export function formatDate(locale: Locale, date: Date | string): string {
  // British English, as the directory's English pages are (og:locale en_GB): "5 March", never "March 5".
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(new Date(date));
}

/**
 * A timestamp to the minute in UTC, as the locale writes it: "24 Nov 2026, 14:05 UTC", "24.11.2026, 14:05 UTC".
 * The admin's and owner's tables show it (one zone, said, for everyone who works on the directory).
 */
export function formatTimestamp(locale: Locale, date: Date | string): string {
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(date));
  return `${text} UTC`;
}
