import "server-only";
// For Proxy (proxy.ts): decides, before the page renders, whether a detail URL exists. Pages render at request
// time behind the root layout, so the response has started (status 200) by the time a page can call
// notFound() or permanentRedirect(); only Proxy can still answer 404 or 308. Plain database reads with a
// short in-memory cache: `'use cache'` is not available outside rendering.
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { BRAND_PAGE_KINDS, MAX_SLUG_LENGTH, OWN_PAGE_KINDS, parseDetailPath, type DetailRoute } from "@/lib/directory/detail-routes";
import { findPublishedAmong } from "./lookup";

export type DetailResolution = { type: "found" } | { type: "missing"; route: DetailRoute } | { type: "redirect"; location: string };

const SINGLE_KIND_ROUTES = new Set<string>(["clinic", "lab", "wearable", "supplement", "practitioner", "leaderboard", "food"]);

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { value: DetailResolution; expires: number }>();

async function resolveUncached(route: DetailRoute, slugOrId: string): Promise<DetailResolution> {
  if (!slugOrId || slugOrId.length > MAX_SLUG_LENGTH) return { type: "missing", route };
  if (SINGLE_KIND_ROUTES.has(route)) {
    return (await findPublishedAmong([route as ListingKind], slugOrId)) ? { type: "found" } : { type: "missing", route };
  }
  if (await findPublishedAmong(BRAND_PAGE_KINDS, slugOrId)) return { type: "found" };
  const other = await findPublishedAmong(OWN_PAGE_KINDS, slugOrId);
  return other ? { type: "redirect", location: listingPath(other) } : { type: "missing", route };
}

/** null for paths that are not detail pages; otherwise found, missing (answer 404) or redirect (answer 308). */
export async function resolveDetailRequest(pathname: string, now = Date.now()): Promise<DetailResolution | null> {
  const parsed = parseDetailPath(pathname);
  if (!parsed) return null;
  const key = `${parsed.route}/${parsed.slugOrId}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await resolveUncached(parsed.route, parsed.slugOrId);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { value, expires: now + TTL_MS });
  return value;
}

export function clearDetailRequestCache(): void {
  cache.clear();
}
