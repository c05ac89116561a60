import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { localePath, type Locale } from "@/lib/i18n/locales";

export const BADGE_THEMES = ["light", "dark"] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];

export const isBadgeTheme = (value: unknown): value is BadgeTheme =>
  typeof value === "string" && (BADGE_THEMES as readonly string[]).includes(value);

/** A listing's badge image: /badges/{theme}/{route}/{slug}.svg, under the language's prefix. */
export function badgePath(locale: Locale, theme: BadgeTheme, listing: { kind: ListingKind; slug: string }): string {
  return localePath(locale, `/badges/${theme}${listingPath(listing)}.svg`);
}

/** The badge's size in CSS pixels, so the snippet's <img> reserves its place before it loads. */
export const BADGE_HEIGHT = 44;
