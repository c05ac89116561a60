import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retrieveListings } from "@/server/assistant/directory-finder";
import type { DirectoryFacets } from "@/server/assistant/knowledge-base";
import { analyseQuery } from "@/server/assistant/match";
import { planRetrieval } from "@/server/assistant/retrieval/plan";
import { db } from "@/server/db/client";
import { createListings, deleteListings } from "../support/listing-fixtures";

const t = `zq${randomUUID().slice(0, 8)}`;
const tok = (name: string) => `${t}-${name}`;
let fixtures: { id: string; name: string; slug: string }[] = [];

beforeAll(async () => {
  fixtures = await createListings([
    {
      kind: "lab",
      name: `${t} Best Lab`,
      advancedBiomarkers: [tok("apob"), tok("lpa")],
      city: "Berlin",
      country: "Germany",
      location: "Berlin, Germany",
    },
    { kind: "lab", name: `${t} Good Lab`, advancedBiomarkers: [tok("apob")], country: "Spain", rating: 4.8 },
    {
      kind: "lab",
      name: `${t} Draft Lab`,
      status: "draft",
      publishedAt: null,
      advancedBiomarkers: [tok("apob"), tok("lpa")],
    },
    { kind: "lab", name: `${t} Tag Only Lab`, tags: [tok("apob")] },
    { kind: "clinic", name: `${t} A Plain Clinic`, healthConditions: [tok("cardio")] },
    { kind: "clinic", name: `${t} B Sponsored Clinic`, healthConditions: [tok("cardio")], placement: "sponsored" },
    { kind: "clinic", name: `${t} C Strong Clinic`, healthConditions: [tok("cardio")], biomarkers: [tok("ldl")] },
    {
      kind: "wearable",
      name: `${t} Glucose Sensor`,
      brand: `${t} Sensors`,
      trackingCapabilities: [`${t} Continuous Glucose`],
    },
    { kind: "brand", name: `${t} Sleep Brand`, categories: [tok("sleep")], shortDescription: "Makes sleep products." },
    { kind: "app", name: `${t} Sleep App`, category: tok("sleep"), description: "A sleep tracking app." },
    { kind: "supplement", name: `${t} Creatine`, ingredients: ["Creatine monohydrate"], tags: ["creatine"] },
    {
      kind: "clinic",
      name: `${t} Imaging Centre`,
      services: ["Whole-body MRI", "Medical diagnostics"],
      tags: ["imaging"],
      city: "Munich",
      country: "Germany",
      location: "Munich, Germany",
    },
    { kind: "wearable", name: `${t} Smart Ring`, category: "ring", tags: ["smart ring", "sleep tracking"] },
    { kind: "supplement", name: `${t} Draft Creatine`, status: "draft", publishedAt: null, tags: ["creatine"] },
    ...[1, 2, 3, 4, 5].map((n) => ({
      kind: "supplement" as const,
      name: `${t} Vitamin ${n}`,
      brand: `${t} Pharma`,
      ingredients: [tok("vitamin-d")],
    })),
  ]);
});

afterAll(async () => {
  await deleteListings(fixtures);
});

/** The curated-facet half of the retrieval: a plan with facets and no words or kinds. */
const findDirectoryMatches = (facets: DirectoryFacets, options: { perCategory?: number } = {}) =>
  retrieveListings({ kinds: [], groups: [], minMatches: 1, searched: [], country: null, facets }, options);

const slugOf = (name: string) => fixtures.find((f) => f.name === `${t} ${name}`)?.slug;

describe("retrieveListings by curated facets", () => {
  it("ranks published listings by how many asked-for facets they share, and never returns drafts", async () => {
    const matches = await findDirectoryMatches({ labs: { advancedBiomarkers: [tok("apob"), tok("lpa")] } });
    expect(matches.labs.map((m) => m.name)).toEqual([`${t} Best Lab`, `${t} Good Lab`]);
    expect(matches.labs[0]).toMatchObject({
      url: `/lab/${slugOf("Best Lab")}`,
      location: "Berlin, Germany",
      rating: null,
      sponsored: false,
      kind: "lab",
    });
    expect(matches.labs[1]).toMatchObject({ location: "Spain", rating: 4.8 });
    expect(matches.clinics).toEqual([]);
  });

  it("needs more than a shared tag", async () => {
    const matches = await findDirectoryMatches({ labs: { tags: [tok("apob")] } });
    expect(matches.labs).toEqual([]);
  });

  it("never ranks a sponsored listing above a better match, and labels it", async () => {
    const matches = await findDirectoryMatches({
      clinics: { healthConditions: [tok("cardio")], biomarkers: [tok("ldl")] },
    });
    expect(matches.clinics.map((m) => [m.name, m.sponsored])).toEqual([
      [`${t} C Strong Clinic`, false],
      [`${t} A Plain Clinic`, false],
      [`${t} B Sponsored Clinic`, true],
    ]);
  });

  it("matches free-text facets case-insensitively and returns the brand for products", async () => {
    const matches = await findDirectoryMatches({
      wearables: { trackingCapabilities: [`${t} continuous glucose`.toUpperCase()] },
    });
    expect(matches.wearables).toEqual([
      expect.objectContaining({
        name: `${t} Glucose Sensor`,
        brand: `${t} Sensors`,
        url: `/wearable/${slugOf("Glucose Sensor")}`,
      }),
    ]);
  });

  it("serves the brands card from brands and apps, with their short description and brand pages", async () => {
    const matches = await findDirectoryMatches({ brands: { categories: [tok("sleep")], category: [tok("sleep")] } });
    const byName = Object.fromEntries(matches.brands.map((m) => [m.name, m]));
    expect(byName[`${t} Sleep Brand`]).toMatchObject({
      url: `/brand/${slugOf("Sleep Brand")}`,
      shortDescription: "Makes sleep products.",
    });
    expect(byName[`${t} Sleep App`]).toMatchObject({
      url: `/brand/${slugOf("Sleep App")}`,
      shortDescription: "A sleep tracking app.",
    });
  });

  it("returns at most the asked number per category, in one statement for all categories", async () => {
    const matches = await findDirectoryMatches(
      { supplements: { ingredients: [tok("vitamin-d")] }, labs: { advancedBiomarkers: [tok("apob")] } },
      { perCategory: 2 },
    );
    expect(matches.supplements).toHaveLength(2);
    expect(matches.labs).toHaveLength(2);
    expect(matches.supplements[0]?.brand).toBe(`${t} Pharma`);
  });

  it("returns empty lists for no facets", async () => {
    const matches = await findDirectoryMatches({});
    expect(Object.values(matches).flat()).toEqual([]);
  });
});

