/** A point on the globe in decimal degrees. */
export type LatLng = { lat: number; lng: number };

/** Mean Earth radius (IUGG), the usual constant for great-circle distances on a sphere. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres between two points: the spherical case of Vincenty's formula, an atan2 that
 * stays accurate at every distance. Haversine's asin loses precision near antipodal points, enough to break the
 * triangle inequality there.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.lat);
  const lat2 = toRadians(b.lat);
  const dLng = toRadians(b.lng - a.lng);
  const y = Math.hypot(
    Math.cos(lat2) * Math.sin(dLng),
    Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng),
  );
  const x = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return EARTH_RADIUS_KM * Math.atan2(y, x);
}
