import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fittedView,
  fromWorld,
  panned,
  toScreen,
  toWorld,
  viewBounds,
  viewProjection,
  zoomedAround,
  type MapView,
} from "@/lib/map/mercator";

const lng = fc.double({ min: -179, max: 179, noNaN: true });
const lat = fc.double({ min: -80, max: 80, noNaN: true });
const zoom = fc.double({ min: 1, max: 15, noNaN: true });
const view = fc.record({ lng, lat, zoom, width: fc.constant(800), height: fc.constant(500) });

describe("the map's Web Mercator", () => {
  it("world pixels go back to the same place, and d3's projection agrees with them", () => {
    fc.assert(
      fc.property(lng, lat, view, (x, y, v: MapView) => {
        const back = fromWorld(toWorld(x, y, v.zoom), v.zoom);
        expect(back.lng).toBeCloseTo(x, 6);
        expect(back.lat).toBeCloseTo(y, 6);
        const [sx, sy] = toScreen(v, v.lng, v.lat);
        expect([sx, sy]).toEqual([400, 250]);
        const projected = viewProjection(v)([x, y]) ?? [0, 0];
        const screen = toScreen(v, x, y);
        if (Math.abs(x - v.lng) < 90) {
          expect(projected[0]).toBeCloseTo(screen[0], 3);
          expect(projected[1]).toBeCloseTo(screen[1], 3);
        }
      }),
    );
  });

  it("zooming keeps the point under the pointer where it is", () => {
    fc.assert(
      fc.property(view, zoom, fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 500 }), (v, z, ax, ay) => {
        const anchored = fromWorld(
          [toWorld(v.lng, v.lat, v.zoom)[0] + ax - 400, toWorld(v.lng, v.lat, v.zoom)[1] + ay - 250],
          v.zoom,
        );
        // Past the top or bottom of the world there is no point to keep.
        fc.pre(Math.abs(anchored.lat) < 85);
        const zoomed = zoomedAround(v, z, [ax, ay]);
        fc.pre(Math.abs(zoomed.lat) < 85);
        const [x, y] = toScreen(zoomed, anchored.lng, anchored.lat);
        expect(x).toBeCloseTo(ax, 2);
        expect(y).toBeCloseTo(ay, 2);
      }),
    );
  });

  it("a drag moves the map with the pointer", () => {
    const v: MapView = { lng: 13.4, lat: 52.5, zoom: 10, width: 800, height: 500 };
    const moved = panned(v, 100, -40);
    const [x, y] = toScreen(moved, v.lng, v.lat);
    expect(x).toBeCloseTo(500, 6);
    expect(y).toBeCloseTo(210, 6);
  });

  it("the fitted view shows every point, and its bounds hold them", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lng: fc.double({ min: -20, max: 40, noNaN: true }),
            lat: fc.double({ min: 30, max: 70, noNaN: true }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (points) => {
          const fitted = fittedView(points, { width: 800, height: 500 });
          expect(fitted).not.toBeNull();
          const [west, south, east, north] = viewBounds(fitted!);
          for (const p of points) {
            const [x, y] = toScreen(fitted!, p.lng, p.lat);
            expect(x).toBeGreaterThanOrEqual(-1e-6);
            expect(x).toBeLessThanOrEqual(800 + 1e-6);
            expect(y).toBeGreaterThanOrEqual(-1e-6);
            expect(y).toBeLessThanOrEqual(500 + 1e-6);
            expect(p.lng).toBeGreaterThanOrEqual(west - 1e-6);
            expect(p.lng).toBeLessThanOrEqual(east + 1e-6);
            expect(p.lat).toBeGreaterThanOrEqual(south - 1e-6);
            expect(p.lat).toBeLessThanOrEqual(north + 1e-6);
          }
        },
      ),
    );
  });
});
