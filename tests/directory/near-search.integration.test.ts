import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as getList } from "@/app/api/[category]/route";
import { GET as getDirectory } from "@/app/api/directory/route";
import { GET as getMap } from "@/app/api/map/[segment]/route";
import type { Proximity } from "@/lib/directory/near";
import { distanceKm } from "@/lib/geo/distance";
import { syncCityPoints } from "@/server/geo/city-points";
import { nearIdsSql } from "@/server/listings/read/search-sql";
import { parseDirectoryQuery } from "@/lib/directory/directory-api-schema";
import { db } from "@/server/db/client";
import { context, fixtureIds, get, json, type FixtureListing, setUpListingFixtures } from "./support/fixtures";

const { t, id } = fixtureIds();

// Known positions (the gazetteer puts Berlin at 52.52437, 13.41053 and Potsdam at about 52.3989, 13.0657).
const BERLIN = { lat: 52.52437, lng: 13.41053 };
const MITTE = { lat: 52.5163, lng: 13.3777 }; // ~2.4 km
const SPANDAU = { lat: 52.5362, lng: 13.2043 }; // ~14 km
const POTSDAM = { lat: 52.4009, lng: 13.0591 }; // ~27.5 km
const HAMBURG = { lat: 53.5511, lng: 9.9937 }; // ~255 km

const FIXTURES: FixtureListing[] = [
  {
    id: id("spandau"),
    kind: "clinic",
    name: `${t} Spandau Clinic`,
    country: "Germany",
    ...SPANDAU,
    rating: 5,
    reviewCount: 2,
  },
  { id: id("mitte"), kind: "clinic", name: `${t} Mitte Clinic`, country: "Germany", ...MITTE },
  { id: id("potsdam"), kind: "clinic", name: `${t} Potsdam Clinic`, country: "Germany", ...POTSDAM },
  { id: id("hamburg"), kind: "clinic", name: `${t} Hamburg Clinic`, country: "Germany", ...HAMBURG },
  // No coordinates of its own: placed at its city's centre by the gazetteer lookup.
  { id: id("by-city"), kind: "clinic", name: `${t} Citywide Clinic`, country: "Germany", city: "Berlin" },
  { id: id("draft"), kind: "clinic", name: `${t} Draft Clinic`, country: "Germany", ...MITTE, status: "draft" },
  {
    id: id("munich-tele"),
    kind: "clinic",
    name: `${t} Munich Video Clinic`,
    country: "Germany",
    city: "Munich",
    telehealth: true,
  },
  {
    id: id("paris-tele"),
    kind: "clinic",
    name: `${t} Paris Video Clinic`,
    country: "France",
    city: "Paris",
    telehealth: true,
  },
  { id: id("lab"), kind: "lab", name: `${t} Berlin Lab`, country: "Germany", ...MITTE },
  { id: id("food-de"), kind: "food", name: `${t} Meals to Germany`, deliveryAreas: ["Germany"] },
  { id: id("food-uk"), kind: "food", name: `${t} Meals to Britain`, deliveryAreas: ["United Kingdom"] },
];
const fixtures = setUpListingFixtures(FIXTURES, { cityPoints: true });
const IDS = fixtures.ids;

type NearItem = { id: string; proximity?: Proximity };

async function near(segment: string, query: string): Promise<NearItem[]> {
  const response = await getList(get(`/api/${segment}?limit=100&${query}`), context({ category: segment }));
  expect(response.status, query).toBe(200);
  return (await json<NearItem[]>(response)).filter((item) => IDS.includes(item.id));
}

const kmOf = (item: NearItem | undefined) => (item?.proximity?.type === "distance" ? item.proximity.km : null);

