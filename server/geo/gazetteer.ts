import "server-only";
import { countryNameOf } from "@/lib/geo/country-name";
import { COUNTRY_ALIASES, EUROPEAN_NAME_LANGUAGES, EXTRA_EUROPEAN_COUNTRIES } from "./country-aliases";
import { MAJOR_CITIES } from "./major-cities";
import { placeKey, umlautKey } from "./normalize-place";

/** One city of the gazetteer, with the display name a member sees. */
export type GazetteerCity = {
  id: number;
  name: string;
  countryCode: string;
  stateCode: string;
  lat: number;
  lng: number;
  major: boolean;
  european: boolean;
};

export type Gazetteer = {
  cities: readonly GazetteerCity[];
  /** Place key → city ids (gazetteer spellings, umlaut transliterations and the aliases of major cities). */
  cityIdsByKey: ReadonlyMap<string, readonly number[]>;
  /** Every city key, sorted, for word-prefix lookups ('frankfurt' → 'frankfurt am main', 'frankfurt oder'). Built on first use. */
  sortedCityKeys(): readonly string[];
  /** City keys grouped by length, for the bounded edit-distance scan behind "did you mean". Built on first use. */
  cityKeysByLength(): ReadonlyMap<number, readonly string[]>;
  /** Country name, native name, alias or ISO code (as a key) → ISO code. */
  countryByKey: ReadonlyMap<string, string>;
  countryKeysByLength: ReadonlyMap<number, readonly string[]>;
  /** State name or code key → the states it names, across countries. */
  statesByKey: ReadonlyMap<string, readonly { countryCode: string; stateCode: string }[]>;
  stateName(countryCode: string, stateCode: string): string | null;
  countryName(countryCode: string): string;
  isEuropean(countryCode: string): boolean;
};

type RawCountry = { name: string; isoCode: string; timezones?: { zoneName: string }[] };
type RawCity = {
  name: string;
  countryCode: string;
  stateCode: string;
  latitude?: string | null;
  longitude?: string | null;
};
type RawState = { name: string; isoCode: string; countryCode: string };

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function groupByLength(keys: Iterable<string>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const key of keys) pushTo(groups, key.length, key);
  return groups;
}

/** A state name without what follows a comma, so it can sit inside a comma-separated place label. */
export function shortStateName(name: string): string {
  return name.split(",")[0]?.trim() || name;
}

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  } catch {
    return null;
  }
}

function mainLanguageOf(countryCode: string): string | null {
  try {
    return new Intl.Locale(`und-${countryCode}`).maximize().language;
  } catch {
    return null;
  }
}

function buildCountryIndex(countries: readonly RawCountry[], european: ReadonlySet<string>): Map<string, string> {
  const byKey = new Map<string, string>();
  // First writer wins, so English names and codes outrank the looser aliases added after them.
  const add = (name: string | undefined, code: string) => {
    if (!name) return;
    const key = placeKey(name);
    if (key && !byKey.has(key)) byKey.set(key, code);
  };
  const english = displayNames("en");
  const englishShort = (() => {
    try {
      return new Intl.DisplayNames(["en"], { type: "region", style: "short", fallback: "none" });
    } catch {
      return null;
    }
  })();
  for (const country of countries) {
    add(country.isoCode, country.isoCode);
    add(countryNameOf(country.isoCode) ?? undefined, country.isoCode);
    add(country.name, country.isoCode);
    // 'Hong Kong S.A.R.', 'Man (Isle of)': also without the qualifier.
    add(country.name.replace(/\s*\(.*\)|\s+S\.A\.R\.$/g, ""), country.isoCode);
    add(english?.of(country.isoCode), country.isoCode);
    add(englishShort?.of(country.isoCode), country.isoCode);
  }
  for (const [code, aliases] of Object.entries(COUNTRY_ALIASES)) for (const alias of aliases) add(alias, code);
  for (const country of countries) {
    const language = mainLanguageOf(country.isoCode);
    if (language) add(displayNames(language)?.of(country.isoCode), country.isoCode);
  }
  // Names of European countries in the audience's languages ('Allemagne', 'Duitsland'); not of the rest of the
  // world, where they collide with cities ('Granada' is Spanish for Grenada).
  for (const language of EUROPEAN_NAME_LANGUAGES) {
    const names = displayNames(language);
    for (const code of european) add(names?.of(code), code);
  }
  return byKey;
}

