// The directory's fact filters and sorts through the API handlers, on the database under test (PGlite and PostgreSQL):
// price range in euros across currencies, accreditation, sample method and home collection, turnaround, telehealth,
// diagnostics offered, third-party testing; sorted by price, rating or recent verification; bad values are 400s.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as getAll } from "@/app/api/directory/route";
import { GET as getList } from "@/app/api/[category]/route";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { hostileString } from "../support/hostile-input";
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
const lab = (name: string, facts: Partial<FixtureListing>): FixtureListing => ({
  id: id(name),
  kind: "lab",
  name: `${t} ${name}`,
  ...facts,
});

const FIXTURES: FixtureListing[] = [
  lab("lab-iso", {
    priceFrom: 120,
    currency: "EUR",
    accreditations: ["iso-15189"],
    sampleMethods: ["venous-site"],
    turnaroundDays: 2,
    rating: 4,
    reviewCount: 2,
    lastVerifiedAt: new Date("2026-01-10T00:00:00Z"),
  }),
  // £50 is about €58.50 at the reference rate.
  lab("lab-kit", {
    priceFrom: 50,
    currency: "GBP",
    accreditations: ["ce-ivd"],
    sampleMethods: ["finger-prick-kit"],
    turnaroundDays: 7,
    rating: 4.8,
    reviewCount: 9,
    lastVerifiedAt: new Date("2026-06-01T00:00:00Z"),
  }),
  lab("lab-unknown", { sampleMethods: ["home-phlebotomist"] }),
  // Accredited by its register record alone: the filter reads the records' standards too.
  lab("lab-record", {
    priceFrom: 6000,
    currency: "EUR",
    accreditationRecords: [
      {
        body: "dakks",
        standard: "iso-15189",
        number: "D-ML-12345-01-00",
        registerUrl: "https://www.dakks.de/",
        checkedAt: "2026-11-30",
      },
    ],
  }),
  // A currency without a reference rate: its price cannot be compared, so price filters leave it out.
  lab("lab-odd-currency", { priceFrom: 80, currency: "XYZ", turnaroundDays: 30 }),
  lab("lab-dear-a", { priceFrom: 999_700 }),
  lab("lab-dear-b", { priceFrom: 999_500 }),
  {
    id: id("clinic-full"),
    kind: "clinic",
    name: `${t} Full Clinic`,
    priceFrom: 2000,
    accreditations: ["jci"],
    diagnostics: ["whole-body-mri", "dexa", "cgm"],
    telehealth: true,
  },
  {
    id: id("clinic-mri"),
    kind: "clinic",
    name: `${t} MRI Clinic`,
    priceFrom: 900,
    diagnostics: ["whole-body-mri"],
    telehealth: false,
  },
  {
    id: id("clinic-heart"),
    kind: "clinic",
    name: `${t} Heart Clinic`,
    diagnostics: ["coronary-calcium-score", "cpet-vo2max"],
  },
  {
    id: id("pract-tele"),
    kind: "practitioner",
    name: `${t} Tele Doctor`,
    telehealth: true,
    diagnostics: ["dexa", "coronary-calcium-score"],
  },
  { id: id("pract-visit"), kind: "practitioner", name: `${t} Visit Doctor` },
  {
    id: id("supp-tested"),
    kind: "supplement",
    name: `${t} Tested Omega`,
    thirdPartyTested: true,
    thirdPartyTesting: ["informed-sport"],
  },
  {
    id: id("supp-listed"),
    kind: "supplement",
    name: `${t} Listed Creatine`,
    thirdPartyTesting: ["nsf-contents-certified"],
  },
  { id: id("supp-plain"), kind: "supplement", name: `${t} Plain Magnesium`, thirdPartyTested: false },
];
const fixtures = setUpListingFixtures(FIXTURES);
const IDS = fixtures.ids;

const list = (segment: string, query: string) =>
  getList(get(`/api/${segment}?${query}`), context({ category: segment }));

/** Our fixtures a view returns, in its order: searched by the fixtures' token unless `browse`. */
async function ours(segment: string, query: string, { browse = false } = {}): Promise<string[]> {
  const response = await list(segment, `limit=100&${browse ? "" : `search=${t}&`}${query}`);
  expect(response.status, `${segment}?${query}: ${response.status}`).toBe(200);
  return (await json<ItemJson[]>(response)).map((item) => item.id).filter((item) => IDS.includes(item));
}

