import { fieldMessages } from "../support/coded-errors";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { describe, expect, it } from "vitest";
import { GET as getDetail } from "@/app/api/[category]/[id]/route";
import { GET as getList } from "@/app/api/[category]/route";
import { parseDirectoryQuery } from "@/lib/directory/directory-api-schema";
import { API_SEGMENTS } from "@/lib/directory/kinds";
import {
  fullTextIdsSql,
  termSharesSql,
  textSearch,
  toPrefixTsQuery,
  type TermShare,
} from "@/server/listings/read/search-sql";
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

const FIXTURES: FixtureListing[] = [
  {
    id: id("clinic-a"),
    kind: "clinic",
    name: `Longevity ${t} Clinic`,
    country: "Germany",
    featured: true,
    rating: 4.5,
    reviewCount: 3,
    specialties: ["longevity"],
    healthConditions: ["metabolic"],
    biomarkers: ["apob"],
  },
  {
    id: id("clinic-b"),
    kind: "clinic",
    name: `Preventive ${t} Centre`,
    country: "France",
    specialties: ["preventive"],
    healthConditions: ["sleep"],
    biomarkers: ["hba1c"],
  },
  {
    id: id("clinic-na"),
    kind: "clinic",
    name: `Toronto ${t} Clinic`,
    region: "North America",
    country: "Canada",
    specialties: ["longevity"],
  },
  {
    id: id("clinic-draft"),
    kind: "clinic",
    name: `Longevity ${t} Hidden`,
    status: "draft",
    country: "Germany",
    specialties: ["longevity"],
  },
  { id: id("clinic-pending"), kind: "clinic", name: `Longevity ${t} Pending`, status: "pending", country: "Germany" },
  {
    id: id("lab-a"),
    kind: "lab",
    name: `${t} DNA Lab`,
    country: "Netherlands",
    testTypes: ["dna"],
    advancedBiomarkers: ["lpa"],
    healthConditions: ["thyroid"],
  },
  {
    id: id("lab-b"),
    kind: "lab",
    name: `${t} Blood Lab`,
    country: "Spain",
    testTypes: ["blood"],
    advancedBiomarkers: ["ferritin"],
    healthConditions: ["liver"],
  },
  {
    id: id("pract-a"),
    kind: "practitioner",
    name: `Dr ${t} Gut`,
    country: "Italy",
    specialties: ["nutrition"],
    healthConditions: ["gut-health"],
  },
  {
    id: id("pract-b"),
    kind: "practitioner",
    name: `Dr ${t} Sleep`,
    country: "Italy",
    specialties: ["sleep"],
    healthConditions: ["fatigue"],
  },
  ...[1, 2, 3].map((n): FixtureListing => ({
    id: id(`pract-longevity-${n}`),
    kind: "practitioner",
    name: `Longevity ${t} Practice ${n}`,
    rating: n,
  })),
  ...[1, 2, 3, 4, 5].map((n): FixtureListing => ({
    id: id(`wear-${n}`),
    kind: "wearable",
    name: `${t} Ring ${n}`,
    brand: `Brand${t}`,
    category: n % 2 ? "ring" : "smartwatch",
    rating: n,
    country: "Switzerland",
  })),
  { id: id("wear-other"), kind: "wearable", name: `${t} Watch Other`, brand: "Elsewhere", category: "smartwatch" },
  { id: id("supp-a"), kind: "supplement", name: `${t} Focus`, brand: `Brand${t}`, category: "nootropics" },
  { id: id("supp-b"), kind: "supplement", name: `${t} D3`, brand: "Other", category: "vitamins" },
  { id: id("food-a"), kind: "food", name: `${t} Meals`, brand: `Brand${t}`, category: "Meal Delivery" },
  { id: id("food-b"), kind: "food", name: `${t} Organic`, brand: "Other", category: "Organic Foods" },
  { id: id("app-a"), kind: "app", name: `${t} Fast`, category: "fasting" },
  { id: id("app-b"), kind: "app", name: `${t} Sleepy`, category: "sleep" },
  { id: id("comm-a"), kind: "community", name: `${t} Podcast`, category: "podcast" },
  { id: id("comm-b"), kind: "community", name: `${t} Forum`, category: "forum" },
  { id: id("brand-a"), kind: "brand", name: `${t} Sleep Co`, slug: `${t}-sleep-co`, categories: ["sleep"] },
  { id: id("brand-b"), kind: "brand", name: `${t} Fit Co`, slug: `${t}-fit-co`, categories: ["fitness"] },
  {
    id: id("board-a"),
    kind: "leaderboard",
    name: `${t} Oura Ranking`,
    region: "Worldwide",
    category: "sleep",
    leaderboardType: "Rankings",
    platform: "Oura",
  },
  {
    id: id("board-b"),
    kind: "leaderboard",
    name: `${t} Strava Challenge`,
    category: "endurance",
    leaderboardType: "Community Challenges",
    platform: "Strava",
  },
  { id: id("event-a"), kind: "event", name: `${t} Longevity Summit`, country: "United Kingdom" },
];
const fixtures = setUpListingFixtures(FIXTURES);
const IDS = fixtures.ids;

