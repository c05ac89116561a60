import { english as englishText } from "../support/coded-errors";
import { describe, expect, it } from "vitest";
import { GET as getMapPoints } from "@/app/api/map/[segment]/route";
import { GET as getNearest } from "@/app/api/places/nearest/route";
import { GET as getPlace } from "@/app/api/places/route";
import { GET as getStaticMap } from "@/app/api/static-map/route";
import type { MapPoints } from "@/lib/map/points";
import { PLACE_UNKNOWN_WITH_SUGGESTIONS } from "@/server/geo/resolve-place";
import { context, fixtureIds, get, json, type FixtureListing, setUpListingFixtures } from "./support/fixtures";

const { t, id } = fixtureIds();
const FIXTURES: FixtureListing[] = [
  { id: id("mitte"), kind: "clinic", name: `${t} Mitte`, country: "Germany", lat: 52.5163, lng: 13.3777 },
  { id: id("potsdam"), kind: "clinic", name: `${t} Potsdam`, country: "Germany", city: "Potsdam" },
  { id: id("nowhere"), kind: "clinic", name: `${t} Nowhere`, country: "Germany" },
  { id: id("lab"), kind: "lab", name: `${t} Lab`, country: "Germany", lat: 52.54, lng: 13.35 },
];
const fixtures = setUpListingFixtures(FIXTURES, { cityPoints: true });
const IDS = fixtures.ids;

describe("GET /api/places", () => {
  it("resolves a spelling to its city, with the city's own coordinates", async () => {
    const response = await getPlace(get("/api/places?near=Muenchen"));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ label: "Munich, Germany", country: "Germany" });
  });

  it("answers an ambiguous, unknown or missing place with a 400 on near", async () => {
    const ambiguous = await getPlace(get("/api/places?near=Springfield"));
    expect(ambiguous.status).toBe(400);
    expect(await json(ambiguous)).toMatchObject({
      error: {
        fields: { near: [expect.objectContaining({ message: expect.any(String) })] },
        suggestions: expect.any(Array),
      },
    });
    expect((await getPlace(get("/api/places"))).status).toBe(400);
    expect((await getPlace(get(`/api/places?near=${"x".repeat(201)}`))).status).toBe(400);
  });

  it("says why in the requested locale, English by default, and refuses an unknown locale", async () => {
    const english = await json(await getPlace(get("/api/places?near=Berln")));
    expect(english).toMatchObject({
      error: {
        message: englishText(PLACE_UNKNOWN_WITH_SUGGESTIONS),
        fields: {
          near: [
            { code: PLACE_UNKNOWN_WITH_SUGGESTIONS, params: {}, message: englishText(PLACE_UNKNOWN_WITH_SUGGESTIONS) },
          ],
        },
        suggestions: expect.arrayContaining(["Berlin, Germany"]),
      },
    });
    const german = await getPlace(get("/api/places?near=Berln&locale=de"));
    expect(german.status).toBe(400);
    const message = "Wir haben diesen Ort nicht gefunden. Meinten Sie einen dieser Orte?";
    expect(await json(german)).toMatchObject({
      error: {
        code: "bad_request",
        message,
        fields: { near: [expect.objectContaining({ code: PLACE_UNKNOWN_WITH_SUGGESTIONS, message })] },
        suggestions: expect.arrayContaining(["Berlin, Deutschland"]),
      },
    });
    // Each localized suggestion is a search that finds its city again.
    expect((await getPlace(get("/api/places?near=Berlin%2C%20Deutschland"))).status).toBe(200);
    const french = await json(await getPlace(get("/api/places?near=Germany&locale=fr")));
    expect(french).toMatchObject({
      error: {
        fields: {
          near: [
            expect.objectContaining({
              message: "Les distances se mesurent depuis une ville. Choisissez-en une, ou filtrez plutôt par pays.",
            }),
          ],
        },
      },
    });
    expect(await json(await getPlace(get(`/api/places?near=${"x".repeat(201)}&locale=it`)))).toMatchObject({
      error: { fields: { near: [expect.objectContaining({ message: "Inserisci al massimo 200 caratteri" })] } },
    });
    expect(await json(await getPlace(get("/api/places?near=%20&locale=nl")))).toMatchObject({
      error: { fields: { near: [expect.objectContaining({ message: "Vul een stad in" })] } },
    });
    const unknown = await getPlace(get("/api/places?near=Berlin&locale=xx"));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({
      error: { fields: { locale: [expect.objectContaining({ message: expect.any(String) })] } },
    });
  });
});

describe("GET /api/places/nearest", () => {
  it("names the city nearest a position rounded to 0.1°", async () => {
    const response = await getNearest(get("/api/places/nearest?lat=52.5&lng=13.4"));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ label: "Berlin, Germany" });
  });

  it("refuses a finer position, and answers 404 far from any town", async () => {
    for (const query of ["lat=52.52&lng=13.4", "lat=52.5", "lat=91.0&lng=0", "lat=x&lng=y"]) {
      expect((await getNearest(get(`/api/places/nearest?${query}`))).status, query).toBe(400);
    }
    expect((await getNearest(get("/api/places/nearest?lat=45.0&lng=-30.0"))).status).toBe(404);
  });
});

describe("GET /api/map/{segment}", () => {
  const points = async (segment: string, query = "") => {
    const response = await getMapPoints(get(`/api/map/${segment}?${query}`), context({ segment }));
    expect(response.status, `${segment}?${query}`).toBe(200);
    const body = await json<MapPoints>(response);
    return { ...body, ours: body.points.filter((p) => IDS.includes(p.id)) };
  };

  it("gives the results' positions, without those that have none", async () => {
    const { ours } = await points("clinics", "region=All+Regions");
    expect(ours.map((p) => p.id).sort()).toEqual([id("mitte"), id("potsdam")].sort());
    expect(ours.find((p) => p.id === id("mitte"))).toMatchObject({
      lat: 52.5163,
      lng: 13.3777,
      url: expect.stringMatching(/^\/clinic\//),
    });
  });

  it("near a place: the list's order and proximities, on every view", async () => {
    const { ours } = await points("clinics", "near=Berlin&radius=50");
    expect(ours.map((p) => p.id)).toEqual([id("mitte"), id("potsdam")]);
    expect(ours[1]?.proximity).toMatchObject({ type: "distance", approximate: true });
    const all = await points("directory", "near=Berlin&radius=50");
    expect(all.ours.map((p) => p.id)).toEqual([id("mitte"), id("lab"), id("potsdam")]);
  });

  it("answers 404 for an unknown segment and 400 for an unresolvable place", async () => {
    expect((await getMapPoints(get("/api/map/nope"), context({ segment: "nope" }))).status).toBe(404);
    const response = await getMapPoints(get("/api/map/clinics?near=Springfield"), context({ segment: "clinics" }));
    expect(response.status).toBe(400);
  });
});

describe("GET /api/static-map", () => {
  it("draws an SVG map of the point, cached for a year", async () => {
    const response = await getStaticMap(get("/api/static-map?lat=52.5244&lng=13.4105"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 400 240"/);
    expect(svg).toContain('<path d="M');
    expect(svg).not.toMatch(/<script|href=/);
  });

  it("refuses positions with more than four decimals, or off the map", async () => {
    for (const query of ["lat=52.52441&lng=13.4105", "lat=89&lng=0", "lat=&lng=", "lng=1"]) {
      expect((await getStaticMap(get(`/api/static-map?${query}`))).status, query).toBe(400);
    }
  });
});
