// The panel filters through the API handler and the page's query, on the database under test (PGlite and
// PostgreSQL): "includes ApoB, at most €5 per measured marker" finds the labs with ONE panel that does both.
import { describe, expect, it } from "vitest";
import { GET as getList } from "@/app/api/[category]/route";
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

const { t, id } = fixtureIds();
const lab = (name: string, testPanels: unknown, facts: Partial<FixtureListing> = {}): FixtureListing => ({
  id: id(name),
  kind: "lab",
  name: `${t} ${name}`,
  testPanels,
  ...facts,
});

// Ten markers, two of them calculated by the catalogue (LDL, HOMA-IR): 8 measured.
const TEN = [
  "apob",
  "ldl",
  "hdl",
  "total-cholesterol",
  "triglycerides",
  "glucose",
  "insulin",
  "homa-ir",
  "tsh",
  "hba1c",
];

const FIXTURES: FixtureListing[] = [
  // €40 / 8 measured = €5.00: on the limit.
  lab("apob-on-limit", [{ name: "Heart", price: 40, biomarkers: TEN }]),
  // €41 / 8 = €5.13: over it.
  lab("apob-dear", [{ name: "Heart", price: 41, biomarkers: TEN }]),
  // The cheap panel lacks ApoB, the one with ApoB is dear: no single panel does both.
  lab("split-panels", [
    { name: "Basic", price: 10, biomarkers: ["hdl", "glucose", "tsh", "hba1c"] },
    { name: "ApoB", price: 30, biomarkers: ["apob"] },
  ]),
  // The panel says every marker but ApoB is calculated: €9 for one measured marker.
  lab("own-calculated", [{ name: "Odd", price: 9, biomarkers: ["apob", "ldl", "hdl"], calculated: ["ldl", "hdl"] }]),
  // Cheap, but in pounds: not compared.
  lab("pounds", [{ name: "Heart", price: 10, currency: "GBP", biomarkers: TEN }]),
  // The listing is in pounds and the panel says euros: compared.
  lab("panel-in-euros", [{ name: "Heart", price: 16, currency: "EUR", biomarkers: TEN }], { currency: "GBP" }),
  // ApoB and Lp(a), no price.
  lab("unpriced", [{ name: "Lipids", biomarkers: ["apob", "lpa"] }]),
  lab("no-panels", null),
];
const fixtures = setUpListingFixtures(FIXTURES);
const IDS = fixtures.ids;

const sorted = (ids: string[]) => [...ids].sort();

async function api(query: string): Promise<string[]> {
  const response = await getList(get(`/api/labs?limit=100&search=${t}&${query}`), context({ category: "labs" }));
  expect(response.status, `${query}: ${response.status}`).toBe(200);
  return sorted((await json<ItemJson[]>(response)).map((item) => item.id).filter((item) => IDS.includes(item)));
}

async function page(query: string): Promise<string[]> {
  const state = parseDirectoryState(new URLSearchParams(`category=labs&search=${t}&${query}`));
  const results = await directoryListings({ ...directoryQuery(state), limit: 100 });
  if (!results.ok) throw new Error(results.message);
  return sorted(results.items.map((item) => item.id).filter((item) => IDS.includes(item)));
}

describe("panel filters", () => {
  it('"includes ApoB, at most €5 per measured marker": the same labs in the API and the page', async () => {
    const expected = sorted([id("apob-on-limit"), id("panel-in-euros")]);
    expect(await api("markers=apob&maxPerMarker=5")).toEqual(expected);
    expect(await page("markers=apob&maxPerMarker=5")).toEqual(expected);
  });

  it("markers: every one asked for, in one panel", async () => {
    expect(await api("markers=apob,lpa")).toEqual([id("unpriced")]);
    expect(await page("markers=lpa,apob")).toEqual([id("unpriced")]);
    expect(await api("markers=hdl,glucose")).toEqual(
      sorted([id("apob-on-limit"), id("apob-dear"), id("split-panels"), id("pounds"), id("panel-in-euros")]),
    );
  });

  it("€ per measured marker: the panel's own calculated markers count as not measured; other currencies left out", async () => {
    expect(await api("maxPerMarker=9")).toEqual(
      sorted([id("apob-on-limit"), id("apob-dear"), id("split-panels"), id("own-calculated"), id("panel-in-euros")]),
    );
    expect(await api("maxPerMarker=2")).toEqual(sorted([id("panel-in-euros")]));
    expect(await api("markers=apob&maxPerMarker=8")).toEqual(
      sorted([id("apob-on-limit"), id("apob-dear"), id("panel-in-euros")]),
    );
  });

  it("bad values are coded 400s", async () => {
    const unknown = await getList(get("/api/labs?markers=apob,unicorn"), context({ category: "labs" }));
    expect(unknown.status).toBe(400);
    expect((await json<ApiErrorBody>(unknown)).error.fields?.markers?.[0]?.code).toBe("errors.unknownValue");
    const zero = await getList(get("/api/labs?maxPerMarker=0"), context({ category: "labs" }));
    expect(zero.status).toBe(400);
    expect((await json<ApiErrorBody>(zero)).error.fields?.maxPerMarker?.[0]?.code).toBe(
      "errors.nameWholeNumberBetween",
    );
  });
});