async function list(segment: string, query = "") {
  const response = await getList(get(`/api/${segment}?${query}`), context({ category: segment }));
  return response;
}

/** Ids of our fixtures in a list response (other rows in the database are ignored). */
async function ours(segment: string, query = ""): Promise<string[]> {
  const response = await list(segment, `limit=100&${query}`);
  expect(response.status, `${segment}?${query}`).toBe(200);
  const items = await json<ItemJson[]>(response);
  return items.map((i) => i.id).filter((i) => IDS.includes(i));
}

describe("GET /api/{segment}", () => {
  it("answers every category segment with a JSON array", async () => {
    for (const segment of Object.keys(API_SEGMENTS)) {
      const response = await list(segment);
      expect(response.status, segment).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(Array.isArray(await response.json())).toBe(true);
    }
  });

  it("returns item JSON with the detail page url, published rows only", async () => {
    const response = await list("clinics", "limit=100");
    const items = await json<ItemJson[]>(response);
    const clinic = items.find((i) => i.id === id("clinic-a"));
    expect(clinic).toMatchObject({
      kind: "clinic",
      name: `Longevity ${t} Clinic`,
      url: `/clinic/${id("clinic-a")}-slug`,
    });
    expect(items.map((i) => i.id)).not.toContain(id("clinic-draft"));
    expect(items.map((i) => i.id)).not.toContain(id("clinic-pending"));
  });

  it("404s an unknown segment", async () => {
    const response = await list("spaceships");
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: { code: "not_found", message: "Unknown category" } });
  });

  describe("filters", () => {
    it("region (Worldwide rows belong to every region) and country", async () => {
      expect(await ours("clinics", "region=North+America")).toEqual([id("clinic-na")]);
      expect((await ours("clinics", "region=Europe")).sort()).toEqual([id("clinic-a"), id("clinic-b")].sort());
      expect((await ours("clinics", "region=All+Regions")).sort()).toEqual(
        [id("clinic-a"), id("clinic-b"), id("clinic-na")].sort(),
      );
      expect(await ours("clinics", "country=France")).toEqual([id("clinic-b")]);
      expect(await ours("leaderboards", "region=Asia")).toEqual([id("board-a")]);
    });

    it("clinics: specialties, healthConditions, biomarkers", async () => {
      expect((await ours("clinics", "specialties=longevity")).sort()).toEqual([id("clinic-a"), id("clinic-na")].sort());
      expect(await ours("clinics", "healthConditions=sleep")).toEqual([id("clinic-b")]);
      expect(await ours("clinics", "biomarkers=apob")).toEqual([id("clinic-a")]);
      expect(await ours("clinics", "specialties=preventive&biomarkers=apob")).toEqual([]);
    });

    it("labs: testTypes, advancedBiomarkers, healthConditions", async () => {
      expect(await ours("labs", "testTypes=dna")).toEqual([id("lab-a")]);
      expect(await ours("labs", "advancedBiomarkers=ferritin")).toEqual([id("lab-b")]);
      expect(await ours("labs", "healthConditions=thyroid")).toEqual([id("lab-a")]);
      expect((await ours("labs", "testTypes=dna,blood")).sort()).toEqual([id("lab-a"), id("lab-b")].sort());
    });

    it("practitioners: specialties, healthConditions", async () => {
      expect(await ours("practitioners", "specialties=nutrition")).toEqual([id("pract-a")]);
      expect(await ours("practitioners", "healthConditions=fatigue")).toEqual([id("pract-b")]);
    });

    it("wearables, supplements, foods: category and free-text brand", async () => {
      expect((await ours("wearables", "category=smartwatch")).sort()).toEqual(
        [id("wear-2"), id("wear-4"), id("wear-other")].sort(),
      );
      expect(await ours("wearables", `brand=brand${t}`)).toHaveLength(5);
      expect(await ours("wearables", "brand=elsew")).toEqual([id("wear-other")]);
      expect(await ours("supplements", "category=nootropics")).toEqual([id("supp-a")]);
      expect(await ours("supplements", `brand=Brand${t}`)).toEqual([id("supp-a")]);
      expect(await ours("foods", "category=Meal+Delivery")).toEqual([id("food-a")]);
      expect(await ours("foods", "brand=other")).toEqual([id("food-b")]);
    });

    it("apps, communities, brands: category (brands match their categories list)", async () => {
      expect(await ours("apps", "category=fasting")).toEqual([id("app-a")]);
      expect(await ours("communities", "category=forum")).toEqual([id("comm-b")]);
      expect(await ours("brands", "category=sleep")).toEqual([id("brand-a")]);
    });

    it("leaderboards: category, leaderboardType, platform", async () => {
      const everywhere = "region=All+Regions";
      expect(await ours("leaderboards", `${everywhere}&category=endurance`)).toEqual([id("board-b")]);
      expect(await ours("leaderboards", `${everywhere}&leaderboardType=Rankings`)).toEqual([id("board-a")]);
      expect(await ours("leaderboards", `${everywhere}&platform=Strava`)).toEqual([id("board-b")]);
    });

    it("rejects an unknown filter value with 400 naming the value", async () => {
      const response = await list("clinics", "specialties=astrology");
      expect(response.status).toBe(400);
      const { error } = await json<ApiErrorBody>(response);
      expect(error.message).toContain("astrology");
      expect(error.fields?.specialties?.[0]?.message).toContain("astrology");
      expect((await list("labs", "region=Mars")).status).toBe(400);
    });
  });

  describe("search", () => {
    it("matches word prefixes ('longev' finds 'Longevity …'), published only", async () => {
      const found = await ours("clinics", "search=longev");
      expect(found).toContain(id("clinic-a"));
      expect(found).not.toContain(id("clinic-draft"));
      expect(found).not.toContain(id("clinic-b"));
    });

    it("falls back to similar names for a typo ('longevty')", async () => {
      const found = await ours("clinics", "search=longevty");
      expect(found).toContain(id("clinic-a"));
      expect(found).not.toContain(id("clinic-draft"));
    });

    it("keeps paging through similar names after a typo fallback, and ends", async () => {
      const page = async (offset: number) =>
        (
          await json<ItemJson[]>(await list("practitioners", `search=longevty&region=Europe&limit=2&offset=${offset}`))
        ).map((i) => i.id);
      const first = await page(0);
      const second = await page(2);
      expect(first).toHaveLength(2);
      expect([...first, ...second].filter((i) => i.startsWith(t)).sort()).toEqual(
        [1, 2, 3].map((n) => id(`pract-longevity-${n}`)).sort(),
      );
      expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
      expect(await page(4)).toEqual([]);
      // A full-text search past its last match stays empty (no switch to similar names).
      const beyond = await json<ItemJson[]>(
        await list("practitioners", `search=longevity&region=Europe&limit=2&offset=50`),
      );
      expect(beyond).toEqual([]);
    });

    it("checks a common word on the rows a rarer word finds, with the same results as the index finding both", async () => {
      await fixtures.pool.query(`ANALYZE "Listing"`);
      const tsquery = toPrefixTsQuery("longevity apob")!;
      const shares = termSharesSql(tsquery)!;
      const split = textSearch(tsquery, (await fixtures.pool.query<TermShare>(shares.text, shares.values)).rows);
      expect(split).toEqual({ indexed: "apob:*", checked: "longevity:*" });
      const query = parseDirectoryQuery("clinics", new URLSearchParams("search=longevity apob&limit=100"));
      const found = async (search: ReturnType<typeof textSearch>) => {
        const statement = fullTextIdsSql(query, search);
        return (await fixtures.pool.query<{ id: string }>(statement.text, statement.values)).rows.map((row) => row.id);
      };
      const ids = await found(split);
      expect(ids).toContain(id("clinic-a"));
      expect(ids).not.toContain(id("clinic-draft"));
      expect(ids).not.toContain(id("clinic-b"));
      expect(ids).toEqual(await found(textSearch(tsquery, [])));
      expect(await ours("clinics", "search=longevity apob")).toEqual([id("clinic-a")]);
    });

    it("combines with filters and finds nothing for nonsense", async () => {
      expect(await ours("clinics", `search=${t}&country=France`)).toEqual([id("clinic-b")]);
      const response = await list("clinics", "search=qqqqxxxxzzzz");
      expect(await json(response)).toEqual([]);
    });
  });

  describe("paging", () => {
    it("caps limit at 100 with a message", async () => {
      expect((await list("clinics", "limit=100")).status).toBe(200);
      const response = await list("clinics", "limit=101");
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        error: { fields: { limit: [expect.objectContaining({ message: "limit must be at most 100" })] } },
      });
      expect((await list("clinics", "limit=0")).status).toBe(400);
    });

    it("rejects a bad offset with field messages", async () => {
      const response = await list("clinics", "offset=abc");
      expect(response.status).toBe(400);
      const { error } = await json<ApiErrorBody>(response);
      expect(fieldMessages(error.fields).offset).toEqual(["offset must be a number"]);
      expect(error.message).toContain("offset");
      expect((await list("clinics", "offset=-1")).status).toBe(400);
      expect((await list("clinics", "offset=1.5")).status).toBe(400);
    });

    it("pages by offset without overlap", async () => {
      const query = `brand=Brand${t}&limit=2`;
      const pages = [];
      for (const offset of [0, 2, 4])
        pages.push((await json<ItemJson[]>(await list("wearables", `${query}&offset=${offset}`))).map((i) => i.id));
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(new Set(pages.flat()).size).toBe(5);
    });

    it("pages by cursor: the next page follows without overlap, ordered by featured, rating, id", async () => {
      const first = await list("wearables", `brand=Brand${t}&limit=2`);
      const cursor = first.headers.get("x-next-cursor");
      expect(cursor).toBeTruthy();
      expect(first.headers.get("link")).toContain('rel="next"');
      const firstIds = (await json<ItemJson[]>(first)).map((i) => i.id);
      expect(firstIds).toEqual([id("wear-5"), id("wear-4")]);
      const second = await list("wearables", `brand=Brand${t}&limit=2&cursor=${cursor}`);
      const secondIds = (await json<ItemJson[]>(second)).map((i) => i.id);
      expect(secondIds).toEqual([id("wear-3"), id("wear-2")]);
      const third = await list("wearables", `brand=Brand${t}&limit=2&cursor=${second.headers.get("x-next-cursor")}`);
      expect((await json<ItemJson[]>(third)).map((i) => i.id)).toEqual([id("wear-1")]);
      expect(third.headers.get("x-next-cursor")).toBeNull();
    });

    it("rejects a malformed cursor", async () => {
      expect((await list("wearables", "cursor=not!valid")).status).toBe(400);
      expect((await list("wearables", "cursor=bm9wZQ")).status).toBe(400);
    });
  });
});

describe("GET /api/{segment}/{id}", () => {
  const detail = (segment: string, key: string) =>
    getDetail(get(`/api/${segment}/${key}`), context({ category: segment, id: key }));

  it("finds a published listing by id and by slug", async () => {
    const byId = await detail("clinics", id("clinic-a"));
    expect(byId.status).toBe(200);
    expect(await json(byId)).toMatchObject({
      id: id("clinic-a"),
      name: `Longevity ${t} Clinic`,
      url: `/clinic/${id("clinic-a")}-slug`,
    });
    const bySlug = await detail("brands", `${t}-sleep-co`);
    expect(bySlug.status).toBe(200);
    expect(await json(bySlug)).toMatchObject({ id: id("brand-a"), url: `/brand/${t}-sleep-co` });
  });

  it("404s missing, unpublished and other-kind listings", async () => {
    expect((await detail("clinics", `${t}-nothing`)).status).toBe(404);
    expect((await detail("clinics", id("clinic-draft"))).status).toBe(404);
    expect((await detail("clinics", id("clinic-pending"))).status).toBe(404);
    expect((await detail("labs", id("clinic-a"))).status).toBe(404);
    expect((await detail("spaceships", id("clinic-a"))).status).toBe(404);
  });
});