describe("distance search (GET /api/{segment}?near=)", () => {
  it("lists the listings within the radius, nearest first, with their distances", async () => {
    const items = await near("clinics", "near=Berlin&radius=50");
    expect(items.map((i) => i.id)).toEqual([id("by-city"), id("mitte"), id("spandau"), id("potsdam")]);
    for (const [name, point] of [
      ["mitte", MITTE],
      ["spandau", SPANDAU],
      ["potsdam", POTSDAM],
    ] as const) {
      expect(kmOf(items.find((i) => i.id === id(name)))).toBeCloseTo(distanceKm(BERLIN, point), 1);
    }
    expect(items.find((i) => i.id === id("mitte"))?.proximity).toMatchObject({ approximate: false });
    expect(items.find((i) => i.id === id("by-city"))?.proximity).toEqual({
      type: "distance",
      km: 0,
      approximate: true,
    });
  });

  it("the radius cuts by exact distance, not by the box: 25 km leaves Potsdam (27 km) out", async () => {
    expect((await near("clinics", "near=Berlin")).map((i) => i.id)).toEqual([
      id("by-city"),
      id("mitte"),
      id("spandau"),
    ]);
    expect((await near("clinics", "near=Berlin&radius=250")).map((i) => i.id)).not.toContain(id("hamburg"));
    expect((await near("clinics", "near=Hamburg&radius=5")).map((i) => i.id)).toEqual([id("hamburg")]);
  });

  it("any spelling the gazetteer knows: Muenchen, München and Munich are one city", async () => {
    for (const spelling of ["Muenchen", "München", "Munich", "Monaco di Baviera"]) {
      expect((await near("clinics", `near=${encodeURIComponent(spelling)}&radius=10`)).map((i) => i.id)).toEqual([
        id("munich-tele"),
      ]);
    }
  });

  it("sort=rating keeps the radius but puts the directory's order first", async () => {
    expect((await near("clinics", "near=Berlin&sort=rating")).map((i) => i.id)[0]).toBe(id("spandau"));
  });

  it("remote=true adds the country's telehealth listings and products shipping there, after the nearby ones", async () => {
    const clinics = await near("clinics", "near=Berlin&remote=true");
    expect(clinics.map((i) => i.id)).toEqual([id("by-city"), id("mitte"), id("spandau"), id("munich-tele")]);
    expect(clinics.at(-1)?.proximity).toEqual({ type: "telehealth" });
    const response = await getDirectory(get(`/api/directory?limit=100&near=Berlin&remote=true`));
    const all = (await json<NearItem[]>(response)).filter((item) => IDS.includes(item.id));
    expect(all.map((i) => i.id)).toContain(id("lab"));
    expect(all.find((i) => i.id === id("food-de"))?.proximity).toEqual({ type: "ships", country: "Germany" });
    expect(all.map((i) => i.id)).not.toContain(id("food-uk"));
    expect(all.map((i) => i.id)).not.toContain(id("paris-tele"));
  });

  it("a place that names no single city is a 400 with suggestions, like a subscription's location", async () => {
    for (const [place, suggestion] of [
      ["Springfield", /Springfield/],
      ["Germany", /Berlin, Germany/],
      ["Berlinn", /Berlin/],
    ] as const) {
      const response = await getList(get(`/api/clinics?near=${place}`), context({ category: "clinics" }));
      expect(response.status, place).toBe(400);
      const { error } = await json<{ error: { fields: { near: { message: string }[] }; suggestions: string[] } }>(
        response,
      );
      expect(error.fields.near[0]?.message).toBeTruthy();
      expect(error.suggestions.join(" | ")).toMatch(suggestion);
    }
  });

  it("refuses a radius outside the offered ones and a malformed toggle, with field messages", async () => {
    for (const query of [
      "near=Berlin&radius=30",
      "near=Berlin&radius=x",
      "near=Berlin&remote=yes",
      "near=Berlin&sort=far",
    ]) {
      const response = await getList(get(`/api/clinics?${query}`), context({ category: "clinics" }));
      expect(response.status, query).toBe(400);
      expect(Object.keys((await json<{ error: { fields: object } }>(response)).error.fields)).toHaveLength(1);
    }
  });
});

describe("a search near a place: the directory's search matches, cut to the radius, nearest first", () => {
  // The token with its last character changed: no full-text match anywhere, so the search falls back to the
  // corrected words (the token itself), near a place as without one.
  const typo = `${t.slice(0, -1)}${t.endsWith("x") ? "y" : "x"}`;
  // `ham` matches Hamburg only, outside the radius: near Berlin that is no match, not a fallback to similar names.
  const searches = [t, `${t} clinic`, `${t} spandau`, `${t} ham`, `${t} mitte`, typo, `${typo} mitte`];

  it.each(searches)("search=%s near Berlin (25 and 50 km, with remote)", async (search) => {
    const encoded = encodeURIComponent(search);
    const everywhere = (await near("clinics", `search=${encoded}`)).map((item) => item.id);
    for (const place of ["near=Berlin", "near=Berlin&radius=50", "near=Berlin&remote=true"]) {
      const inRadius = (await near("clinics", place)).map((item) => item.id);
      const found = await near("clinics", `${place}&search=${encoded}`);
      expect(found.map((item) => item.id).sort(), place).toEqual(everywhere.filter((i) => inRadius.includes(i)).sort());
      const distances = found.flatMap((item) => (item.proximity?.type === "distance" ? [item.proximity.km] : []));
      expect(distances, place).toEqual([...distances].sort((a, b) => a - b));
    }
    if (search.startsWith(typo)) expect(everywhere.length, search).toBeGreaterThan(0);
  });
});

