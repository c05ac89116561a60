// The assistant's labs card by the panels' numbers, on the database under test: a question naming a catalogue
// marker and asking for the cheapest is answered with the labs whose panel holds it, the lowest € per measured marker
// first, each with that price; other currencies and panels without the marker are left out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retrieveListings, toRecommendationItem } from "@/server/assistant/directory-finder";
import { analyseQuery } from "@/server/assistant/match";
import { planRetrieval } from "@/server/assistant/retrieval/plan";
import { db } from "@/server/db/client";
import { createListings, deleteListings } from "../support/listing-fixtures";

const t = `zq${randomUUID().replace(/-/g, "").slice(0, 8)}`;
/** A catalogue marker only these fixtures hold, so other labs in the database never share it. */
const MARKER = `${t}-mk`;
const SECOND = `${t}-two`;
let fixtures: { id: string; name: string; slug: string }[] = [];

const ask = (query: string) =>
  retrieveListings(
    planRetrieval(
      query,
      analyseQuery(query).topics.map((match) => match.topic),
    ),
  );

beforeAll(async () => {
  await db.biomarker.createMany({
    data: [
      { slug: MARKER, names: { en: `${t} Marker` }, system: "lipids", calculated: false },
      { slug: SECOND, names: { en: `${t} Second` }, system: "lipids", calculated: false },
    ],
  });
  fixtures = await createListings([
    // €40 for 8 measured markers: €5.
    {
      kind: "lab",
      name: `${t} Broad Lab`,
      currency: "EUR",
      testPanels: [
        { name: "Broad", price: 40, biomarkers: [MARKER, SECOND, "hdl", "glucose", "tsh", "hba1c", "apob", "lpa"] },
      ],
    },
    // €10 for its one measured marker.
    {
      kind: "lab",
      name: `${t} Single Lab`,
      currency: "EUR",
      testPanels: [{ name: "One", price: 10, biomarkers: [MARKER] }],
    },
    // Cheaper, but in pounds: not compared.
    {
      kind: "lab",
      name: `${t} Pound Lab`,
      testPanels: [{ name: "One", price: 1, currency: "GBP", biomarkers: [MARKER] }],
    },
    // Cheap, without the marker.
    { kind: "lab", name: `${t} Other Lab`, testPanels: [{ name: "Other", price: 1, biomarkers: ["hdl"] }] },
    {
      kind: "lab",
      name: `${t} Draft Lab`,
      status: "draft",
      publishedAt: null,
      testPanels: [{ name: "One", price: 1, biomarkers: [MARKER] }],
    },
  ]);
});
afterAll(async () => {
  await deleteListings(fixtures);
  await db.biomarker.deleteMany({ where: { slug: { in: [MARKER, SECOND] } } });
});

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe("labs by € per measured marker", () => {
  it("the cheapest per measured marker holding the marker named, first, with its price", async () => {
    const found = await ask(`cheapest blood test lab with ${t} marker`);
    expect(names(found.labs).slice(0, 2)).toEqual([`${t} Broad Lab`, `${t} Single Lab`]);
    expect(found.labs.slice(0, 2).map((match) => toRecommendationItem(match).perMeasuredMarker)).toEqual([5, 10]);
    expect(names(found.labs)).not.toContain(`${t} Pound Lab`);
    expect(names(found.labs)).not.toContain(`${t} Draft Lab`);
  });

  it("every marker named must be in one panel; the slug names the marker too", async () => {
    const found = await ask(`lab ${MARKER} and ${t} second`);
    expect(names(found.labs)[0]).toBe(`${t} Broad Lab`);
    expect(names(found.labs)).not.toContain(`${t} Single Lab`);
  });

  it("a question about another kind leaves the labs card alone", async () => {
    const found = await ask(`cheapest smart ring ${t} marker`);
    expect(names(found.labs)).not.toContain(`${t} Broad Lab`);
  });
});
