import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { BRAND_PAGE_KINDS, parseListingPath, type DetailRoute } from "@/lib/directory/detail-routes";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { findListingAmong, findRetiredListing, getListing } from "./queries";
import { resolveListingRoute } from "./route-resolution";
import type { ListingDetail } from "./select";
import { getOwnerVerifiedAt } from "@/server/owners";
import { getShownReviews, type DetailReview } from "@/server/reviews";

export type DetailData = {
  listing: ListingDetail;
  reviews: DetailReview[];
  /** When a verified owner last proved the listing is theirs; null without owners. */
  ownerVerifiedAt: string | null;
};
/** As a page shows it: descriptions in the page's language where translated, and which language they are in. */
export type ShownDetail = Omit<DetailData, "listing"> & { listing: ListingDetail & { textLocale: Locale } };

/** The listing a detail URL shows, or null (missing, moved, or not a plausible slug); cached per slug or id. */
export async function findDetail(route: DetailRoute, rawSlugOrId: string): Promise<ListingDetail | null> {
  const resolution = await resolveDetail(route, rawSlugOrId);
  return resolution.type === "found" ? resolution.listing : null;
}

async function resolveDetail(route: DetailRoute, rawSlugOrId: string) {
  // Params arrive percent-encoded; the same parser as Proxy validates them before any cached query runs.
  const request = parseListingPath(`/${route}/${rawSlugOrId}`);
  if (request?.type !== "detail") return { type: "missing" as const };
  const resolution = await resolveListingRoute(request, findListingAmong);
  if (resolution.type !== "found") return resolution;
  const listing = await getListing(resolution.listing.kind, request.slugOrId);
  return listing ? { type: "found" as const, listing } : { type: "missing" as const };
}

/**
 * What a detail page renders: the listing and its shown reviews; the route's not-found screen when missing; a
 * permanent redirect when the slug belongs to another screen. Cached pages render before the response starts,
 * so these keep their 404 / 308 status (Proxy answers most of them earlier, from the same resolveListingRoute).
 */
export async function loadDetail(route: DetailRoute, rawSlugOrId: string, locale: Locale): Promise<DetailData> {
  const resolution = await resolveDetail(route, rawSlugOrId);
  if (resolution.type === "redirect") permanentRedirect(localePath(locale, resolution.location));
  if (resolution.type !== "found") {
    // An unpublished listing's old URL: tagged gone (answered 410 by the route cache), or merged into another.
    const request = parseListingPath(`/${route}/${rawSlugOrId}`);
    const retired =
      request?.type === "detail"
        ? await findRetiredListing(route === "brand" ? BRAND_PAGE_KINDS : [route], request.slugOrId)
        : null;
    if (retired?.type === "merged") permanentRedirect(localePath(locale, retired.location));
    notFound();
  }
  const [reviews, ownerVerifiedAt] = await Promise.all([
    getShownReviews(resolution.listing.id),
    getOwnerVerifiedAt(resolution.listing.id),
  ]);
  return { listing: resolution.listing, reviews, ownerVerifiedAt };
}
