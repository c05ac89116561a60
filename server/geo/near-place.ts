import "server-only";
import { distanceKm } from "@/lib/geo/distance";
import { loadGazetteer, shortStateName, type Gazetteer, type GazetteerCity } from "./gazetteer";
import { MAJOR_CITIES } from "./major-cities";
import { MAX_PLACE_SUGGESTIONS, resolvePlaceWith } from "./resolve-place";

/** The city a distance search measures from. */
export type NearCity = {
  /** 'Berlin, Germany': what the page shows, and what resolves back to the same city. */
  label: string;
  name: string;
  countryCode: string;
  /** The country's English name, as listings store it ('Germany'). */
  country: string;
  european: boolean;
  lat: number;
  lng: number;
};

export type NearLookup = { ok: true; city: NearCity } | { ok: false; message: string; suggestions: string[] };

/** A country where a city is needed: its key in the `places` catalogue. */
export const NEAR_COUNTRY = "places.country";

/** The well-known cities of a country, as labels that resolve back to them. */
function majorCitiesOf(g: Gazetteer, countryCode: string): string[] {
  return MAJOR_CITIES.filter(([code]) => code.split("-")[0] === countryCode)
    .slice(0, MAX_PLACE_SUGGESTIONS)
    .map(([, name]) => `${name}, ${g.countryName(countryCode)}`);
}

/** resolveNearPlace against a given gazetteer (tests build small ones). */
function resolveNearPlaceWith(g: Gazetteer, text: string): NearLookup {
  const place = resolvePlaceWith(g, text);
  switch (place.type) {
    case "city":
      return {
        ok: true,
        city: {
          label: `${place.name}, ${place.country}`,
          name: place.name,
          countryCode: place.countryCode,
          country: place.country,
          european: g.isEuropean(place.countryCode),
          lat: place.lat,
          lng: place.lng,
        },
      };
    case "country":
      return { ok: false, message: NEAR_COUNTRY, suggestions: majorCitiesOf(g, place.countryCode) };
    default:
      return { ok: false, message: place.message, suggestions: place.suggestions };
  }
}

/**
 * The city a `near` parameter names, offline, in any spelling the gazetteer knows ('München', 'Munich',
 * 'Muenchen', 'Berlin, Germany'); otherwise a message and suggestions, as a location alert's place answers.
 */
export async function resolveNearPlace(text: string): Promise<NearLookup> {
  return resolveNearPlaceWith(await loadGazetteer(), text);
}

/** A well-known city this close to the visitor is where they are, rather than the village whose centre is nearest. */
const MAJOR_CITY_PULL_KM = 15;
/** Nothing in the gazetteer this close: the position is at sea or somewhere without towns. */
const NEAREST_CITY_MAX_KM = 100;

/** The label of a city that leads back to it: 'City, Country', or with its state where the country has namesakes. */
function labelOf(g: Gazetteer, city: GazetteerCity): NearCity | null {
  const country = g.countryName(city.countryCode);
  const state = g.stateName(city.countryCode, city.stateCode);
  const labels = [`${city.name}, ${country}`, ...(state ? [`${city.name}, ${shortStateName(state)}, ${country}`] : [])];
  for (const label of labels) {
    const lookup = resolveNearPlaceWith(g, label);
    if (lookup.ok && lookup.city.lat === city.lat && lookup.city.lng === city.lng) return { ...lookup.city, label };
  }
  return null;
}

/** nearestCity against a given gazetteer (tests build small ones). */
function nearestCityWith(g: Gazetteer, point: { lat: number; lng: number }): NearCity | null {
  const around: { city: GazetteerCity; km: number }[] = [];
  for (const city of g.cities) {
    // Cheap rejection before the exact distance: more than a degree of latitude away is over 111 km.
    if (Math.abs(city.lat - point.lat) > 1) continue;
    const km = distanceKm(point, city);
    if (km <= NEAREST_CITY_MAX_KM) around.push({ city, km });
  }
  const pulled = (entry: { city: GazetteerCity; km: number }) => entry.city.major && entry.km <= MAJOR_CITY_PULL_KM;
  around.sort((a, b) => Number(pulled(b)) - Number(pulled(a)) || a.km - b.km);
  // The label goes into the page's URL: the nearest city whose name leads back to it.
  for (const { city } of around.slice(0, 20)) {
    const near = labelOf(g, city);
    if (near) return near;
  }
  return null;
}

/** The city nearest a (rounded) position, for "Use my location"; null far from any town. */
export async function nearestCity(point: { lat: number; lng: number }): Promise<NearCity | null> {
  return nearestCityWith(await loadGazetteer(), point);
}
