"use client";

import { useLocale } from "next-intl";
import { ApiError, apiRequest } from "@/lib/api-client";
import { nearPlaceUrl, type NearPlace } from "@/lib/directory/near";
import type { Locale } from "@/lib/i18n/locales";
import { useFetched } from "./use-fetched";

/** Why a `near` text names no single city, and the places it could mean. */
export type NearError = { message: string; suggestions: string[] };

/** The city a distance search measures from, fetched once per place (the browser also caches it for an hour). */
export function fetchNearPlace(place: string, locale: Locale): Promise<NearPlace | null> {
  return apiRequest<NearPlace>("GET", nearPlaceUrl(place, locale));
}

/** A failed request's place message and suggestions, when the failure was an unresolvable place. */
export function nearErrorOf(error: unknown): NearError | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body?.error;
  return body?.fields?.near && body.suggestions ? { message: body.message, suggestions: body.suggestions } : null;
}

/**
 * The resolved place of the URL's `near` (the server's answer for the first render, then the API's), or why it
 * names no single city.
 */
export function useNearPlace(
  place: string | undefined,
  initial: { place: string; resolved: NearPlace | null } | null,
): { resolved: NearPlace | null; error: NearError | null } {
  const locale = useLocale();
  const fromServer = initial !== null && initial.place === place && initial.resolved !== null;
  const { data, error } = useFetched<NearPlace | null>(
    place && !fromServer ? `near-place:${locale}:${place}` : null,
    () => fetchNearPlace(place ?? "", locale),
  );
  if (!place) return { resolved: null, error: null };
  return { resolved: fromServer ? initial.resolved : (data ?? null), error: nearErrorOf(error) };
}
