import "server-only";
import { distanceKm } from "@/lib/geo/distance";
import { boundedEditDistance } from "./edit-distance";
import { loadGazetteer, shortStateName, type Gazetteer, type GazetteerCity } from "./gazetteer";
import { placeKey } from "./normalize-place";

type ResolvedCity = {
  type: "city";
  name: string;
  state: string | null;
  countryCode: string;
  country: string;
  lat: number;
  lng: number;
};
type ResolvedCountry = { type: "country"; countryCode: string; country: string };
type AmbiguousPlace = { type: "ambiguous"; message: string; suggestions: string[] };
type UnknownPlace = { type: "unknown"; message: string; suggestions: string[] };
export type PlaceResolution = ResolvedCity | ResolvedCountry | AmbiguousPlace | UnknownPlace;

/** Why a place names no single city, as the `message` of a resolution: its key in the `places` catalogue. */
export const PLACE_EMPTY = "places.empty";
export const PLACE_AMBIGUOUS = "places.ambiguous";
export const PLACE_UNKNOWN = "places.unknown";
export const PLACE_UNKNOWN_WITH_SUGGESTIONS = "places.unknownWithSuggestions";

export const MAX_PLACE_SUGGESTIONS = 5;
const MAX_PLACE_INPUT_LENGTH = 200;
/** Same name, same country, closer than this: one place listed twice (Warsaw/Warszawa, Lisbon under two districts). */
const SAME_PLACE_KM = 30;
const MAX_PREFIX_MATCHES = 500;

type StateRef = { countryCode: string; stateCode: string };
type Filter = { countryCode?: string; states?: readonly StateRef[] };
type Reading = { cityKey: string; filter: Filter };
type Candidate = { city: GazetteerCity; exact: boolean };

function matchesFilter(city: GazetteerCity, filter: Filter): boolean {
  if (filter.countryCode && city.countryCode !== filter.countryCode) return false;
  if (filter.states && !filter.states.some((s) => s.countryCode === city.countryCode && s.stateCode === city.stateCode))
    return false;
  return true;
}

function exactCandidates(g: Gazetteer, key: string, filter: Filter): Candidate[] {
  return (g.cityIdsByKey.get(key) ?? []).flatMap((id) => {
    const city = g.cities[id];
    return city && matchesFilter(city, filter) ? [{ city, exact: true }] : [];
  });
}

function lowerBound(keys: readonly string[], target: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? "") < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cities whose name starts with the typed words ('frankfurt' → Frankfurt am Main, Frankfurt (Oder)). */
function prefixCandidates(g: Gazetteer, key: string, filter: Filter): Candidate[] {
  const prefix = `${key} `;
  const keys = g.sortedCityKeys();
  const found: Candidate[] = [];
  for (let i = lowerBound(keys, prefix); i < keys.length && found.length < MAX_PREFIX_MATCHES; i++) {
    const cityKey = keys[i];
    if (!cityKey?.startsWith(prefix)) break;
    for (const candidate of exactCandidates(g, cityKey, filter)) found.push({ ...candidate, exact: false });
  }
  return found;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(b.city.major) - Number(a.city.major) ||
    Number(b.city.european) - Number(a.city.european) ||
    a.city.name.length - b.city.name.length ||
    a.city.id - b.city.id
  );
}

/** Best first, with listings of the same place (same country, a few km apart) folded into the best of them. */
function distinctPlaces(candidates: readonly Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  const seen = new Set<number>();
  for (const candidate of [...candidates].sort(compareCandidates)) {
    if (seen.has(candidate.city.id)) continue;
    seen.add(candidate.city.id);
    const duplicate = kept.some(
      (k) => k.city.countryCode === candidate.city.countryCode && distanceKm(k.city, candidate.city) < SAME_PLACE_KM,
    );
    if (!duplicate) kept.push(candidate);
  }
  return kept;
}

/**
 * The one place a list of candidates means, or null when the member has to choose. Among exact name matches a
 * single well-known city wins over obscure namesakes (Paris, not Paris, Texas; Valencia, Spain for a European
 * audience). Being the only European match is not enough on its own: Portland (Dorset) is not what most people
 * mean, and the gazetteer has no populations to tell. A partial name ('Frankfurt') is only taken when unique.
 */
