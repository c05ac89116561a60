import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { HEALTH_CLAIM_ERRORS as E } from "@/lib/health-claims/errors";
import { meetsConditionOfUse, qualifyingClaims, shareOfNrv } from "@/lib/health-claims/qualify";
import {
  claimNutrientInput,
  healthClaimInput,
  type ClaimNutrient,
  type HealthClaim,
  type HealthClaimCatalogue,
} from "@/lib/health-claims/schemas";
import { findDiseaseClaims } from "@/lib/listings/disease-claims";

// A test register: the wordings, the amounts and the addresses are this test's own, not a registered claim.
const MAGNESIUM: ClaimNutrient = {
  slug: "magnesium",
  names: { en: "Magnesium", de: "Magnesium", fr: "Magnésium", es: "Magnesio", it: "Magnesio", nl: "Magnesium" },
  nrv: { amount: 400, unit: "mg" },
  sourceUrl: "https://example.org/nrv",
  checkedAt: "2026-12-01",
};
const CLAIM: HealthClaim = {
  id: "fixture-claim",
  nutrient: "magnesium",
  wording: {
    en: { status: "official", text: "Fixture wording for magnesium" },
    de: { status: "official", text: "Testwortlaut für Magnesium" },
    fr: { status: "pending" },
    es: { status: "pending" },
    it: { status: "pending" },
    nl: { status: "pending" },
  },
  minAmount: 60,
  minUnit: "mg",
  regulation: "Test regulation",
  sourceUrl: "https://example.org/register",
  checkedAt: "2026-12-01",
};
const catalogue: HealthClaimCatalogue = { nutrients: [MAGNESIUM], claims: [CLAIM] };
const magnesium = (amount: number, unit: "mg" | "g" | "µg" | "IU" = "mg") => [{ name: "Magnesium", amount, unit }];

