import { geoMercator, type GeoProjection } from "d3-geo";

/** The world is 512 px wide at zoom 0, as in MapLibre GL (and supercluster's default extent), so all agree on zoom. */
const WORLD_SIZE_AT_ZOOM_0 = 512;
const MIN_ZOOM = 1;
const MAX_ZOOM = 16;
/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511;

/** A Web Mercator view: its centre, its zoom and its size in CSS pixels. */
export type MapView = { lng: number; lat: number; zoom: number; width: number; height: number };
export type Pixel = [x: number, y: number];

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
const worldSize = (zoom: number) => WORLD_SIZE_AT_ZOOM_0 * 2 ** zoom;

/** A point in world pixels at a zoom: x from the antimeridian eastwards, y from the top. */
export function toWorld(lng: number, lat: number, zoom: number): Pixel {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

export function fromWorld([x, y]: Pixel, zoom: number): { lng: number; lat: number } {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lng: ((((lng + 180) % 360) + 360) % 360) - 180, lat };
}

/** Where a point shows in the view's viewport: the copy of the world nearest the centre, across the antimeridian. */
export function toScreen(view: MapView, lng: number, lat: number): Pixel {
  const size = worldSize(view.zoom);
  const [cx, cy] = toWorld(view.lng, view.lat, view.zoom);
  const [x, y] = toWorld(lng, lat, view.zoom);
  const dx = x - cx - size * Math.round((x - cx) / size);
  return [dx + view.width / 2, y - cy + view.height / 2];
}

/** The view moved by a drag of (dx, dy) pixels. */
export function panned(view: MapView, dx: number, dy: number): MapView {
  const [cx, cy] = toWorld(view.lng, view.lat, view.zoom);
  return { ...view, ...fromWorld([cx - dx, cy - dy], view.zoom) };
}

/** The view zoomed to `zoom`, keeping the point under `anchor` (a viewport pixel; the centre by default) in place. */
export function zoomedAround(view: MapView, zoom: number, anchor: Pixel = [view.width / 2, view.height / 2]): MapView {
  const next = clampZoom(zoom);
  const [cx, cy] = toWorld(view.lng, view.lat, view.zoom);
  const [ox, oy] = [anchor[0] - view.width / 2, anchor[1] - view.height / 2];
  const scale = 2 ** (next - view.zoom);
  return { ...view, zoom: next, ...fromWorld([(cx + ox) * scale - ox, (cy + oy) * scale - oy], next) };
}

/** The view that shows every point with some room around it (a lone point at street level). */
export function fittedView(
  points: readonly { lng: number; lat: number }[],
  size: { width: number; height: number },
  maxZoom = 13,
): MapView | null {
  if (!points.length) return null;
  const world = points.map((p) => toWorld(p.lng, p.lat, 0));
  const xs = world.map(([x]) => x);
  const ys = world.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanZoom = Math.min(
    Math.log2((size.width * 0.8) / Math.max(maxX - minX, 1e-9)),
    Math.log2((size.height * 0.8) / Math.max(maxY - minY, 1e-9)),
  );
  const zoom = clampZoom(Math.min(maxZoom, spanZoom));
  return { ...size, zoom, ...fromWorld([(minX + maxX) / 2, (minY + maxY) / 2], 0) };
}

/** The view's extent as [west, south, east, north] (what supercluster asks for). */
export function viewBounds(view: MapView): [number, number, number, number] {
  const [cx, cy] = toWorld(view.lng, view.lat, view.zoom);
  const nw = fromWorld([cx - view.width / 2, cy - view.height / 2], view.zoom);
  const se = fromWorld([cx + view.width / 2, cy + view.height / 2], view.zoom);
  const wraps = view.width >= worldSize(view.zoom);
  return wraps ? [-180, se.lat, 180, nw.lat] : [nw.lng, se.lat, se.lng, nw.lat];
}

/** The d3 projection of a view (the same Web Mercator), for drawing outlines. */
export function viewProjection(view: MapView): GeoProjection {
  return geoMercator()
    .scale(worldSize(view.zoom) / (2 * Math.PI))
    .center([view.lng, view.lat])
    .translate([view.width / 2, view.height / 2]);
}