function pickPlace(places: readonly Candidate[]): Candidate | null {
  if (places.length === 1) return places[0] ?? null;
  if (!places.every((p) => p.exact)) return null;
  const major = places.filter((p) => p.city.major);
  return major.length === 1 ? (major[0] ?? null) : null;
}

function toResolvedCity(g: Gazetteer, city: GazetteerCity): ResolvedCity {
  return {
    type: "city",
    name: city.name,
    state: g.stateName(city.countryCode, city.stateCode),
    countryCode: city.countryCode,
    country: g.countryName(city.countryCode),
    lat: city.lat,
    lng: city.lng,
  };
}

/** 'City, Country' labels; where two would read the same, the state tells them apart ('Springfield, Illinois, United States'). */
function labels(g: Gazetteer, cities: readonly GazetteerCity[]): string[] {
  const short = cities.map((city) => `${city.name}, ${g.countryName(city.countryCode)}`);
  const result = cities.map((city, index) => {
    const label = short[index] ?? "";
    const clashes = short.filter((other) => other === label).length > 1;
    const fullState = clashes ? g.stateName(city.countryCode, city.stateCode) : null;
    const state = fullState ? shortStateName(fullState) : null;
    return state ? `${city.name}, ${state}, ${g.countryName(city.countryCode)}` : label;
  });
  return [...new Set(result)];
}

/** Up to five suggestions, spread over countries before repeating one (Springfield: Jamaica and Australia, not five US states). */
function suggestionsFor(g: Gazetteer, places: readonly Candidate[]): string[] {
  const byCountry = new Map<string, Candidate[]>();
  for (const place of places) {
    const list = byCountry.get(place.city.countryCode);
    if (list) list.push(place);
    else byCountry.set(place.city.countryCode, [place]);
  }
  const picked: GazetteerCity[] = [];
  for (let round = 0; picked.length < MAX_PLACE_SUGGESTIONS; round++) {
    let added = false;
    for (const list of byCountry.values()) {
      const place = list[round];
      if (place && picked.length < MAX_PLACE_SUGGESTIONS) {
        picked.push(place.city);
        added = true;
      }
    }
    if (!added) break;
  }
  return labels(g, picked);
}

function maxTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** "Did you mean": countries and cities whose names are a few typos away, closest and best known first. */
function closeNames(g: Gazetteer, key: string, filter: Filter): string[] {
  const max = maxTypos(key.length);
  if (max === 0) return [];
  const scored: { label: string; distance: number; rank: number }[] = [];
  for (let length = key.length - max; length <= key.length + max; length++) {
    if (!filter.countryCode && !filter.states) {
      for (const countryKey of g.countryKeysByLength.get(length) ?? []) {
        if (countryKey.length <= 3) continue;
        const distance = boundedEditDistance(key, countryKey, max);
        const code = g.countryByKey.get(countryKey);
        if (distance <= max && code) scored.push({ label: g.countryName(code), distance, rank: 0 });
      }
    }
    for (const cityKey of g.cityKeysByLength().get(length) ?? []) {
      const distance = boundedEditDistance(key, cityKey, max);
      if (distance > max) continue;
      const best = distinctPlaces(exactCandidates(g, cityKey, filter))[0];
      if (!best) continue;
      scored.push({
        label: labels(g, [best.city])[0] ?? "",
        distance,
        rank: best.city.major ? 1 : best.city.european ? 2 : 3,
      });
    }
  }
  scored.sort((a, b) => a.distance - b.distance || a.rank - b.rank || a.label.localeCompare(b.label));
  return [...new Set(scored.map((s) => s.label))].slice(0, MAX_PLACE_SUGGESTIONS);
}

function statesOf(g: Gazetteer, key: string, countryCode?: string): StateRef[] {
  const states = g.statesByKey.get(key) ?? [];
  return countryCode ? states.filter((s) => s.countryCode === countryCode) : [...states];
}

/**
 * The ways to read the text, most literal first: 'a, b, c' as city, state, country (or city, state / city,
 * country); 'Amsterdam NL' as a city followed by a country name or code.
 */
