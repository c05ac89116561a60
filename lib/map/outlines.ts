import { geoBounds, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, MultiLineString, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { viewProjection, type MapView, type Pixel } from "./mercator";

/** Longitude and latitude extent: [[west, south], [east, north]]. */
type Extent = [[number, number], [number, number]];

/** Country shapes and the borders between them (world-atlas's Natural Earth topology), each with its extent. */
export type Outlines = {
  countries: { shape: Feature; extent: Extent }[];
  borders: { line: Position[]; extent: Extent }[];
  /** Every edge of land: borders and coasts. */
  edges: { line: Position[]; extent: Extent }[];
};

export type CountriesTopology = Topology<{ countries: GeometryCollection }>;

function lineExtent(line: Position[]): Extent {
  const lngs = line.map((p) => p[0] ?? 0);
  const lats = line.map((p) => p[1] ?? 0);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

export function prepareOutlines(topology: CountriesTopology): Outlines {
  const land: FeatureCollection = feature(topology, topology.objects.countries);
  const borders: MultiLineString = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const edges: MultiLineString = mesh(topology, topology.objects.countries);
  const withExtents = (lines: MultiLineString) => lines.coordinates.map((line) => ({ line, extent: lineExtent(line) }));
  return {
    countries: land.features.map((shape) => ({ shape, extent: geoBounds(shape) })),
    borders: withExtents(borders),
    edges: withExtents(edges),
  };
}

/** Whether an extent meets the view's; one crossing ±180° (west > east) is kept, to be safe. */
function meets(extent: Extent, view: Extent): boolean {
  const [[west, south], [east, north]] = extent;
  if (west > east) return true;
  return west <= view[1][0] && east >= view[0][0] && south <= view[1][1] && north >= view[0][1];
}

/** The extent in degrees between two viewport pixels (top left, bottom right), widened by `margin` degrees. */
function extentBetween(projection: GeoProjection, from: Pixel, to: Pixel, margin: number): Extent {
  const [west = -180, north = 90] = projection.invert?.(from) ?? [];
  const [east = 180, south = -90] = projection.invert?.(to) ?? [];
  return [
    [Math.max(-180, west - margin), Math.max(-90, south - margin)],
    [Math.min(180, east + margin), Math.min(90, north + margin)],
  ];
}

/**
 * Whether any coast or border passes through the view or half a view around it. Far inland there is nothing finer
 * outlines would draw differently, so the 1:50m file (230 KB gzip) is not worth fetching there.
 */
export function edgesNear(outlines: Outlines, view: MapView): boolean {
  const from: Pixel = [-view.width / 2, -view.height / 2];
  const to: Pixel = [view.width * 1.5, view.height * 1.5];
  const projection = viewProjection(view).clipExtent([from, to]);
  const around = extentBetween(projection, from, to, 0.1);
  const lines = outlines.edges.filter((edge) => meets(edge.extent, around)).map((edge) => edge.line);
  return lines.length > 0 && (geoPath(projection)({ type: "MultiLineString", coordinates: lines }) ?? "") !== "";
}

/**
 * SVG paths of the land and the borders a viewport of `width` × `height` shows through `projection` (which should
 * clip to it). Only the countries and borders near the view are projected: the whole world at 1:50m took half a
 * second per map.
 */
export function outlinePaths(
  outlines: Outlines,
  projection: GeoProjection,
  width: number,
  height: number,
  digits = 1,
): { land: string; borders: string } {
  const view = extentBetween(projection, [0, 0], [width, height], 1);
  const path = geoPath(projection).digits(digits);
  const land = path({
    type: "FeatureCollection",
    features: outlines.countries.filter((c) => meets(c.extent, view)).map((c) => c.shape),
  });
  const borders = path({
    type: "MultiLineString",
    coordinates: outlines.borders.filter((b) => meets(b.extent, view)).map((b) => b.line),
  });
  return { land: land ?? "", borders: borders ?? "" };
}
