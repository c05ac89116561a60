// The buyer's filters on wearables' and supplements' new facts, through the API handler and the page's query, on the
// database under test (PGlite and PostgreSQL): two-year cost in euros at most X, a metric validated by a study, and
// third-party tested (supplements and foods) counting a test on record.
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
const wearable = (name: string, facts: Partial<FixtureListing>): FixtureListing => ({
  id: id(name),
  kind: "wearable",
  name: `${t} ${name}`,
  ...facts,
});
const study = (metric: string) => ({
  metric,
  referenceMethod: metric === "sleep-stages" ? "polysomnography" : "ecg",
  doi: "10.1000/example",
  checkedAt: "2026-11-01",
});

const FIXTURES: FixtureListing[] = [
  // €300 + 24 × €6 = €444.
  wearable("ring", {
    priceFrom: 300,
    currency: "EUR",
    subscriptionPrice: 6,
    validationStudies: [study("sleep-stages"), study("hrv")],
  }),
  // No subscription, stated: the device's €250.
  wearable("band", {
    priceFrom: 250,
    currency: "EUR",
    subscriptionAvailable: false,
    validationStudies: [study("steps")],
  }),
  // $200 + 24 × $10 = $440, about €404.80 at the reference rate (a wearable without a currency is in dollars).
  wearable("strap", { priceFrom: 200, subscriptionPrice: 10, validationStudies: [study("heart-rate")] }),
  // The subscription in pounds, the device in euros: no two-year cost.
  wearable("mixed", { priceFrom: 100, currency: "EUR", subscriptionPrice: 5, subscriptionCurrency: "GBP" }),
  // Whether it has a subscription is unknown: no two-year cost.
  wearable("unknown-plan", { priceFrom: 90, currency: "EUR" }),
  {
    id: id("supp-record"),
    kind: "supplement",
    name: `${t} Recorded Magnesium`,
    thirdPartyTests: [
      {
        programme: "informed-sport",
        product: "Magnesium",
        registerUrl: "https://sport.wetestyoutrust.com/",
        checkedAt: "2026-11-01",
      },
    ],
  },
  { id: id("supp-none"), kind: "supplement", name: `${t} Plain Zinc`, thirdPartyTests: [] },
  {
    id: id("food-record"),
    kind: "food",
    name: `${t} Recorded Oats`,
    thirdPartyTests: [
      {
        programme: "cologne-list",
        product: "Oats",
        registerUrl: "https://www.koelnerliste.com/",
        checkedAt: "2026-11-01",
      },
    ],
  },
  { id: id("food-none"), kind: "food", name: `${t} Plain Oats` },
];
const fixtures = setUpListingFixtures(FIXTURES);
const IDS = fixtures.ids;

const sorted = (ids: string[]) => [...ids].sort();

async function api(category: string, query: string): Promise<string[]> {
  const response = await getList(get(`/api/${category}?limit=100&search=${t}&${query}`), context({ category }));
  expect(response.status, `${query}: ${response.status}`).toBe(200);
  return sorted((await json<ItemJson[]>(response)).map((item) => item.id).filter((item) => IDS.includes(item)));
}

async function page(category: string, query: string): Promise<string[]> {
  const state = parseDirectoryState(new URLSearchParams(`category=${category}&search=${t}&${query}`));
  const results = await directoryListings({ ...directoryQuery(state), limit: 100 });
  if (!results.ok) throw new Error(results.message);
  return sorted(results.items.map((item) => item.id).filter((item) => IDS.includes(item)));
}

const both = async (category: string, query: string) => {
  const fromApi = await api(category, query);
  expect(await page(category, query), query).toEqual(fromApi);
  return fromApi;
};

describe("wearable filters", () => {
  it("two-year cost at most X euros: device plus 24 months, converted; unknown or mixed currencies left out", async () => {
    expect(await both("wearables", "maxTwoYearCost=444")).toEqual(sorted([id("ring"), id("band"), id("strap")]));
    expect(await both("wearables", "maxTwoYearCost=443")).toEqual(sorted([id("band"), id("strap")]));
    expect(await both("wearables", "maxTwoYearCost=404")).toEqual([id("band")]);
    expect(await both("wearables", "maxTwoYearCost=100000")).not.toContain(id("mixed"));
    expect(await both("wearables", "maxTwoYearCost=100000")).not.toContain(id("unknown-plan"));
  });

  it("validated measurement: any metric asked for has a study on record", async () => {
    expect(await both("wearables", "validatedMetric=hrv")).toEqual([id("ring")]);
    expect(await both("wearables", "validatedMetric=steps")).toEqual([id("band")]);
    // The API takes several values of a select, comma-separated; the page's select holds one.
    expect(await api("wearables", "validatedMetric=steps,heart-rate")).toEqual(sorted([id("band"), id("strap")]));
    expect(await both("wearables", "validatedMetric=spo2")).toEqual([]);
  });

  it("both together", async () => {
    expect(await both("wearables", "validatedMetric=steps&maxTwoYearCost=300")).toEqual([id("band")]);
    expect(await both("wearables", "validatedMetric=sleep-stages&maxTwoYearCost=400")).toEqual([]);
  });

  it("bad values are coded 400s; the page drops them", async () => {
    const zero = await getList(get("/api/wearables?maxTwoYearCost=0"), context({ category: "wearables" }));
    expect(zero.status).toBe(400);
    expect((await json<ApiErrorBody>(zero)).error.fields?.maxTwoYearCost?.[0]?.code).toBe(
      "errors.nameWholeNumberBetween",
    );
    const metric = await getList(get("/api/wearables?validatedMetric=vibes"), context({ category: "wearables" }));
    expect(metric.status).toBe(400);
    expect((await json<ApiErrorBody>(metric)).error.fields?.validatedMetric?.[0]?.code).toBe("errors.unknownValue");
    expect(parseDirectoryState(new URLSearchParams("category=wearables&maxTwoYearCost=-3")).filters).toEqual({});
  });
});

describe("third-party tested", () => {
  it("counts a test on record with its register entry", async () => {
    expect(await both("supplements", "thirdPartyTested=true")).toEqual([id("supp-record")]);
    expect(await both("foods", "thirdPartyTested=true")).toEqual([id("food-record")]);
  });
});