function readingsOf(g: Gazetteer, text: string): { readings: Reading[]; unrecognisedQualifier: string | null } {
  const parts = text.split(",").map(placeKey).filter(Boolean);
  const readings: Reading[] = [];
  if (parts.length >= 2) {
    const last = parts[parts.length - 1] ?? "";
    const rest = parts.slice(0, -1);
    const countryCode = g.countryByKey.get(last);
    if (countryCode) {
      const stateKey = rest.length >= 2 ? (rest[rest.length - 1] ?? "") : "";
      const states = stateKey ? statesOf(g, stateKey, countryCode) : [];
      if (states.length > 0) readings.push({ cityKey: rest.slice(0, -1).join(" "), filter: { countryCode, states } });
      readings.push({ cityKey: rest.join(" "), filter: { countryCode } });
    }
    // 'Springfield, IL' — IL is also Israel's code, so a state reading is tried after the country one.
    const states = statesOf(g, last);
    if (states.length > 0) readings.push({ cityKey: rest.join(" "), filter: { states } });
    return { readings, unrecognisedQualifier: readings.length === 0 ? last : null };
  }
  const key = parts[0] ?? "";
  readings.push({ cityKey: key, filter: {} });
  const words = key.split(" ");
  for (let size = Math.min(3, words.length - 1); size >= 1; size--) {
    const countryCode = g.countryByKey.get(words.slice(-size).join(" "));
    if (countryCode) readings.push({ cityKey: words.slice(0, -size).join(" "), filter: { countryCode } });
  }
  return { readings, unrecognisedQualifier: null };
}

/** resolvePlace against a given gazetteer (tests build small ones with buildGazetteer). */
export function resolvePlaceWith(g: Gazetteer, text: string): PlaceResolution {
  const whole = placeKey(text);
  if (!whole) return { type: "unknown", message: PLACE_EMPTY, suggestions: [] };
  const wholeCountry = g.countryByKey.get(whole);
  if (wholeCountry) return { type: "country", countryCode: wholeCountry, country: g.countryName(wholeCountry) };

  const { readings, unrecognisedQualifier } = readingsOf(g, text);
  if (unrecognisedQualifier !== null) {
    // 'Berlin, Germny': never guess past a qualifier we could not read; offer the namesakes instead.
    const cityKey = placeKey(text.slice(0, text.lastIndexOf(",")));
    const places = distinctPlaces([...exactCandidates(g, cityKey, {}), ...prefixCandidates(g, cityKey, {})]);
    const suggestions = places.length > 0 ? suggestionsFor(g, places) : closeNames(g, cityKey, {});
    return {
      type: "unknown",
      message: suggestions.length > 0 ? PLACE_UNKNOWN_WITH_SUGGESTIONS : PLACE_UNKNOWN,
      suggestions,
    };
  }

  for (const exact of [true, false]) {
    for (const reading of readings) {
      if (!reading.cityKey) continue;
      const candidates = exact
        ? exactCandidates(g, reading.cityKey, reading.filter)
        : prefixCandidates(g, reading.cityKey, reading.filter);
      if (candidates.length === 0) continue;
      const places = distinctPlaces(candidates);
      const picked = pickPlace(places);
      if (picked) return toResolvedCity(g, picked.city);
      return { type: "ambiguous", message: PLACE_AMBIGUOUS, suggestions: suggestionsFor(g, places) };
    }
  }

  const best = readings.find((r) => r.cityKey && (r.filter.countryCode || r.filter.states)) ?? readings[0];
  const suggestions = best ? closeNames(g, best.cityKey, best.filter) : [];
  return {
    type: "unknown",
    message: suggestions.length > 0 ? PLACE_UNKNOWN_WITH_SUGGESTIONS : PLACE_UNKNOWN,
    suggestions,
  };
}

/**
 * Resolves what a member typed as their location ('Berlin', 'berlin, germany', 'Amsterdam NL', 'Deutschland')
 * to a city with coordinates or a country, offline. Ambiguous names come back with suggestions to choose
 * from (European namesakes first); unknown ones with close spellings. The gazetteer loads on the first call
 * (a few hundred ms), then a lookup takes well under a millisecond; typo suggestions scan every name (~10-40 ms).
 */
export async function resolvePlace(text: string): Promise<PlaceResolution> {
  const gazetteer = await loadGazetteer();
  return resolvePlaceWith(gazetteer, text.slice(0, MAX_PLACE_INPUT_LENGTH));
}

/** Loads and indexes the gazetteer ahead of the first lookup (e.g. when a location form is opened). */
export async function warmPlaceIndex(): Promise<void> {
  await loadGazetteer();
}
