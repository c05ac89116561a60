import "server-only";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import type { NearPlace, NearState } from "@/lib/directory/near";
import { AppError, fieldError } from "@/lib/http/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { placeSuggestionsIn, resolveNearPlace, type NearCity } from "@/server/geo";
import type { NearFilter } from "./search-sql";

/**
 * A directory query, its place resolved: the query as the SQL reads it (near a place, region and country give way to
 * the place), the point to measure from and the place to show; or the place's message and suggestions.
 */
export type ResolvedQuery =
  | { ok: true; query: DirectoryQuery; near: NearFilter | null; place: NearPlace | null }
  | { ok: false; message: string; suggestions: string[] };

/** Where shipping counts as reaching the country: the country itself, Europe for a European one, and everywhere. */
function deliveryAreasOf(city: NearCity): string[] {
  return [city.country, ...(city.european ? ["Europe"] : []), "Worldwide"];
}

function nearFilterOf(near: NearState, city: NearCity): NearFilter {
  return {
    lat: city.lat,
    lng: city.lng,
    radiusKm: near.radiusKm,
    sort: near.sort,
    remote: near.remote ? { country: city.country, areas: deliveryAreasOf(city) } : null,
  };
}

export function nearPlaceOf(city: NearCity): NearPlace {
  return { label: city.label, country: city.country, lat: city.lat, lng: city.lng };
}

/**
 * A place that names no single city, on the API: a 400 with the message on `near`, in the request's language, and
 * the places it could mean.
 */
export async function nearPlaceError(
  problem: { message: string; suggestions: string[] },
  locale: Locale,
): Promise<AppError> {
  const suggestions = await placeSuggestionsIn(locale, problem.suggestions);
  return fieldError("bad_request", "near", { code: problem.message, params: {} }, { suggestions });
}

/**
 * Resolves a query's `near` place offline; an ambiguous or unknown place comes back with suggestions, never as an
 * empty list. The unresolved text leaves the query, so every spelling of a city shares one cached answer.
 */
export async function resolveDirectoryQuery(query: DirectoryQuery): Promise<ResolvedQuery> {
  if (!query.near) return { ok: true, query, near: null, place: null };
  const lookup = await resolveNearPlace(query.near.place);
  if (!lookup.ok) return lookup;
  const { near, filters, ...rest } = query;
  const { region: _region, country: _country, ...otherFilters } = filters;
  return {
    ok: true,
    query: { ...rest, filters: otherFilters },
    near: nearFilterOf(near, lookup.city),
    place: nearPlaceOf(lookup.city),
  };
}

/** resolveDirectoryQuery for the API: an unresolvable place is thrown as its 400, in the request's language. */
export async function resolveDirectoryQueryOrThrow(
  query: DirectoryQuery,
  locale: Locale,
): Promise<Extract<ResolvedQuery, { ok: true }>> {
  const resolved = await resolveDirectoryQuery(query);
  if (!resolved.ok) throw await nearPlaceError(resolved, locale);
  return resolved;
}
