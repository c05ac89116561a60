import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { findDetail } from "./detail-data";

type RouteContext = { params: Promise<{ slug: string }> };

/** Where /{collection}/{slug} belongs: the listing's canonical page, else the kind's page for that slug (a 404 there). */
export async function fallbackTarget(kind: ListingKind, slug: string): Promise<string> {
  const listing = await findDetail(kind, slug);
  return listing ? listingPath(listing) : listingPath({ kind, slug: encodeURIComponent(slug) });
}

/**
 * GET handler for the AI assistant's fallback links (/clinics/{slug}, /labs/{slug}…): a permanent (308)
 * redirect to the canonical detail page. The Location is relative, so it is right behind any proxy.
 */
export function fallbackRedirect(kind: ListingKind) {
  return async function GET(_request: Request, context: RouteContext): Promise<Response> {
    const { slug } = await context.params;
    return new Response(null, { status: 308, headers: { location: await fallbackTarget(kind, slug), "cache-control": "public, max-age=3600" } });
  };
}
