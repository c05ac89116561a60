import "server-only";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { findListingAmong, getListing } from "@/server/public/listings/queries";
import type { ListingDetail } from "@/server/public/listings/select";
import { getShownReviews, type DetailReview } from "@/server/public/reviews/queries";
import { listingMetadata, notFoundMetadata } from "./detail-metadata";
import { BRAND_PAGE_KINDS, MAX_SLUG_LENGTH, OWN_PAGE_KINDS, detailRouteOf } from "@/lib/directory/detail-routes";

export type DetailData = { listing: ListingDetail; reviews: DetailReview[] };

function plausible(slugOrId: string): boolean {
  return slugOrId.length > 0 && slugOrId.length <= MAX_SLUG_LENGTH;
}

/** A published listing of one kind, or null. */
export async function findDetail(kind: ListingKind, slugOrId: string): Promise<ListingDetail | null> {
  return plausible(slugOrId) ? getListing(kind, slugOrId) : null;
}

/** The listing shown on the brand screen (brands, apps, communities, events), or null. */
export async function findBrandDetail(slugOrId: string): Promise<ListingDetail | null> {
  if (!plausible(slugOrId)) return null;
  const found = await findListingAmong(BRAND_PAGE_KINDS, slugOrId);
  return found ? getListing(found.kind, slugOrId) : null;
}

async function withReviews(listing: ListingDetail | null): Promise<DetailData> {
  if (!listing) notFound();
  return { listing, reviews: await getShownReviews(listing.id) };
}

/**
 * Listing plus the member reviews its page shows; the segment's not-found screen when missing. Pages render
 * after the response has started, so notFound() / permanentRedirect() here give the right screen (with
 * noindex, or a client-side redirect) but status 200; the 404 / 308 status comes from resolveDetailRequest
 * (detail-request.ts) run in Proxy.
 */
export async function loadDetail(kind: ListingKind, slugOrId: string): Promise<DetailData> {
  return withReviews(await findDetail(kind, slugOrId));
}

/** The brand screen; a slug or id of another kind (e.g. a wearable) moves permanently to that kind's page. */
export async function loadBrandDetail(slugOrId: string): Promise<DetailData> {
  const listing = await findBrandDetail(slugOrId);
  if (listing) return withReviews(listing);
  if (plausible(slugOrId)) {
    const other = await findListingAmong(OWN_PAGE_KINDS, slugOrId);
    if (other) permanentRedirect(listingPath(other));
  }
  notFound();
}

/** generateMetadata of a kind's detail route: the listing's metadata, or the not-found title. */
export async function detailPageMetadata(kind: ListingKind, slugOrId: string): Promise<Metadata> {
  const listing = await findDetail(kind, slugOrId);
  return listing ? listingMetadata(listing) : notFoundMetadata(detailRouteOf(kind));
}

export async function brandPageMetadata(slugOrId: string): Promise<Metadata> {
  const listing = await findBrandDetail(slugOrId);
  return listing ? listingMetadata(listing) : notFoundMetadata("brand");
}
