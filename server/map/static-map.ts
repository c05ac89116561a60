import "server-only";
import { cacheLife } from "next/cache";
import type { LatLng } from "@/lib/geo/distance";
import { viewProjection } from "@/lib/map/mercator";
import { outlinePaths, prepareOutlines, type CountriesTopology, type Outlines } from "@/lib/map/outlines";

const STATIC_MAP_WIDTH = 400;
const STATIC_MAP_HEIGHT = 240;
/** About 560 km across at 50°N: enough to show the coast or a border within reach of most places. */
const STATIC_MAP_ZOOM = 5.5;

let outlines: Promise<Outlines> | null = null;

/** Natural Earth's 1:50m countries (world-atlas), prepared once per process. */
function loadOutlines(): Promise<Outlines> {
  outlines ??= import("world-atlas/countries-50m.json").then((module) =>
    prepareOutlines(module.default as unknown as CountriesTopology),
  );
  return outlines;
}

/**
 * A small map of a point as SVG: country shapes and borders around it from Natural Earth, and a pin. Drawn on the
 * server, without tiles, scripts or fonts, so a detail page can show where a listing is as a cached image.
 */
export async function staticMapSvg(point: LatLng): Promise<string> {
  "use cache";
  cacheLife("max");

  const width = STATIC_MAP_WIDTH;
  const height = STATIC_MAP_HEIGHT;
  const projection = viewProjection({ ...point, zoom: STATIC_MAP_ZOOM, width, height }).clipExtent([
    [-4, -4],
    [width + 4, height + 4],
  ]);
  const { land, borders } = outlinePaths(await loadOutlines(), projection, width, height);
  const [x, y] = [width / 2, height / 2];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="100%" height="100%" fill="#dbeafe"/>`,
    `<path d="${land}" fill="#f8fafc" stroke="#94a3b8" stroke-width="0.6"/>`,
    `<path d="${borders}" fill="none" stroke="#64748b" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    `<circle cx="${x}" cy="${y}" r="14" fill="#047857" fill-opacity="0.18"/>`,
    `<circle cx="${x}" cy="${y}" r="6" fill="#047857" stroke="#fff" stroke-width="2"/>`,
    `</svg>`,
  ].join("");
}
