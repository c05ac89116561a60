import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "@/lib/geo/distance";

const BERLIN = { lat: 52.52, lng: 13.405 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };

describe("distanceKm", () => {
  it("matches known great-circle distances within 0.5%", () => {
    expect(distanceKm(BERLIN, PARIS)).toBeCloseTo(878, -1);
    expect(Math.abs(distanceKm(BERLIN, PARIS) - 878) / 878).toBeLessThan(0.005);
    expect(Math.abs(distanceKm(AMSTERDAM, BERLIN) - 577) / 577).toBeLessThan(0.005);
  });

  it("is zero for the same point and half the circumference for antipodes", () => {
    expect(distanceKm(BERLIN, BERLIN)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });

  it("crosses the antimeridian the short way", () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });

  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it("is symmetric, non-negative and never longer than half the circumference", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
        expect(Math.abs(d - distanceKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it("obeys the triangle inequality, also beside antipodal points", () => {
    // fast-check found this one: haversine's asin loses precision next to the antipode.
    const [a, b, c] = [
      { lat: 0, lng: 0 },
      { lat: 0.0000010456548945759365, lng: 0 },
      { lat: 0, lng: 179.99999879258178 },
    ];
    expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-6);
    fc.assert(
      fc.property(point, point, point, (p, q, r) => distanceKm(p, r) <= distanceKm(p, q) + distanceKm(q, r) + 1e-6),
    );
  });
});