describe("hostile input around a place that resolves", () => {
  it("never answers 5xx, whatever else the query says", async () => {
    const { hostileQuery, hostileString } = await import("../support/hostile-input");
    const routes = [
      (query: string) => getList(get(`/api/clinics?${query}`), context({ category: "clinics" })),
      (query: string) => getDirectory(get(`/api/directory?${query}`)),
      (query: string) => getMap(get(`/api/map/labs?${query}`), context({ segment: "labs" })),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("Berlin", "München", "Potsdam, Germany", "Springfield", "Deutschland"),
        hostileQuery,
        fc.oneof(fc.constantFrom("5", "25", "250", "1e9", "-5", ""), hostileString),
        fc.constantFrom(0, 1, 2),
        async (place, extra, radius, route) => {
          const params = new URLSearchParams(extra);
          params.set("near", place);
          params.set("radius", radius);
          const response = await routes[route]!(params.toString());
          expect(response.status, `${params}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the distance SQL", () => {
  it("agrees with lib/geo/distance.ts to the metre, on this database", async () => {
    const query = parseDirectoryQuery("clinics", new URLSearchParams());
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 35, max: 70, noNaN: true }),
        fc.double({ min: -10, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: -1.4, max: 1.4, noNaN: true }),
        async (lat, lng, dLat, dLng) => {
          const point = { lat: lat + dLat, lng: lng + dLng };
          await fixtures.pool.query(`UPDATE "Listing" SET lat = $1, lng = $2 WHERE id = $3`, [
            point.lat,
            point.lng,
            id("hamburg"),
          ]);
          const statement = nearIdsSql(
            { ...query, limit: 100 },
            { lat, lng, radiusKm: 250, sort: "distance", remote: null },
          );
          const rows = await db.$queryRaw<{ id: string; km: number }[]>(statement);
          const row = rows.find((r) => r.id === id("hamburg"));
          const expected = distanceKm({ lat, lng }, point);
          if (expected <= 250) expect(row?.km).toBeCloseTo(expected, 3);
          else expect(row).toBeUndefined();
        },
      ),
      { numRuns: 40 },
    );
    await fixtures.pool.query(`UPDATE "Listing" SET lat = $1, lng = $2 WHERE id = $3`, [
      HAMBURG.lat,
      HAMBURG.lng,
      id("hamburg"),
    ]);
  });
});

describe("city positions (syncCityPoints)", () => {
  const run = async (sql: string, values: unknown[]) => (await fixtures.pool.query(sql, values)).rows;
  const position = async (key: string) =>
    (await fixtures.pool.query(`SELECT "geoLat", "geoLng", "cityPointOf" FROM "Listing" WHERE id = $1`, [id(key)]))
      .rows[0];

  it("places a listing without coordinates at its city, follows a change of city, and forgets an unknown one", async () => {
    const before = await position("by-city");
    expect(before.geoLat).toBeCloseTo(BERLIN.lat, 3);
    await fixtures.pool.query(`UPDATE "Listing" SET city = 'Potsdam' WHERE id = $1`, [id("by-city")]);
    expect(await syncCityPoints(run, [id("by-city")])).toBe(1);
    expect((await position("by-city")).geoLng).toBeCloseTo(13.06, 1);
    await fixtures.pool.query(`UPDATE "Listing" SET city = 'Nowhereville Zq' WHERE id = $1`, [id("by-city")]);
    expect(await syncCityPoints(run, [id("by-city")])).toBe(1);
    expect(await position("by-city")).toEqual({ geoLat: null, geoLng: null, cityPointOf: "Nowhereville Zq|Germany" });
    // Looked up once: nothing left to do, until the place changes again.
    expect(await syncCityPoints(run, [id("by-city")])).toBe(0);
    await fixtures.pool.query(`UPDATE "Listing" SET city = 'Berlin' WHERE id = $1`, [id("by-city")]);
    expect(await syncCityPoints(run)).toBeGreaterThanOrEqual(1);
    expect((await position("by-city")).geoLat).toBeCloseTo(BERLIN.lat, 3);
  });

  it("a listing's own coordinates win over its city's", async () => {
    const row = await position("mitte");
    expect([row.geoLat, row.geoLng]).toEqual([MITTE.lat, MITTE.lng]);
  });
});
