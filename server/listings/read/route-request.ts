import "server-only";
// For Proxy: answers a listing URL's status before rendering (404 for a missing listing, 308 for a moved one), so
// a missing slug costs one indexed lookup, not a page render and a cache entry of its own. `'use cache'` is not
// available outside rendering: a short in-memory TTL instead, cleared on this instance by every listing write.
import { parseListingPath } from "@/lib/directory/detail-routes";
import { findPublishedAmong } from "./lookup";
import { resolveListingRoute, type ListingRouteResolution } from "./route-resolution";

const FOUND_TTL_MS = 60_000;
/** Short, so a listing published on another instance stops answering 404 here soon after. */
const MISSING_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;
type Entry = { value: ListingRouteResolution; expires: number };
// Proxy and the route handlers are bundled apart, each with its own copy of this module, in one process: the map
// lives on globalThis so a write's revalidation (in a route handler) clears what Proxy remembers.
const STORE = Symbol.for("longevity-directory.listing-request-cache");
const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, Entry> };
const cache = (holder[STORE] ??= new Map<string, Entry>());

/** null for paths that are not listing URLs; otherwise what Proxy should answer. */
export async function resolveListingRequest(
  pathname: string,
  now = Date.now(),
): Promise<ListingRouteResolution | null> {
  const request = parseListingPath(pathname);
  if (!request) return null;
  if (request.type === "invalid") return { type: "missing", route: request.route };
  const key =
    request.type === "collection" ? `${request.kind}s/${request.slug}` : `${request.route}/${request.slugOrId}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await resolveListingRoute(request, findPublishedAmong);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { value, expires: now + (value.type === "missing" ? MISSING_TTL_MS : FOUND_TTL_MS) });
  return value;
}

export function clearListingRequestCache(): void {
  cache.clear();
}