describe("the claims a supplement qualifies for", () => {
  it("shows a claim at or above its condition of use, in the page's language", () => {
    expect(qualifyingClaims({ ingredientAmounts: magnesium(200) }, "de", catalogue)).toEqual([
      {
        id: "fixture-claim",
        text: "Testwortlaut für Magnesium",
        lang: "de",
        pending: false,
        sourceUrl: "https://example.org/register",
      },
    ]);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(60) }, "en", catalogue)).toHaveLength(1);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(0.06, "g") }, "en", catalogue)).toHaveLength(1);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(60_000, "µg") }, "en", catalogue)).toHaveLength(1);
  });

  it("shows none below the condition, in a unit that is not a mass, or for an ingredient the register lacks", () => {
    expect(qualifyingClaims({ ingredientAmounts: magnesium(59.9) }, "en", catalogue)).toEqual([]);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(59_999, "µg") }, "en", catalogue)).toEqual([]);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(1000, "IU") }, "en", catalogue)).toEqual([]);
    expect(
      qualifyingClaims({ ingredientAmounts: [{ name: "Zinc", amount: 500, unit: "mg" }] }, "en", catalogue),
    ).toEqual([]);
    expect(qualifyingClaims({ ingredientAmounts: null }, "en", catalogue)).toEqual([]);
    expect(
      qualifyingClaims({ ingredientAmounts: magnesium(500) }, "en", { nutrients: [MAGNESIUM], claims: [] }),
    ).toEqual([]);
  });

  it("counts the servings a day into the daily portion (one serving when the label gives none)", () => {
    expect(qualifyingClaims({ ingredientAmounts: magnesium(30) }, "en", catalogue)).toEqual([]);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(30), servingsPerDay: 2 }, "en", catalogue)).toHaveLength(1);
    expect(qualifyingClaims({ ingredientAmounts: magnesium(30), servingsPerDay: 0 }, "en", catalogue)).toEqual([]);
  });

  it("knows the nutrient by its name in any language, or its slug, whatever the case", () => {
    const french = [{ name: " magnésium ", amount: 100, unit: "mg" as const }];
    expect(qualifyingClaims({ ingredientAmounts: french }, "fr", catalogue)).toHaveLength(1);
    const slug = [{ name: "MAGNESIUM", amount: 100, unit: "mg" as const }];
    expect(qualifyingClaims({ ingredientAmounts: slug }, "it", catalogue)).toHaveLength(1);
  });

  it("shows the English registered wording, marked pending, where a language's official wording is not known", () => {
    expect(qualifyingClaims({ ingredientAmounts: magnesium(100) }, "fr", catalogue)).toEqual([
      {
        id: "fixture-claim",
        text: "Fixture wording for magnesium",
        lang: "en",
        pending: true,
        sourceUrl: "https://example.org/register",
      },
    ]);
  });

  it("compares in micrograms, and states the condition as a share of the NRV", () => {
    expect(meetsConditionOfUse(56_250, { minAmount: 56.25, minUnit: "mg" })).toBe(true);
    expect(meetsConditionOfUse(56_249, { minAmount: 56.25, minUnit: "mg" })).toBe(false);
    expect(meetsConditionOfUse(1.5, { minAmount: 1.5, minUnit: "µg" })).toBe(true);
    expect(shareOfNrv(CLAIM, MAGNESIUM)).toBe(0.15);
    expect(shareOfNrv({ minAmount: 0.06, minUnit: "g" }, MAGNESIUM)).toBe(0.15);
    expect(shareOfNrv(CLAIM, { ...MAGNESIUM, nrv: null })).toBeNull();
  });
});

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the register's input schemas", () => {
  const { id: _id, ...claim } = CLAIM;

  it("take a nutrient with or without an NRV, an NRV only with the copy it was read in and the day", () => {
    expect(issues(claimNutrientInput, MAGNESIUM)).toEqual({});
    expect(issues(claimNutrientInput, { ...MAGNESIUM, nrv: null, sourceUrl: null, checkedAt: null })).toEqual({});
    expect(issues(claimNutrientInput, { ...MAGNESIUM, sourceUrl: null, checkedAt: null })).toEqual({
      sourceUrl: E.nrvSource,
    });
    expect(issues(claimNutrientInput, { ...MAGNESIUM, checkedAt: null })).toEqual({ checkedAt: E.checkedAt });
    expect(issues(claimNutrientInput, { ...MAGNESIUM, nrv: { amount: -1, unit: "kg" } })).toEqual({
      "nrv.amount": E.nrvAmount,
      "nrv.unit": E.unit,
    });
    expect(issues(claimNutrientInput, { ...MAGNESIUM, slug: "Not a slug!", sourceUrl: "http://127.0.0.1/x" })).toEqual({
      slug: E.slug,
      sourceUrl: E.sourceUrl,
    });
    expect(issues(claimNutrientInput, { ...MAGNESIUM, names: { ...MAGNESIUM.names, de: " " } })).toEqual({
      "names.de": E.name,
    });
  });

  it("take a claim whose English wording is official; a pending language carries no text", () => {
    expect(issues(healthClaimInput, claim)).toEqual({});
    expect(issues(healthClaimInput, { ...claim, wording: { ...claim.wording, en: { status: "pending" } } })).toEqual({
      "wording.en": E.englishOfficial,
    });
    expect(
      issues(healthClaimInput, { ...claim, wording: { ...claim.wording, de: { status: "official", text: " " } } }),
    ).toEqual({ "wording.de.text": E.text });
    expect(issues(healthClaimInput, { ...claim, wording: { ...claim.wording, it: { status: "draft" } } })).toEqual({
      "wording.it.status": E.status,
    });
    const parsed = z.parse(healthClaimInput, {
      ...claim,
      wording: { ...claim.wording, fr: { status: "pending", text: "an unofficial translation" } },
    });
    expect(parsed.wording.fr).toEqual({ status: "pending" });
  });

  it("refuse a condition of use that is not a positive amount of mg, µg or g, and a day that is not one", () => {
    expect(issues(healthClaimInput, { ...claim, minAmount: 0, minUnit: "IU", checkedAt: "2026-02-30" })).toEqual({
      minAmount: E.minAmount,
      minUnit: E.unit,
      checkedAt: E.checkedAt,
    });
    expect(issues(healthClaimInput, { ...claim, minAmount: "56.25", regulation: "" })).toEqual({
      minAmount: E.minAmount,
      regulation: E.regulation,
    });
  });
});

describe("the disease-claim check and the register's wordings", () => {
  it("leaves a registered wording out of the check, and checks the same words when they are not registered", () => {
    const text = "Cures insomnia";
    expect(findDiseaseClaims(text)).not.toEqual([]);
    expect(findDiseaseClaims(text, ["cures insomnia"])).toEqual([]);
  });
});