/** The whole retrieval for a question, as the engines run it. */
const retrieve = (query: string) =>
  retrieveListings(
    planRetrieval(
      query,
      analyseQuery(query).topics.map((match) => match.topic),
    ),
    { perCategory: 10 },
  );
const names = (matches: { name: string }[]) => matches.map((match) => match.name);

describe("retrieveListings for a question", () => {
  it("finds supplements with creatine, published ones only", async () => {
    const matches = await retrieve("is creatine good for the brain");
    expect(names(matches.supplements)).toContain(`${t} Creatine`);
    expect(names(matches.supplements)).not.toContain(`${t} Draft Creatine`);
  });

  it("finds clinics offering imaging for a full-body MRI, only clinics when a clinic is asked for", async () => {
    const matches = await retrieve("where can I get a full body MRI in Germany");
    expect(names(matches.clinics)[0]).toBe(`${t} Imaging Centre`);
    expect(matches.supplements).toEqual([]);
    expect(matches.wearables).toEqual([]);
  });

  it("finds rings for a smart ring, with no topic to lean on", async () => {
    const matches = await retrieve("une bague connectée");
    expect(names(matches.wearables)).toContain(`${t} Smart Ring`);
    expect(matches.labs).toEqual([]);
  });

  it("finds nothing for words no listing shares", async () => {
    const matches = await retrieve(`${t}xyz unobtainium`);
    expect(Object.values(matches).flat()).toEqual([]);
  });
});

describe("listing_best_matches", () => {
  // Supplements in every tier of the directory order (editor's picks, ratings 4.8, 4.5, 4, 3, any, none), two with
  // the word in each and one without; the drafts never count.
  const word = `${t}tier`;
  const ratings = [null, 2, 3.2, 4.1, 4.6, 4.9];
  let tiered: { id: string }[] = [];

  beforeAll(async () => {
    tiered = await createListings([
      ...[true, false].flatMap((featured) =>
        ratings.flatMap((rating, index) => [
          {
            kind: "supplement" as const,
            name: `${t} Tier ${featured} ${index} A`,
            placement: featured ? ("editorial" as const) : null,
            rating,
            tags: [word],
          },
          {
            kind: "supplement" as const,
            name: `${t} Tier ${featured} ${index} B`,
            placement: featured ? ("editorial" as const) : null,
            rating,
            tags: [word],
          },
          {
            kind: "supplement" as const,
            name: `${t} Tier ${featured} ${index} C`,
            placement: featured ? ("editorial" as const) : null,
            rating,
          },
        ]),
      ),
      {
        kind: "supplement",
        name: `${t} Tier Draft`,
        placement: "editorial" as const,
        status: "draft",
        publishedAt: null,
        tags: [word],
      },
    ]);
  });

  afterAll(async () => {
    await deleteListings(tiered);
  });

  const best = (walkRows: number, wanted: number) =>
    db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM listing_best_matches('supplement', to_tsquery('english', ${word}), NULL, ${walkRows}::int, ${wanted}::int)`;
  const expected = (wanted: number) =>
    db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Listing"
      WHERE "kind" = 'supplement' AND "status" = 'published' AND "searchVector" @@ to_tsquery('english', ${word})
      ORDER BY "featured" DESC, coalesce("rating", 0) DESC, "id" DESC LIMIT ${wanted}`;

  it("returns the best matches in the directory's order, walked or tier by tier", async () => {
    for (const wanted of [1, 3, 5, 12, 30]) {
      const all = await expected(wanted);
      expect(all.length).toBe(Math.min(wanted, 24));
      // No walk, a walk shorter than the kind, and one past its end.
      for (const walkRows of [0, 1, 7, 100_000]) {
        const found = await best(walkRows, wanted);
        expect(found.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
      }
    }
  });

  it("files every kind under a tier prefix of its own", async () => {
    const rows = await db.$queryRaw<{ prefix: string }[]>`
      SELECT DISTINCT listing_tier_prefix(k, 0) AS "prefix" FROM unnest(enum_range(NULL::"ListingKind")) AS k`;
    const kinds = await db.$queryRaw<{ count: number }[]>`
      SELECT cardinality(enum_range(NULL::"ListingKind"))::int AS "count"`;
    expect(rows.length).toBe(kinds[0]?.count);
    expect(rows.map((row) => row.prefix)).not.toContain("z0/");
  });
});