function buildMajorCities(cities: GazetteerCity[], cityIdsByKey: Map<string, number[]>): void {
  for (const [qualifiedCode, englishName, ...otherNames] of MAJOR_CITIES) {
    const [countryCode, stateCode] = qualifiedCode.split("-");
    const names = [englishName, ...otherNames];
    let target: GazetteerCity | undefined;
    for (const name of names) {
      target = cityIdsByKey
        .get(placeKey(name))
        ?.map((id) => cities[id])
        .find(
          (city) =>
            city !== undefined && city.countryCode === countryCode && (!stateCode || city.stateCode === stateCode),
        );
      if (target) break;
    }
    if (!target) continue;
    target.major = true;
    target.name = englishName;
    for (const name of names) {
      for (const key of [placeKey(name), umlautKey(name)]) {
        if (!key) continue;
        const ids = cityIdsByKey.get(key);
        if (!ids) cityIdsByKey.set(key, [target.id]);
        else if (!ids.includes(target.id)) ids.unshift(target.id);
      }
    }
  }
}

/** Builds the in-memory index from the country-state-city data (about 150,000 cities). */
export function buildGazetteer(raw: {
  countries: readonly RawCountry[];
  states: readonly RawState[];
  cities: readonly RawCity[];
}): Gazetteer {
  const european = new Set(EXTRA_EUROPEAN_COUNTRIES);
  for (const country of raw.countries) {
    if (country.timezones?.some((zone) => zone.zoneName.startsWith("Europe/"))) european.add(country.isoCode);
  }

  const cities: GazetteerCity[] = [];
  const cityIdsByKey = new Map<string, number[]>();
  for (const city of raw.cities) {
    // Number(null) is 0: a missing coordinate must not place a city in the Gulf of Guinea.
    if (!city.latitude || !city.longitude) continue;
    const lat = Number(city.latitude);
    const lng = Number(city.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const id = cities.length;
    cities.push({
      id,
      name: city.name,
      countryCode: city.countryCode,
      stateCode: city.stateCode,
      lat,
      lng,
      major: false,
      european: european.has(city.countryCode),
    });
    const key = placeKey(city.name);
    if (key) pushTo(cityIdsByKey, key, id);
    const transliterated = umlautKey(city.name);
    if (transliterated && transliterated !== key) pushTo(cityIdsByKey, transliterated, id);
  }
  buildMajorCities(cities, cityIdsByKey);

  const stateNames = new Map<string, string>();
  const statesByKey = new Map<string, { countryCode: string; stateCode: string }[]>();
  for (const state of raw.states) {
    stateNames.set(`${state.countryCode}:${state.isoCode}`, state.name);
    const ref = { countryCode: state.countryCode, stateCode: state.isoCode };
    pushTo(statesByKey, placeKey(state.name), ref);
    pushTo(statesByKey, placeKey(state.isoCode), ref);
    // 'Praha, Hlavní město': suggestion labels use the part before the comma, which must read back as the state.
    const short = shortStateName(state.name);
    if (short !== state.name) pushTo(statesByKey, placeKey(short), ref);
  }

  const countryByKey = buildCountryIndex(raw.countries, european);
  const rawCountryNames = new Map(raw.countries.map((country) => [country.isoCode, country.name]));
  // Sorting 130,000 keys costs ~60 ms; most lookups are exact and never need it.
  let sortedCityKeys: string[] | null = null;
  let cityKeysByLength: Map<number, string[]> | null = null;

  return {
    cities,
    cityIdsByKey,
    sortedCityKeys: () => (sortedCityKeys ??= [...cityIdsByKey.keys()].sort()),
    cityKeysByLength: () => (cityKeysByLength ??= groupByLength(cityIdsByKey.keys())),
    countryByKey,
    countryKeysByLength: groupByLength(countryByKey.keys()),
    statesByKey,
    stateName: (countryCode, stateCode) => stateNames.get(`${countryCode}:${stateCode}`) ?? null,
    countryName: (countryCode) => countryNameOf(countryCode) ?? rawCountryNames.get(countryCode) ?? countryCode,
    isEuropean: (countryCode) => european.has(countryCode),
  };
}

let loading: Promise<Gazetteer> | null = null;

/**
 * The gazetteer, loaded on first use and kept for the life of the process. The 8 MB city list is imported
 * dynamically so that merely importing this module (or a route that might resolve a place) costs nothing.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import("country-state-city")
    .then(({ Country, State, City }) =>
      buildGazetteer({
        countries: Country.getAllCountries(),
        states: State.getAllStates(),
        cities: City.getAllCities(),
      }),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
