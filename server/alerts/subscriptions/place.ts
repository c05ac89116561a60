import "server-only";
import { fieldError } from "@/lib/http/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { errorText } from "@/server/http/error-response";
import { placeSuggestionsIn, resolvePlace } from "@/server/geo";

/** The Subscription columns that say where it looks; placeCountry is the ISO code, placeCity null for a country. */
export type PlaceFields = {
  placeName: string;
  placeCountry: string;
  placeCity: string | null;
  placeRegion: string | null;
  lat: number | null;
  lng: number | null;
};

/**
 * What a member typed, as a city with coordinates or a country (offline gazetteer); otherwise a 400 with the message on
 * `location`, in the member's language, and the places it could mean.
 */
export async function resolveSubscriptionPlace(location: string, locale: Locale): Promise<PlaceFields> {
  const place = await resolvePlace(location);
  switch (place.type) {
    case "city":
      return {
        placeName: `${place.name}, ${place.country}`,
        placeCountry: place.countryCode,
        placeCity: place.name,
        placeRegion: place.state,
        lat: place.lat,
        lng: place.lng,
      };
    case "country":
      return {
        placeName: place.country,
        placeCountry: place.countryCode,
        placeCity: null,
        placeRegion: null,
        lat: null,
        lng: null,
      };
    default: {
      // Said in the member's language, whichever page asked.
      const key = { code: place.message, params: {} };
      const [suggestions, stated] = await Promise.all([
        placeSuggestionsIn(locale, place.suggestions),
        errorText(locale, key),
      ]);
      throw fieldError("bad_request", "location", { ...key, stated }, { suggestions });
    }
  }
}
