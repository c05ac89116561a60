import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

/** 10,000 or more as 'k' with one decimal unless an exact thousand (12000 → 12k, 12345 → 12.3k). */
export function formatReviewCount(count: number): string {
  if (count < 10_000) return count.toLocaleString("en-US");
  if (count % 1000 === 0) return `${count / 1000}k`;
  return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Card text: the long description cut at 300, else short at 200, else plain at 150. */
export function cardDescription(listing: {
  longDescription?: string | null;
  shortDescription?: string | null;
  description?: string | null;
}): string | null {
  if (listing.longDescription) return truncate(listing.longDescription, 300);
  if (listing.shortDescription) return truncate(listing.shortDescription, 200);
  if (listing.description) return truncate(listing.description, 150);
  return null;
}

/** Whole stars shown for a rating out of 5 (floored, clamped). */
export function filledStars(rating: number | null | undefined): number {
  if (!rating || rating < 0) return 0;
  return Math.min(5, Math.floor(rating));
}

/** A price with its currency (the kind's default when missing); an unknown currency code is shown as written. */
export function formatListingPrice(
  locale: Locale,
  price: number | null | undefined,
  currency: string | null | undefined,
  fallbackCurrency: string,
): string | null {
  if (price === null || price === undefined) return null;
  const code = currency?.trim() || fallbackCurrency;
  try {
    return formatPrice(locale, price, code);
  } catch {
    return `${price.toFixed(2)} ${code}`;
  }
}

export function hostnameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
