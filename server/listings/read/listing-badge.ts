import "server-only";
import type { BadgeTheme } from "@/lib/badges/badge-path";
import { badgeSvg } from "@/lib/badges/badge-svg";
import type { DetailRoute } from "@/lib/directory/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { SITE_NAME } from "@/lib/site";
import { getOwnerVerifiedAt } from "@/server/owners";
import { findDetail } from "./detail-page";

/** The rating shows on a badge only once this many members have reviewed: a mean of two reviews says little. */
const BADGE_MIN_REVIEWS = 5;

type BadgeListing = { id: string; rating: number | null; reviewCount: number };

/** A listing's badge in one language and theme, from its cached data (revalidated with its rating and owners). */
async function badgeFor(listing: BadgeListing, locale: Locale, theme: BadgeTheme) {
  const [t, verifiedAt] = await Promise.all([translator(locale, "badges"), getOwnerVerifiedAt(listing.id)]);
  const verifiedOwner = verifiedAt ? t("verifiedOwner") : null;
  const rating =
    listing.rating !== null && listing.reviewCount >= BADGE_MIN_REVIEWS
      ? t("rating", { rating: listing.rating.toFixed(1), count: listing.reviewCount })
      : null;
  const label = [t("alt", { site: SITE_NAME }), verifiedOwner, rating].filter(Boolean).join(" · ");
  return badgeSvg({ theme, listedOn: t("listedOn"), siteName: SITE_NAME, verifiedOwner, rating, label });
}

/** The badge of the listing a detail URL shows, or null when it shows none. */
export async function listingBadge(route: DetailRoute, slugOrId: string, locale: Locale, theme: BadgeTheme) {
  const listing = await findDetail(route, slugOrId);
  return listing ? badgeFor(listing, locale, theme) : null;
}
