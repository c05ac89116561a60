// The assistant's supplements and foods cards by the price of a day's dose, on the database under test: a question
// naming an ingredient and asking what it costs is answered with the products that list it, the cheapest daily dose
// first, each with that price; a product without both servings counts, or not published, is left out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retrieveListings, toRecommendationItem } from "@/server/assistant/directory-finder";
import { analyseQuery } from "@/server/assistant/match";
import { planRetrieval } from "@/server/assistant/retrieval/plan";
import { createListings, deleteListings } from "../support/listing-fixtures";

/** An ingredient only these fixtures list, so no other product in the database shares it. */
const INGREDIENT = `zq${randomUUID().replace(/-/g, "").slice(0, 8)}`;
const ingredientAmounts = [{ name: INGREDIENT, amount: 100, unit: "mg" }];
let fixtures: { id: string }[] = [];

const ask = (query: string) =>
  retrieveListings(
    planRetrieval(
      query,
      analyseQuery(query).topics.map((match) => match.topic),
    ),
  );
const names = (items: { name: string }[]) => items.map((item) => item.name);

beforeAll(async () => {
  const supplement = (name: string, extra: object) => ({
    kind: "supplement" as const,
    name: `${INGREDIENT} ${name}`,
    currency: "EUR",
    ingredientAmounts,
    ...extra,
  });
  fixtures = await createListings([
    // €30 for 60 servings, 2 a day: €1.00 a day.
    supplement("Daily Two", { priceFrom: 30, servingsPerContainer: 60, servingsPerDay: 2 }),
    // €12 for 30 servings, 1 a day: €0.40 a day.
    supplement("Daily One", { priceFrom: 12, servingsPerContainer: 30, servingsPerDay: 1 }),
    // Servings a day unknown: no daily dose.
    supplement("Unknown Dose", { priceFrom: 1, servingsPerContainer: 30 }),
    supplement("Draft", {
      priceFrom: 1,
      servingsPerContainer: 30,
      servingsPerDay: 1,
      status: "draft",
      publishedAt: null,
    }),
    // A food with the ingredient: €5 for 10 servings, 1 a day: €0.50 a day, in the foods card.
    { ...supplement("Bar", { priceFrom: 5, servingsPerContainer: 10, servingsPerDay: 1 }), kind: "food" as const },
  ]);
});
afterAll(() => deleteListings(fixtures));

describe("supplements by the price of a daily dose", () => {
  it("the cheapest daily dose of the ingredient named, first, with its price", async () => {
    const found = await ask(`cheapest ${INGREDIENT} supplement`);
    expect(names(found.supplements).slice(0, 2)).toEqual([`${INGREDIENT} Daily One`, `${INGREDIENT} Daily Two`]);
    expect(found.supplements.slice(0, 2).map((match) => toRecommendationItem(match).perDailyDose)).toEqual([0.4, 1]);
    // Found by its name, it follows the priced ones, with no price of a daily dose it does not have.
    const unknown = found.supplements.find((match) => match.name === `${INGREDIENT} Unknown Dose`);
    if (unknown) expect(toRecommendationItem(unknown).perDailyDose).toBeUndefined();
    expect(names(found.supplements)).not.toContain(`${INGREDIENT} Draft`);
  });

  it("in German, and the foods card too when no kind is named", async () => {
    const found = await ask(`Wo ist ${INGREDIENT} am günstigsten?`);
    expect(names(found.supplements)[0]).toBe(`${INGREDIENT} Daily One`);
    expect(toRecommendationItem(found.foods[0]!)).toMatchObject({ name: `${INGREDIENT} Bar`, perDailyDose: 0.5 });
  });

  it("a question that does not ask about price carries no daily-dose price", async () => {
    const found = await ask(`${INGREDIENT} supplement`);
    expect(found.supplements.map((match) => toRecommendationItem(match).perDailyDose)).not.toContain(0.4);
  });

  it("a question about another kind leaves the supplements card alone", async () => {
    const found = await ask(`cheapest smart ring ${INGREDIENT}`);
    expect(found.supplements.map((match) => match.perDailyDose)).toEqual(found.supplements.map(() => undefined));
  });
});
