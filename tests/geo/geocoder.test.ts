import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { geocodeAddress } from "@/server/geo";
import { createGeocoder, firstPoint } from "@/server/geo/geocoder";

type Seen = { path: string; query: URLSearchParams; userAgent: string | undefined };

const seen: Seen[] = [];
let open = 0;
let mostOpen = 0;
let base = "";

// A local Nominatim (/search) and Photon (/api) peer; "slow" answers after the client's timeout.
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  seen.push({ path: url.pathname, query: url.searchParams, userAgent: req.headers["user-agent"] });
  open += 1;
  mostOpen = Math.max(mostOpen, open);
  const q = url.searchParams.get("q") ?? "";
  const answer = (status: number, body: string) =>
    setTimeout(() => {
      open -= 1;
      res.writeHead(status, { "content-type": "application/json" }).end(body);
    }, 20);
  if (q.includes("slow")) return void setTimeout(() => answer(200, "[]"), 500);
  if (q.includes("broken")) return answer(200, "{not json");
  if (q.includes("error")) return answer(503, "{}");
  if (q.includes("nowhere")) return answer(200, url.pathname === "/api" ? '{"features":[]}' : "[]");
  if (url.pathname === "/search")
    return answer(200, JSON.stringify([{ lat: "52.5200066", lon: "13.404954", display_name: "Berlin" }]));
  if (url.pathname === "/api")
    return answer(
      200,
      JSON.stringify({
        type: "FeatureCollection",
        features: [{ geometry: { type: "Point", coordinates: [2.35, 48.85] } }],
      }),
    );
  answer(404, "{}");
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  mostOpen = 0;
});

/** A clock that moves only when the geocoder sleeps: spacing is checked without waiting. */
function fakeClock() {
  let time = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe("geocodeAddress over a configured endpoint", () => {
  it("reads Nominatim's answer, asking for one JSON result with the site's User-Agent", async () => {
    const geocode = createGeocoder({ url: `${base}/search`, ...fakeClock() });
    const point = await geocode({ street: "Unter den Linden 1", postcode: "10117", city: "Berlin", country: "DE" });
    expect(point).toEqual({ lat: 52.5200066, lng: 13.404954 });
    expect(seen[0]?.query.get("q")).toBe("Unter den Linden 1, 10117 Berlin, DE");
    expect(seen[0]?.query.get("format")).toBe("jsonv2");
    expect(seen[0]?.query.get("limit")).toBe("1");
    expect(seen[0]?.userAgent).toMatch(/^LongevityDirectory\/1\.0 \(\+https?:\/\/.+\/contact\)$/);
  });

  it("reads Photon's GeoJSON (longitude first), without Nominatim's format parameter", async () => {
    const geocode = createGeocoder({ url: `${base}/api`, ...fakeClock() });
    expect(await geocode({ street: "1 Rue de Rivoli", city: "Paris", country: "France" })).toEqual({
      lat: 48.85,
      lng: 2.35,
    });
    expect(seen[0]?.query.has("format")).toBe(false);
  });

  it("asks one at a time, each at least a second after the previous one started", async () => {
    const clock = fakeClock();
    const geocode = createGeocoder({ url: `${base}/search`, ...clock });
    const answers = await Promise.all(["Berlin", "Hamburg", "Munich"].map((city) => geocode({ city })));
    expect(answers.every((answer) => answer?.lat === 52.5200066)).toBe(true);
    expect(mostOpen).toBe(1);
    expect(clock.sleeps).toEqual([1_000, 1_000]);
  });

  it("is null when nothing is found, the answer is broken, the endpoint fails or is too slow", async () => {
    const geocode = createGeocoder({ url: `${base}/search`, timeoutMs: 200, ...fakeClock() });
    for (const city of ["nowhere", "broken", "error", "slow"]) expect(await geocode({ city })).toBeNull();
    const photon = createGeocoder({ url: `${base}/api`, ...fakeClock() });
    expect(await photon({ city: "nowhere" })).toBeNull();
  });

  it("asks nothing for an address without a city or postcode", async () => {
    const geocode = createGeocoder({ url: `${base}/search`, ...fakeClock() });
    expect(await geocode({ street: "Main Street 1", country: "US" })).toBeNull();
    expect(await geocode({})).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe("firstPoint", () => {
  it.each([
    [[{ lat: "91", lon: "0" }]],
    [[{ lat: "x", lon: "0" }]],
    [{ features: [{ geometry: { coordinates: ["a", "b"] } }] }],
    [{ features: [{}] }],
    [null],
    ["[]"],
  ])("refuses %j", (answer) => expect(firstPoint(answer)).toBeNull());
});

describe("geocodeAddress without GEOCODER_URL", () => {
  it("is null and asks nobody: the caller falls back to the gazetteer", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://unused@127.0.0.1/unused");
    vi.stubEnv("GEOCODER_URL", "");
    expect(await geocodeAddress({ street: "Unter den Linden 1", city: "Berlin", country: "DE" })).toBeNull();
    expect(seen).toEqual([]);
  });
});
