import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDistance, proximityText } from "@/lib/directory/near";
import { boundingBox } from "@/lib/geo/bounding-box";
import { distanceKm } from "@/lib/geo/distance";
import { loadGazetteer } from "@/server/geo/gazetteer";
import { MAJOR_CITIES } from "@/server/geo/major-cities";
import { NEAR_COUNTRY, nearestCity, resolveNearPlace } from "@/server/geo/near-place";

describe("resolveNearPlace", () => {
  beforeAll(async () => {
    await loadGazetteer();
  }, 30_000);

  it("knows a city in the six languages' spellings", async () => {
    const spellings: [string, string][] = [
      ["München", "Munich, Germany"],
      ["Munich", "Munich, Germany"],
      ["Muenchen", "Munich, Germany"],
      ["Múnich", "Munich, Germany"],
      ["Monaco di Baviera", "Munich, Germany"],
      ["Londres", "London, United Kingdom"],
      ["Londen", "London, United Kingdom"],
      ["Keulen", "Cologne, Germany"],
      ["Mailand", "Milan, Italy"],
      ["Lisbonne", "Lisbon, Portugal"],
      ["Wenen", "Vienna, Austria"],
      ["La Haya", "The Hague, Netherlands"],
    ];
    for (const [text, label] of spellings) {
      const lookup = await resolveNearPlace(text);
      expect(lookup.ok && lookup.city.label, text).toBe(label);
    }
  });

  it("every exonym of a major city leads to that city, never to a namesake", async () => {
    const g = await loadGazetteer();
    for (const [, english, ...others] of MAJOR_CITIES) {
      const expected = await resolveNearPlace(english);
      if (!expected.ok) continue;
      for (const name of others) {
        const lookup = await resolveNearPlace(name);
        // 'Luxembourg' names the country first.
        if (!lookup.ok && lookup.message === NEAR_COUNTRY) continue;
        expect(lookup.ok && lookup.city.label, `${name} (${english})`).toBe(expected.city.label);
      }
    }
    expect(g.cities.length).toBeGreaterThan(100_000);
  });

  it("a country is not a point: it asks for one of its cities", async () => {
    const lookup = await resolveNearPlace("Deutschland");
    expect(lookup).toMatchObject({ ok: false, message: NEAR_COUNTRY });
    if (lookup.ok) return;
    expect(lookup.suggestions).toContain("Berlin, Germany");
    for (const suggestion of lookup.suggestions) expect((await resolveNearPlace(suggestion)).ok, suggestion).toBe(true);
  });

  it("an ambiguous or unknown name comes back with suggestions that resolve", async () => {
    for (const text of ["Springfield", "Berlni"]) {
      const lookup = await resolveNearPlace(text);
      expect(lookup.ok, text).toBe(false);
      if (lookup.ok) continue;
      expect(lookup.suggestions.length, text).toBeGreaterThan(0);
      expect((await resolveNearPlace(lookup.suggestions[0] ?? "")).ok).toBe(true);
    }
  });
});

describe("nearestCity (Use my location)", () => {
  it("names the well-known city a visitor is in, rather than the suburb whose centre is nearest", async () => {
    expect((await nearestCity({ lat: 52.5, lng: 13.4 }))?.label).toBe("Berlin, Germany");
    expect((await nearestCity({ lat: 48.1, lng: 11.6 }))?.label).toBe("Munich, Germany");
  });

  it("names a town that resolves back to itself elsewhere, and nothing at sea", async () => {
    const town = await nearestCity({ lat: 52.4, lng: 13.1 });
    expect(town).not.toBeNull();
    const lookup = await resolveNearPlace(town?.label ?? "");
    expect(lookup.ok && [lookup.city.lat, lookup.city.lng]).toEqual([town?.lat, town?.lng]);
    expect(await nearestCity({ lat: 45, lng: -30 })).toBeNull();
  });
});

describe("boundingBox", () => {
  it("holds every point within the radius", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(5, 10, 25, 50, 100, 250),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, radius, share, bearing) => {
          // A point at `share` of the radius along `bearing` (destination formula on the sphere).
          const angle = (radius * share) / 6371.0088;
          const φ1 = (lat * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(bearing));
          const λ2 =
            (lng * Math.PI) / 180 +
            Math.atan2(
              Math.sin(bearing) * Math.sin(angle) * Math.cos(φ1),
              Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2),
            );
          const point = { lat: (φ2 * 180) / Math.PI, lng: (((λ2 * 180) / Math.PI + 540) % 360) - 180 };
          if (distanceKm({ lat, lng }, point) > radius) return;
          const box = boundingBox({ lat, lng }, radius);
          expect(point.lat).toBeGreaterThanOrEqual(box.lat[0]);
          expect(point.lat).toBeLessThanOrEqual(box.lat[1]);
          if (box.lng) {
            expect(point.lng).toBeGreaterThanOrEqual(box.lng[0]);
            expect(point.lng).toBeLessThanOrEqual(box.lng[1]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("distance text", () => {
  it("in the page's language, metres under a kilometre, one decimal under ten", () => {
    expect(formatDistance(0.43, "en")).toBe("400 m");
    expect(formatDistance(2.44, "en")).toBe("2.4 km");
    expect(formatDistance(2.44, "de")).toBe("2,4 km");
    expect(formatDistance(27.6, "fr")).toBe("28\u202fkm");
  });

  it("says how a listing without a distance is near, and when a distance is from the city's centre", () => {
    expect(proximityText({ type: "telehealth" }, "en")).toBe("Telehealth");
    expect(proximityText({ type: "ships", country: "Germany" }, "en")).toBe("Ships to Germany");
    expect(proximityText({ type: "distance", km: 26.7, approximate: true }, "en")).toBe("≈ 27 km");
    expect(proximityText({ type: "distance", km: 0, approximate: true }, "en")).toBe("Same city");
    expect(proximityText({ type: "distance", km: 0.4, approximate: true }, "en", "Berlin")).toBe("In Berlin");
    expect(proximityText({ type: "distance", km: 0.4, approximate: false }, "en", "Berlin")).toBe("400 m");
  });
});
