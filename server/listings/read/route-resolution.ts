import "server-only";
import {
  BRAND_PAGE_KINDS,
  OWN_PAGE_KINDS,
  type DetailRoute,
  type ListingPathRequest,
} from "@/lib/directory/detail-routes";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";

type ListingRef = { id: string; kind: ListingKind; slug: string };
/** Finds a published listing of one of the kinds by slug or id. */
type ListingLookup = (kinds: readonly ListingKind[], slugOrId: string) => Promise<ListingRef | null>;

export type ListingRouteResolution =
  | { type: "found"; listing: ListingRef }
  | { type: "missing"; route: DetailRoute }
  | { type: "redirect"; location: string };

/**
 * The one decision behind every listing URL, shared by Proxy (status before rendering) and the detail page loader:
 * a detail screen shows its own kinds; the brand screen also sends other kinds' slugs to their own page (308);
 * the assistant's /clinics/{slug} links go to the canonical page, or to the kind's page for that slug (a 404 there).
 */
export async function resolveListingRoute(
  request: ListingPathRequest,
  lookup: ListingLookup,
): Promise<ListingRouteResolution> {
  if (request.type === "collection") {
    const listing = await lookup([request.kind], request.slug);
    return {
      type: "redirect",
      location: listing
        ? listingPath(listing)
        : listingPath({ kind: request.kind, slug: encodeURIComponent(request.slug) }),
    };
  }
  const { route, slugOrId } = request;
  if (route !== "brand") {
    const listing = await lookup([route], slugOrId);
    return listing ? { type: "found", listing } : { type: "missing", route };
  }
  const listing = await lookup(BRAND_PAGE_KINDS, slugOrId);
  if (listing) return { type: "found", listing };
  const other = await lookup(OWN_PAGE_KINDS, slugOrId);
  return other ? { type: "redirect", location: listingPath(other) } : { type: "missing", route };
}