const sorted = (ids: string[]) => [...ids].sort();

describe("fact filters", () => {
  it("price range: in euros across currencies, without unpriced listings or unknown currencies", async () => {
    expect(await ours("labs", "priceMax=100")).toEqual([id("lab-kit")]);
    expect(sorted(await ours("labs", "priceMin=55&priceMax=120"))).toEqual(sorted([id("lab-iso"), id("lab-kit")]));
    expect(sorted(await ours("labs", "priceMin=100&priceMax=5000"))).toEqual([id("lab-iso")]);
    expect(await ours("labs", "priceMin=59")).not.toContain(id("lab-kit"));
    expect(sorted(await ours("clinics", "priceMin=1000"))).toEqual([id("clinic-full")]);
    expect(await ours("labs", "priceMax=1000000")).not.toContain(id("lab-odd-currency"));
  });

  it("price range without a search: the browse order, and sorted by price", async () => {
    expect(sorted(await ours("labs", "priceMin=999000", { browse: true }))).toEqual(
      sorted([id("lab-dear-a"), id("lab-dear-b")]),
    );
    expect(await ours("labs", "priceMin=999000&sort=price", { browse: true })).toEqual([
      id("lab-dear-b"),
      id("lab-dear-a"),
    ]);
  });

  it("accreditation: any of the values asked for, and only the kind's own", async () => {
    expect(sorted(await ours("labs", "accreditation=iso-15189"))).toEqual(sorted([id("lab-iso"), id("lab-record")]));
    expect(sorted(await ours("labs", "accreditation=iso-15189,ce-ivd"))).toEqual(
      sorted([id("lab-iso"), id("lab-kit"), id("lab-record")]),
    );
    expect(await ours("labs", "accreditation=ce-ivd")).toEqual([id("lab-kit")]);
    expect(await ours("clinics", "accreditation=jci")).toEqual([id("clinic-full")]);
    const wrongKind = await list("labs", "accreditation=jci");
    expect(wrongKind.status).toBe(400);
    expect((await json<ApiErrorBody>(wrongKind)).error.fields?.accreditation?.[0]?.message).toMatch(
      /Unknown Accreditation 'jci'/,
    );
  });

  it("sample method: one method, or any home collection", async () => {
    expect(await ours("labs", "sampleMethod=venous-site")).toEqual([id("lab-iso")]);
    expect(sorted(await ours("labs", "sampleMethod=home"))).toEqual(sorted([id("lab-kit"), id("lab-unknown")]));
    expect(await ours("labs", "sampleMethod=home-phlebotomist")).toEqual([id("lab-unknown")]);
  });

  it("turnaround: results within N days, unknown turnaround left out", async () => {
    expect(await ours("labs", "turnaround=3")).toEqual([id("lab-iso")]);
    expect(sorted(await ours("labs", "turnaround=7"))).toEqual(sorted([id("lab-iso"), id("lab-kit")]));
    expect(await ours("labs", "turnaround=365")).toHaveLength(3);
  });

  it("telehealth on clinics and practitioners", async () => {
    expect(await ours("clinics", "telehealth=true")).toEqual([id("clinic-full")]);
    expect(await ours("practitioners", "telehealth=true")).toEqual([id("pract-tele")]);
  });

  it("diagnostics offered: every one asked for", async () => {
    expect(sorted(await ours("clinics", "diagnostics=whole-body-mri"))).toEqual(
      sorted([id("clinic-full"), id("clinic-mri")]),
    );
    expect(await ours("clinics", "diagnostics=whole-body-mri,dexa")).toEqual([id("clinic-full")]);
    expect(await ours("clinics", "diagnostics=cpet-vo2max")).toEqual([id("clinic-heart")]);
    expect(await ours("clinics", "diagnostics=coronary-calcium-score")).toEqual([id("clinic-heart")]);
    expect(await ours("clinics", "diagnostics=epigenetic-age")).toEqual([]);
  });

  it("diagnostics offered by practitioners, through the same filter", async () => {
    expect(await ours("practitioners", "diagnostics=dexa")).toEqual([id("pract-tele")]);
    expect(await ours("practitioners", "diagnostics=dexa,cgm")).toEqual([]);
    const unknown = await list("practitioners", "diagnostics=x-ray");
    expect(unknown.status).toBe(400);
  });

  it("third-party tested: flagged, or naming a testing programme", async () => {
    expect(sorted(await ours("supplements", "thirdPartyTested=true"))).toEqual(
      sorted([id("supp-listed"), id("supp-tested")]),
    );
  });
});

