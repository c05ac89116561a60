import "server-only";
import { resolvePlace } from "@/server/geo/resolve-place";

/** The Subscription columns that say where it looks; placeCountry is the ISO code, placeCity null for a country. */
export type PlaceFields = {
  placeName: string;
  placeCountry: string;
  placeCity: string | null;
  placeRegion: string | null;
  lat: number | null;
  lng: number | null;
};

export type PlaceLookup = { ok: true; fields: PlaceFields } | { ok: false; message: string; suggestions: string[] };

/** What a member typed, as a city with coordinates or a country (offline gazetteer); otherwise a message and suggestions. */
export async function resolveSubscriptionPlace(location: string): Promise<PlaceLookup> {
  const place = await resolvePlace(location);
  switch (place.type) {
    case "city":
      return {
        ok: true,
        fields: {
          placeName: `${place.name}, ${place.country}`,
          placeCountry: place.countryCode,
          placeCity: place.name,
          placeRegion: place.state,
          lat: place.lat,
          lng: place.lng,
        },
      };
    case "country":
      return {
        ok: true,
        fields: {
          placeName: place.country,
          placeCountry: place.countryCode,
          placeCity: null,
          placeRegion: null,
          lat: null,
          lng: null,
        },
      };
    default:
      return { ok: false, message: place.message, suggestions: place.suggestions };
  }
}
