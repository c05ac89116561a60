import type { ListingKind } from "@/lib/directory/kinds";
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

/** 'gut-health' → 'Gut health'; text that already reads like a label is left alone. */
export function humanize(value: string): string {
  const trimmed = value.trim();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(trimmed)) return trimmed;
  const words = trimmed.replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a stored option value (filters use the same values), else the value humanized. */
export function optionLabel(value: string, options?: readonly FilterOption[]): string {
  return options?.find((option) => option.value === value)?.label ?? humanize(value);
}

const CATEGORY_OPTIONS: Partial<Record<ListingKind, readonly FilterOption[]>> = {
  wearable: WEARABLE_CATEGORIES,
  supplement: SUPPLEMENT_CATEGORIES,
  food: FOOD_CATEGORIES,
  brand: BRAND_CATEGORIES,
  app: APP_CATEGORIES,
  community: COMMUNITY_CATEGORIES,
  leaderboard: LEADERBOARD_CATEGORIES,
};

export function categoryLabel(kind: ListingKind, category: string | null | undefined): string | null {
  if (!category) return null;
  return optionLabel(category, CATEGORY_OPTIONS[kind]);
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

/** Long description when present, else the short one, else the plain one (docs/product.md, Admin: states). */
export function aboutText(listing: {
  longDescription?: string | null;
  shortDescription?: string | null;
  description?: string | null;
}): string | null {
  return listing.longDescription?.trim() || listing.shortDescription?.trim() || listing.description?.trim() || null;
}

export function yesNo(value: boolean | null | undefined, yes = "Yes", no = "No"): string | null {
  if (value === null || value === undefined) return null;
  return value ? yes : no;
}

/** A money string as stored (e.g. '500' or '€500 + gear'): plain numbers get the currency, text stays as written. */
export function formatMoneyText(value: string | null | undefined, currency: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(text)) return text;
  const amount = Number(text.replace(",", "."));
  if (amount === 0) return "Free";
  try {
    return new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    }).format(amount);
  } catch {
    return `${text} ${currency}`;
  }
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
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