describe("sort", () => {
  const unknownLast = sorted([id("lab-unknown"), id("lab-odd-currency")]);

  it("by lowest price (converted), unpriced last; by rating; by most recently verified", async () => {
    const byPrice = await ours("labs", "sort=price");
    expect(byPrice.slice(0, 2)).toEqual([id("lab-kit"), id("lab-iso")]);
    expect(byPrice.slice(-2)).toEqual(unknownLast);
    expect((await ours("labs", "sort=rating")).slice(0, 2)).toEqual([id("lab-kit"), id("lab-iso")]);
    expect((await ours("labs", "sort=verified")).slice(0, 2)).toEqual([id("lab-kit"), id("lab-iso")]);
  });

  it("pages a sorted view by offset, without a keyset cursor", async () => {
    const first = await list("labs", "priceMin=999000&sort=price&limit=1");
    expect(first.headers.get("x-next-cursor")).toBeNull();
    expect((await json<ItemJson[]>(first)).map((item) => item.id)).toEqual([id("lab-dear-b")]);
    const second = await list("labs", "priceMin=999000&sort=price&limit=1&offset=1");
    expect((await json<ItemJson[]>(second)).map((item) => item.id)).toEqual([id("lab-dear-a")]);
    const cursor = (await list("labs", "priceMin=999000&limit=1")).headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const mixed = await list("labs", `sort=price&cursor=${cursor}`);
    expect(mixed.status).toBe(400);
    expect((await json<ApiErrorBody>(mixed)).error.fields?.cursor).toBeDefined();
  });

  it("sorts the 'all' view too", async () => {
    const response = await getAll(get(`/api/directory?search=${t}&sort=price&limit=100`), context());
    expect(response.status).toBe(200);
    const found = (await json<ItemJson[]>(response)).map((item) => item.id).filter((item) => IDS.includes(item));
    expect(found.slice(0, 4)).toEqual([id("lab-kit"), id("lab-iso"), id("clinic-mri"), id("clinic-full")]);
  });
});

describe("bad values", () => {
  it.each([
    ["labs", "priceMin=abc", "priceMin"],
    ["labs", "priceMin=-1", "priceMin"],
    ["labs", "priceMax=1000001", "priceMax"],
    ["labs", "priceMax=12.5", "priceMax"],
    ["labs", "turnaround=0", "turnaround"],
    ["labs", "sampleMethod=teleport", "sampleMethod"],
    ["clinics", "diagnostics=x-ray", "diagnostics"],
    ["clinics", "telehealth=false", "telehealth"],
    ["supplements", "thirdPartyTested=yes", "thirdPartyTested"],
    ["wearables", "sort=cheapest", "sort"],
  ])("%s?%s is a 400 naming %s", async (segment, query, field) => {
    const response = await list(segment, query);
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiErrorBody>(response)).error.fields ?? {})).toEqual([field]);
  });

  it("a filter another kind has is ignored, like any unknown parameter", async () => {
    expect(await ours("wearables", "turnaround=abc")).toEqual([]);
  });

  it("never answers 5xx to hostile fact parameters; a 400 names only parameters that were sent", async () => {
    const keys = ["priceMin", "priceMax", "accreditation", "sampleMethod", "turnaround", "telehealth"] as const;
    const nearlyValid = fc.constantFrom("0", "1", "999999", "1000000", "00012", "1e3", "iso-15189", "home", "true");
    const value = fc.oneof(nearlyValid, hostileString);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys, "diagnostics", "thirdPartyTested", "sort"), value, { maxKeys: 4 }),
        fc.constantFrom("labs", "clinics", "practitioners", "supplements", "events"),
        async (params, segment) => {
          const query = new URLSearchParams(
            Object.entries(params).map(([key, raw]) => [key, raw.toWellFormed()]),
          ).toString();
          const response = await list(segment, query);
          expect([200, 400], `${segment}?${query}`).toContain(response.status);
          if (response.status === 400) {
            const fields = Object.keys((await json<ApiErrorBody>(response)).error.fields ?? {});
            expect(fields.length).toBeGreaterThan(0);
            for (const field of fields) expect(Object.keys(params)).toContain(field);
          }
        },
      ),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 60) },
    );
  });
});
