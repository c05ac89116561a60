import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { BadgeTheme } from "@/lib/badges/badge-path";
import { badgeSvg } from "@/lib/badges/badge-svg";
import type { DetailRoute } from "@/lib/directory/kinds";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { SITE_NAME } from "@/lib/site";
import { getOwnerVerifiedAt } from "@/server/owners";
import { findDetail } from "./detail-page";

/** The rating shows on a badge only once this many members have reviewed: a mean of two reviews says little. */
const BADGE_MIN_REVIEWS = 5;

/**
 * A listing's badge in one language and theme, cached whole (the route answers from its cached body, and renders
 * nothing per request): keyed by the rating it shows and tagged with the listing, so a review, an edit or an owner's
 * verification makes the next request draw it afresh.
 */
async function badgeFor(
  listingId: string,
  rating: number | null,
  reviewCount: number,
  locale: Locale,
  theme: BadgeTheme,
): Promise<{ svg: string; width: number }> {
  "use cache";
  cacheTag(CACHE_TAGS.listing(listingId));
  cacheLife("days");
  const [t, verifiedAt] = await Promise.all([translator(locale, "badges"), getOwnerVerifiedAt(listingId)]);
  const verifiedOwner = verifiedAt ? t("verifiedOwner") : null;
  const shownRating =
    rating !== null && reviewCount >= BADGE_MIN_REVIEWS
      ? t("rating", { rating: rating.toFixed(1), count: reviewCount })
      : null;
  const label = [t("alt", { site: SITE_NAME }), verifiedOwner, shownRating].filter(Boolean).join(" · ");
  return badgeSvg({ theme, listedOn: t("listedOn"), siteName: SITE_NAME, verifiedOwner, rating: shownRating, label });
}

/** The badge of the listing a detail URL shows, or null when it shows none. */
export async function listingBadge(route: DetailRoute, slugOrId: string, locale: Locale, theme: BadgeTheme) {
  const listing = await findDetail(route, slugOrId);
  return listing ? badgeFor(listing.id, listing.rating, listing.reviewCount, locale, theme) : null;
}
