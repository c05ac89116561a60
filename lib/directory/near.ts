import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { toCleanText } from "@/lib/validation/text";
import { DEFAULT_NEAR_SORT, SORT_OPTIONS, type NearSort } from "./fact-filters";
import type { FilterOption } from "./filters";

export type { NearSort };

/** Distance search's vocabulary, shared by the URL schema, the API, the query layer and the islands. */

/** The radii a visitor can choose, in km; 25 unless another is chosen. */
export const NEAR_RADII = [5, 10, 25, 50, 100, 250] as const;
export type NearRadius = (typeof NEAR_RADII)[number];
export const DEFAULT_NEAR_RADIUS: NearRadius = 25;
export const NEAR_MAX_LENGTH = 200;

/** The directory's orders a distance search offers (nearest first unless the visitor asks for another). */
export const NEAR_SORT_OPTIONS = SORT_OPTIONS.filter(
  (option): option is Extract<(typeof SORT_OPTIONS)[number], { value: NearSort }> =>
    (option as FilterOption).place !== "without",
);

export function isNearRadius(value: number): value is NearRadius {
  return (NEAR_RADII as readonly number[]).includes(value);
}

/** A resolved place as the islands receive it: what to show, and the city's own (public) coordinates. */
export type NearPlace = { label: string; country: string; lat: number; lng: number };

/** The city's own name in a place label ('Berlin' of 'Berlin, Germany'). */
export const cityOf = (place: NearPlace) => place.label.split(",")[0]?.trim() || place.label;

/** How far a card is from the place, or why it is listed without a distance. */
export type Proximity =
  { type: "distance"; km: number; approximate: boolean } | { type: "telehealth" } | { type: "ships"; country: string };

/** Distances below 1 km in metres (to 100 m), below 10 km to 0.1 km, else whole km, in the page's language. */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) {
    const metres = Math.max(100, Math.round((km * 1000) / 100) * 100);
    return new Intl.NumberFormat(locale, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(metres);
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/**
 * The card's and detail page's proximity text. A listing placed by its city's coordinates (no address position) is
 * "≈" that far from the place, and "In {the place's city}" when it is that city: a distance of 0 would claim a
 * precision it does not have.
 */
export function proximityText(
  proximity: Proximity,
  locale: string,
  placeName?: string,
  words: ProximityWords = ENGLISH_PROXIMITY,
): string {
  switch (proximity.type) {
    case "telehealth":
      return words.telehealth;
    case "ships":
      return words.ships(proximity.country);
    case "distance":
      if (!proximity.approximate) return formatDistance(proximity.km, locale);
      if (proximity.km >= 1) return `≈ ${formatDistance(proximity.km, locale)}`;
      return placeName ? words.inCity(placeName) : words.sameCity;
  }
}

/** The words of a proximity, in the page's language (the "near" catalogue's); English by default. */
export type ProximityWords = {
  telehealth: string;
  ships: (country: string) => string;
  inCity: (city: string) => string;
  sameCity: string;
};

const ENGLISH_PROXIMITY: ProximityWords = {
  telehealth: "Telehealth",
  ships: (country) => `Ships to ${country}`,
  inCity: (city) => `In ${city}`,
  sameCity: "Same city",
};

/** Which remote listings the directory's toggle adds to a distance search. */
export function remoteReach(reaches: { place: boolean; ships: boolean }): "both" | "ships" | "telehealth" {
  if (reaches.place && reaches.ships) return "both";
  return reaches.ships ? "ships" : "telehealth";
}

/**
 * "Use my location" sends the browser's position rounded to 0.1° (about 11 km north-south): enough to name the nearest
 * city, too coarse to locate anyone. The server refuses anything finer.
 */
export function roundForCity(degrees: number): string {
  return (Math.round(degrees * 10) / 10).toFixed(1);
}

/**
 * A distance search as the directory URL and the API state it (near={place}&radius=&sort=&remote=): the place as
 * typed or chosen, still unresolved, the radius, the order and the remote toggle. The directory schema carries it in
 * its state and query; the server resolves the place.
 */
export type NearState = { place: string; radiusKm: NearRadius; sort: NearSort; remote: boolean };

/** The distance search's order for the view's parsed sort (the directory schema reads `sort` once, for both). */
export const nearSortOf = (sort: string | undefined): NearSort =>
  NEAR_SORT_OPTIONS.find((option) => option.value === sort)?.value ?? DEFAULT_NEAR_SORT;

/** The page URL's place, cleaned and cut; empty when there is none. */
export const readNearPlace = (read: (key: string) => string | undefined) =>
  toCleanText(read("near") ?? "", NEAR_MAX_LENGTH);

/**
 * The page URL's distance search, read leniently: no place is none, an unknown radius is the default. Its order is the
 * view's sort, already read (and checked against the place) by the directory schema.
 */
export function readNearState(
  read: (key: string) => string | undefined,
  sort: string | undefined,
): NearState | undefined {
  const place = readNearPlace(read);
  if (!place) return undefined;
  const radius = Number(read("radius"));
  return {
    place,
    radiusKm: isNearRadius(radius) ? radius : DEFAULT_NEAR_RADIUS,
    sort: nearSortOf(sort),
    remote: read("remote") === "true",
  };
}

/** Writes a distance search into URL parameters, leaving out what is the default; its order is the view's `sort`. */
export function writeNearParams(near: NearState | undefined, params: URLSearchParams): void {
  if (!near) return;
  params.set("near", near.place);
  if (near.radiusKm !== DEFAULT_NEAR_RADIUS) params.set("radius", String(near.radiusKm));
  if (near.remote) params.set("remote", "true");
}

/** What the remote toggle adds for a view's kinds: telehealth for places, shipping for products. */
/** GET /api/places: the city a `near` text names (a 400 with suggestions, in the page's language, when it names none). */
export const nearPlaceUrl = (place: string, locale: Locale) =>
  `/api/places?${new URLSearchParams({ near: place, ...(locale === DEFAULT_LOCALE ? {} : { locale }) })}`;

/** The views whose kinds are near a place (visited there, or shipped to it), so they offer a distance search. */
export function reachesOf(kinds: readonly { reach: "place" | "ships" | "online" }[]): {
  place: boolean;
  ships: boolean;
} {
  return { place: kinds.some((k) => k.reach === "place"), ships: kinds.some((k) => k.reach === "ships") };
}
