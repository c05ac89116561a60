// The clinic filter on the cheapest listed service, through the page's query, the directory API and the v1 API, on
// the database under test (PGlite and PostgreSQL): the lowest end of any service's price range in euros at most X.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as getList } from "@/app/api/[category]/route";
import { GET as v1Listings } from "@/app/api/v1/listings/route";
import { directoryQuery, parseDirectoryState } from "@/lib/directory/directory-schema";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { directoryListings } from "@/server/listings/read/directory";
import {
  context,
  fixtureIds,
  get,
  json,
  type FixtureListing,
  type ItemJson,
  setUpListingFixtures,
} from "./support/fixtures";
import { hostileString } from "../support/hostile-input";

const { t, id } = fixtureIds();
const service = (name: string, priceMin: number, extra: Record<string, unknown> = {}) => ({
  name,
  priceMin,
  sourceUrl: "https://clinic.example.org/prices",
  checkedAt: "2026-11-20",
  ...extra,
});
const clinic = (name: string, facts: Partial<FixtureListing>): FixtureListing => ({
  id: id(name),
  kind: "clinic",
  name: `${t} ${name}`,
  ...facts,
});

const FIXTURES: FixtureListing[] = [
  // Cheapest €150 (a range from 150), the others dearer.
  clinic("ranged", {
    currency: "EUR",
    servicePrices: [service("Full check-up", 900, { priceMax: 1500 }), service("DEXA", 150, { priceMax: 220 })],
  }),
  // One service from €400; its listing price (€90, a consultation) is not a service price.
  clinic("single", { priceFrom: 90, currency: "EUR", servicePrices: [service("Whole-body MRI", 400)] }),
  // A free first visit: the cheapest service costs nothing.
  clinic("free", { servicePrices: [service("First visit", 0), service("CPET", 350)] }),
  // The service in euros though the listing's price is in pounds; the pound service is not compared.
  clinic("own-currency", {
    currency: "GBP",
    servicePrices: [service("Calcium score", 50, { currency: "GBP" }), service("CGM", 200, { currency: "EUR" })],
  }),
  // Only in francs: no price in euros to compare.
  clinic("francs", { currency: "CHF", servicePrices: [service("Check-up", 10)] }),
  // No services listed; a service price of a practitioner is not a clinic's.
  clinic("none", { priceFrom: 20, currency: "EUR" }),
  clinic("empty", { servicePrices: [] }),
  { id: id("practitioner"), kind: "practitioner", name: `${t} Practitioner`, servicePrices: [service("Visit", 10)] },
  clinic("draft", { status: "draft", servicePrices: [service("Check-up", 5)] }),
];
const fixtures = setUpListingFixtures(FIXTURES);
const IDS = fixtures.ids;

const sorted = (ids: string[]) => [...ids].sort();
const ours = (items: { id: string }[]) => sorted(items.map((item) => item.id).filter((item) => IDS.includes(item)));

async function api(query: string): Promise<string[]> {
  const response = await getList(get(`/api/clinics?limit=100&search=${t}&${query}`), context({ category: "clinics" }));
  expect(response.status, `${query}: ${response.status}`).toBe(200);
  return ours(await json<ItemJson[]>(response));
}

async function v1(query: string): Promise<Response> {
  const url = new URL(`/api/v1/listings?category=clinics&limit=100&search=${t}&${query}`, "http://localhost");
  const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return v1Listings(new NextRequest(url, { headers: { "x-forwarded-for": address } }), context());
}

async function page(query: string): Promise<string[]> {
  const state = parseDirectoryState(new URLSearchParams(`category=clinics&search=${t}&${query}`));
  const results = await directoryListings({ ...directoryQuery(state), limit: 100 });
  if (!results.ok) throw new Error(results.message);
  return ours(results.items);
}

/** The page's query, the directory API and the v1 API agree, and the agreed answer is returned. */
async function all(query: string): Promise<string[]> {
  const fromApi = await api(query);
  expect(await page(query), query).toEqual(fromApi);
  const response = await v1(query);
  expect(response.status, query).toBe(200);
  expect(ours(await json<{ id: string }[]>(response)), query).toEqual(fromApi);
  return fromApi;
}

describe("maxServicePrice", () => {
  it("keeps the clinics whose cheapest service in euros is at most X", async () => {
    expect(await all("maxServicePrice=0")).toEqual([id("free")]);
    expect(await all("maxServicePrice=149")).toEqual([id("free")]);
    expect(await all("maxServicePrice=150")).toEqual(sorted([id("free"), id("ranged")]));
    expect(await all("maxServicePrice=200")).toEqual(sorted([id("free"), id("ranged"), id("own-currency")]));
    expect(await all("maxServicePrice=400")).toEqual(
      sorted([id("free"), id("ranged"), id("own-currency"), id("single")]),
    );
    // Services only in another currency, none listed, or a practitioner's or a draft's: never.
    expect(await all("maxServicePrice=1000000")).toEqual(
      sorted([id("free"), id("ranged"), id("own-currency"), id("single")]),
    );
    // Without the filter every published clinic is there.
    expect(await all("")).toEqual(
      sorted(["ranged", "single", "free", "own-currency", "francs", "none", "empty"].map(id)),
    );
  });

  it("combines with the other clinic filters", async () => {
    expect(await all("maxServicePrice=400&priceMax=100")).toEqual([id("single")]);
  });

  it("bad values are coded 400s in both APIs; the page drops them", async () => {
    for (const bad of ["-1", "1.5", "abc", "1000001"]) {
      const response = await getList(get(`/api/clinics?maxServicePrice=${bad}`), context({ category: "clinics" }));
      expect(response.status, bad).toBe(400);
      expect((await json<ApiErrorBody>(response)).error.fields?.maxServicePrice?.[0]?.code).toBe(
        "errors.nameWholeNumberBetween",
      );
      const strict = await v1(`maxServicePrice=${bad}`);
      expect(strict.status, bad).toBe(400);
      expect((await json<ApiErrorBody>(strict)).error.fields?.maxServicePrice?.[0]?.code).toBe(
        "errors.nameWholeNumberBetween",
      );
      expect(await page(`maxServicePrice=${bad}`)).toEqual(await page(""));
    }
    // The v1 API refuses a key the view does not take: labs have no service prices.
    const url = new URL("/api/v1/listings?category=labs&maxServicePrice=10", "http://localhost");
    const labs = await v1Listings(new NextRequest(url, { headers: { "x-forwarded-for": "10.9.1.1" } }), context());
    expect(labs.status).toBe(400);
    expect(Object.keys((await json<ApiErrorBody>(labs)).error.fields ?? {})).toEqual(["maxServicePrice"]);
  });

  it("hostile values are 400s or answers, never a 5xx, in the page's query and both APIs", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (value) => {
        const query = `maxServicePrice=${encodeURIComponent(value.toWellFormed())}`;
        const response = await getList(get(`/api/clinics?${query}`), context({ category: "clinics" }));
        expect(response.status, query).toBeLessThan(500);
        expect((await v1(query)).status, query).toBeLessThan(500);
        const results = await directoryListings({
          ...directoryQuery(parseDirectoryState(new URLSearchParams(`category=clinics&${query}`))),
          limit: 5,
        });
        expect(results.ok, query).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
