import "server-only";
import { boundingBox, type BoundingBox } from "@/lib/geo/bounding-box";
import { distanceKm, type LatLng } from "@/lib/geo/distance";
import { cityPointWith, countryCodeOf, type Gazetteer, placeKey } from "@/server/geo";

/** A city subscription watches this radius around the city. */
export const ALERT_RADIUS_KM = 50;

/** Where a subscription looks: a city (name and coordinates) or a whole country (ISO code in placeCountry). */
export type SubscribedPlace = {
  placeCountry: string | null;
  placeCity: string | null;
  lat: number | null;
  lng: number | null;
};

/** Where a listing is, as far as its fields tell. */
export type ListingPlace = { countryCode: string | null; cityKey: string | null; point: LatLng | null };

const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The listing's country as an ISO code and its position: its own coordinates, else its city's from the gazetteer
 * when 'city, country' names one place (many listings have no coordinates).
 */
export function listingPlaceOf(
  g: Gazetteer,
  listing: { country: string | null; city: string | null; lat: number | null; lng: number | null },
): ListingPlace {
  const countryCode = countryCodeOf(g, listing.country);
  const cityKey = listing.city ? placeKey(listing.city) || null : null;
  if (isCoordinate(listing.lat) && isCoordinate(listing.lng))
    return { countryCode, cityKey, point: { lat: listing.lat, lng: listing.lng } };
  return { countryCode, cityKey, point: cityPointWith(g, listing.city, listing.country) };
}

/**
 * A country subscription matches listings in that country; a city subscription matches listings within
 * ALERT_RADIUS_KM of the city (across borders), or, when the listing has no position, in a city of the same name in
 * the same country.
 */
export function subscriptionMatches(subscription: SubscribedPlace, listing: ListingPlace): boolean {
  if (!subscription.placeCity)
    return subscription.placeCountry !== null && subscription.placeCountry === listing.countryCode;
  if (isCoordinate(subscription.lat) && isCoordinate(subscription.lng) && listing.point) {
    return distanceKm({ lat: subscription.lat, lng: subscription.lng }, listing.point) <= ALERT_RADIUS_KM;
  }
  return (
    listing.cityKey !== null &&
    listing.countryCode === subscription.placeCountry &&
    placeKey(subscription.placeCity) === listing.cityKey
  );
}

/** Latitude and longitude bounds that hold every point within ALERT_RADIUS_KM of `point` (null: no longitude bound). */
export function searchBox(point: LatLng): BoundingBox {
  return boundingBox(point, ALERT_RADIUS_KM);
}
