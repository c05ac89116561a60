import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOMMENDATION_CATEGORIES } from "@/lib/assistant/types";
import { retrieveListings } from "@/server/assistant/directory-finder";
import { answerHealthQuestion } from "@/server/assistant/engine";
import { createKnowledgeEngine } from "@/server/assistant/knowledge-engine";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { ungroundedRecommendations } from "./grounding";

const t = `zq${randomUUID().slice(0, 8)}`;
let fixtures: { id: string; name: string; slug: string }[] = [];
const knowledge = createKnowledgeEngine(retrieveListings);
const deps = { engine: knowledge, fallback: knowledge };

beforeAll(async () => {
  fixtures = await createListings([
    {
      kind: "lab",
      name: `${t} Lipid Lab`,
      advancedBiomarkers: ["apob", "lpa"],
      healthConditions: ["cardiovascular"],
      country: "Germany",
      location: "Berlin, Germany",
    },
    {
      kind: "lab",
      name: `${t} Hidden Lipid Lab`,
      status: "pending",
      publishedAt: null,
      advancedBiomarkers: ["apob", "lpa", "hba1c"],
      healthConditions: ["cardiovascular", "metabolic"],
    },
    {
      kind: "clinic",
      name: `${t} Heart Clinic`,
      healthConditions: ["cardiovascular"],
      biomarkers: ["ldl", "apob"],
      placement: "sponsored",
    },
    {
      kind: "wearable",
      name: `${t} Ring`,
      brand: `${t} Rings`,
      category: "ring",
      trackingCapabilities: ["Sleep", "HRV", "Skin temperature"],
    },
    {
      kind: "brand",
      name: `${t} Sleep Co`,
      categories: ["sleep"],
      category: "sleep",
      shortDescription: "Sleep products.",
    },
  ]);
});

afterAll(async () => {
  await deleteListings(fixtures);
});

describe("knowledge engine on a real database", () => {
  it("recommends real published listings for LDL cholesterol, labelled when sponsored", async () => {
    const response = await answerHealthQuestion("LDL cholesterol", "recommendations", deps);
    expect(response.kind).toBe("answer");
    expect(response.recommendations.labs.map((i) => i.name)).toContain(`${t} Lipid Lab`);
    expect(JSON.stringify(response)).not.toContain("Hidden Lipid Lab");
    const clinic = response.recommendations.clinics.find((i) => i.name === `${t} Heart Clinic`);
    expect(clinic).toMatchObject({ sponsored: true, rating: null });
    expect(await ungroundedRecommendations(response)).toEqual([]);
  });

  it("grounds every recommendation of every chip topic in a published listing", async () => {
    for (const query of [
      "LDL cholesterol",
      "blood glucose",
      "sleep and recovery",
      "longevity",
      "energy",
      "inflammation and gut health",
    ]) {
      const response = await answerHealthQuestion(query, "recommendations", deps);
      expect(response.hasMore, query).toBe(false);
      for (const category of RECOMMENDATION_CATEGORIES)
        expect(response.recommendations[category].length).toBeLessThanOrEqual(3);
      expect(await ungroundedRecommendations(response), query).toEqual([]);
    }
  });

  it("finds sleep wearables and brands across languages", async () => {
    const response = await answerHealthQuestion("Wie kann ich besser schlafen?", "recommendations", deps);
    expect(response.topics.map((topic) => topic.id)).toContain("sleep");
    expect(response.recommendations.wearables.map((i) => i.name)).toContain(`${t} Ring`);
    expect(response.recommendations.brands.map((i) => i.name)).toContain(`${t} Sleep Co`);
  });
});
