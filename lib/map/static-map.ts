/** The static map image of a position (GET /api/static-map), its coordinates cut to the four decimals it takes. */
export function staticMapUrl(point: { lat: number; lng: number }): string {
  return `/api/static-map?lat=${point.lat.toFixed(4)}&lng=${point.lng.toFixed(4)}`;
}
