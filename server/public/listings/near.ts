import "server-only";
import type { DirectoryCategory } from "@/lib/directory/kinds";
import type { NearPlace } from "@/lib/directory/near";
import { resolveNearPlace, type NearCity } from "@/server/geo/near-place";
import { parseListingQuery, type ListingQuery, type NearFilter, type NearRequest } from "./schema";

/** A directory request, its place resolved; or the place's message and suggestions (a 400 on the API). */
export type DirectoryRequest =
  | { ok: true; query: ListingQuery; place: NearPlace | null }
  | { ok: false; message: string; suggestions: string[] };

/** Where shipping counts as reaching the country: the country itself, Europe for a European one, and everywhere. */
function deliveryAreasOf(city: NearCity): string[] {
  return [city.country, ...(city.european ? ["Europe"] : []), "Worldwide"];
}

export function nearFilterOf(request: NearRequest, city: NearCity): NearFilter {
  return {
    lat: city.lat,
    lng: city.lng,
    radiusKm: request.radiusKm,
    sort: request.sort,
    remote: request.remote ? { country: city.country, areas: deliveryAreasOf(city) } : null,
  };
}

export function nearPlaceOf(city: NearCity): NearPlace {
  return { label: city.label, country: city.country, lat: city.lat, lng: city.lng };
}

/**
 * Validates a directory request's parameters (a ZodError for invalid ones) and resolves its `near` place offline;
 * an ambiguous or unknown place comes back with suggestions, never as an empty list.
 */
export async function parseDirectoryRequest(
  category: DirectoryCategory | "all",
  params: URLSearchParams,
  options?: { defaultRegion?: boolean },
): Promise<DirectoryRequest> {
  const { query, near } = parseListingQuery(category, params, options);
  if (!near) return { ok: true, query, place: null };
  const lookup = await resolveNearPlace(near.text);
  if (!lookup.ok) return lookup;
  return { ok: true, query: { ...query, near: nearFilterOf(near, lookup.city) }, place: nearPlaceOf(lookup.city) };
}
