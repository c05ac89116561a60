import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import { healthClaimCatalogue, supplementClaims } from "@/server/health-claims";
import { getListing } from "@/server/listings/read/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";

// A test register and fictional products: the nutrient, its wordings and the amounts are this test's own.
const run = randomUUID().slice(0, 8);
const SLUG = `testium-${run}`;
const NAME = `Testium ${run}`;
const ENGLISH = `Fixture wording ${run}`;
const FRENCH = `Libellé de test ${run}`;
let fixtures: Awaited<ReturnType<typeof createListings>>;
let claimId: string;

const ingredients = (amount: number) => [{ name: NAME, amount, unit: "mg", form: "test form" }];

beforeAll(async () => {
  await db.claimNutrient.create({
    data: { slug: SLUG, names: Object.fromEntries(LOCALES.map((locale) => [locale, NAME])) },
  });
  const claim = await db.healthClaim.create({
    data: {
      nutrientSlug: SLUG,
      wording: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          locale === "en"
            ? { status: "official", text: ENGLISH }
            : locale === "fr"
              ? { status: "official", text: FRENCH }
              : { status: "pending" },
        ]),
      ),
      minAmount: 60,
      minUnit: "mg",
      regulation: "Test regulation",
      sourceUrl: "https://example.org/test-register",
      checkedAt: "2026-12-01",
    },
  });
  claimId = claim.id;
  fixtures = await createListings([
    { kind: "supplement", name: `Above ${run}`, ingredientAmounts: ingredients(100), servingsPerDay: 1 },
    { kind: "supplement", name: `Below ${run}`, ingredientAmounts: ingredients(59), servingsPerDay: 1 },
    { kind: "supplement", name: `Two a day ${run}`, ingredientAmounts: ingredients(30), servingsPerDay: 2 },
  ]);
});
afterAll(async () => {
  await deleteListings(fixtures);
  await db.healthClaim.deleteMany({ where: { nutrientSlug: SLUG } });
  await db.claimNutrient.deleteMany({ where: { slug: SLUG } });
});

const pageClaims = async (index: number, locale: (typeof LOCALES)[number]) => {
  const listing = await getListing("supplement", fixtures[index]!.slug);
  expect(listing).not.toBeNull();
  return supplementClaims(listing!, locale);
};

describe("a supplement page's authorised claims, from the register in the database", () => {
  it("reads the register's nutrients and claims", async () => {
    const catalogue = await healthClaimCatalogue();
    expect(catalogue.nutrients.find((nutrient) => nutrient.slug === SLUG)).toMatchObject({ nrv: null });
    expect(catalogue.claims.find((claim) => claim.id === claimId)).toMatchObject({ minAmount: 60, minUnit: "mg" });
  });

  it("shows the claim above the condition of use in English, and in French where its official wording is read", async () => {
    const shown = { id: claimId, sourceUrl: "https://example.org/test-register" };
    expect(await pageClaims(0, "en")).toEqual([{ ...shown, text: ENGLISH, lang: "en", pending: false }]);
    expect(await pageClaims(0, "fr")).toEqual([{ ...shown, text: FRENCH, lang: "fr", pending: false }]);
  });

  it("shows the English wording marked pending in a language without an official wording", async () => {
    expect(await pageClaims(0, "de")).toEqual([
      { id: claimId, sourceUrl: "https://example.org/test-register", text: ENGLISH, lang: "en", pending: true },
    ]);
  });

  it("shows none below the condition, and counts the servings a day into the daily portion", async () => {
    expect(await pageClaims(1, "en")).toEqual([]);
    expect(await pageClaims(2, "en")).toHaveLength(1);
  });

  it("shows none once the condition of use is raised above the listed amount", async () => {
    await db.healthClaim.update({ where: { id: claimId }, data: { minAmount: 150 } });
    expect(await pageClaims(0, "en")).toEqual([]);
    await db.healthClaim.update({ where: { id: claimId }, data: { minAmount: 60 } });
  });
});
