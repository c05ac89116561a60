import { EARTH_RADIUS_KM, type LatLng } from "./distance";

/** Latitude and longitude bounds in degrees; `lng` is null when the circle reaches a pole or crosses ±180°. */
export type BoundingBox = { lat: [number, number]; lng: [number, number] | null };

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** Widens the box a hair, so a point exactly on the circle is never lost to floating-point rounding. */
const MARGIN = 1 + 1e-9;

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `centre` on the sphere: the
 * latitude span is the angular radius; the longitude span is where the circle touches its meridians, which is wider
 * than the angular radius away from the equator (asin(sin r / cos lat)).
 */
export function boundingBox(centre: LatLng, radiusKm: number): BoundingBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = degrees(angle) * MARGIN;
  const lat: [number, number] = [Math.max(-90, centre.lat - dLat), Math.min(90, centre.lat + dLat)];
  if (Math.abs(centre.lat) + dLat >= 90 || angle >= Math.PI / 2) return { lat, lng: null };
  const dLng = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(radians(centre.lat))))) * MARGIN;
  if (centre.lng - dLng < -180 || centre.lng + dLng > 180) return { lat, lng: null };
  return { lat, lng: [centre.lng - dLng, centre.lng + dLng] };
}
