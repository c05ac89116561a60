import { describe, expect, it } from "vitest";
import { viewProjection } from "@/lib/map/mercator";
import { edgesNear, outlinePaths, prepareOutlines, type CountriesTopology } from "@/lib/map/outlines";
import coarse from "world-atlas/countries-110m.json";

const outlines = prepareOutlines(coarse as unknown as CountriesTopology);
const at = (lng: number, lat: number, zoom: number) => ({ lng, lat, zoom, width: 800, height: 500 });

describe("the offline outlines", () => {
  it("only a view near a coast or border needs the finer outlines", () => {
    expect(edgesNear(outlines, at(13.41, 52.52, 10))).toBe(false); // Berlin
    expect(edgesNear(outlines, at(11.58, 48.14, 10))).toBe(false); // Munich
    expect(edgesNear(outlines, at(-9.14, 38.73, 10))).toBe(true); // Lisbon, on the coast
    expect(edgesNear(outlines, at(6.14, 46.2, 10))).toBe(true); // Geneva, by the border
  });

  it("draws land and borders in view, and nothing of what lies far outside it", () => {
    const view = at(10, 50, 4);
    const projection = viewProjection(view).clipExtent([
      [0, 0],
      [view.width, view.height],
    ]);
    const { land, borders } = outlinePaths(outlines, projection, view.width, view.height);
    expect(land).toMatch(/^M/);
    expect(borders).toMatch(/^M/);
    const ocean = at(-30, 45, 8);
    const clipped = viewProjection(ocean).clipExtent([
      [0, 0],
      [ocean.width, ocean.height],
    ]);
    const empty = outlinePaths(outlines, clipped, ocean.width, ocean.height);
    expect(empty.land).toBe("");
  });
});
