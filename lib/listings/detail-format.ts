import type { ListingKind } from "@/lib/directory/kinds";
import { formatDate as formatDateIn, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { optionLabelIn } from "@/lib/listings/option-labels";
import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  COMMUNITY_CATEGORIES,
  FOOD_CATEGORIES,
  LEADERBOARD_CATEGORIES,
  SUPPLEMENT_CATEGORIES,
  WEARABLE_CATEGORIES,
  type FilterOption,
} from "@/lib/directory/filters";

const CATEGORY_OPTIONS: Partial<Record<ListingKind, readonly FilterOption[]>> = {
  wearable: WEARABLE_CATEGORIES,
  supplement: SUPPLEMENT_CATEGORIES,
  food: FOOD_CATEGORIES,
  brand: BRAND_CATEGORIES,
  app: APP_CATEGORIES,
  community: COMMUNITY_CATEGORIES,
  leaderboard: LEADERBOARD_CATEGORIES,
};

export function categoryLabel(
  t: Translator<"options">,
  kind: ListingKind,
  category: string | null | undefined,
): string | null {
  if (!category) return null;
  const options = CATEGORY_OPTIONS[kind];
  return optionLabelIn(t, category, options ? [options] : []);
}

/** 'City, Country', else the free-text location, else the country or region. */
export function placeLabel(listing: {
  city?: string | null;
  country?: string | null;
  location?: string | null;
  region?: string | null;
}): string | null {
  if (listing.city && listing.country) return `${listing.city}, ${listing.country}`;
  return listing.location || listing.country || listing.city || listing.region || null;
}

/** Long description when present, else the short one, else the plain one. */
export function aboutText(listing: {
  longDescription?: string | null;
  shortDescription?: string | null;
  description?: string | null;
}): string | null {
  return listing.longDescription?.trim() || listing.shortDescription?.trim() || listing.description?.trim() || null;
}

export function yesNo(value: boolean | null | undefined, yes: string, no: string): string | null {
  if (value === null || value === undefined) return null;
  return value ? yes : no;
}

/** A money string as stored (e.g. '500' or '€500 + gear'): plain numbers get the currency, text stays as written. */
export function formatMoneyText(
  locale: Locale,
  value: string | null | undefined,
  currency: string,
  free: string,
): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(text)) return text;
  const amount = Number(text.replace(",", "."));
  if (amount === 0) return free;
  try {
    return formatPrice(locale, amount, currency);
  } catch {
    return `${text} ${currency}`;
  }
}

export function formatDate(locale: Locale, value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatDateIn(locale, date);
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** 'tel:' href from a displayed number: digits and a leading plus only. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? "";
  const digits = trimmed.replace(/[^\d]/g, "");
  if (digits.length < 5) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

export function mailHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? "";
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}
