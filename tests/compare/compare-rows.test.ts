// A comparison's rows on the new facts: the evidence row per supplement or food, the wearables' validation and
// two-year cost, the foods' kind registered for comparing.
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import { compareRows } from "@/lib/compare/compare-rows";
import { evidenceRow } from "@/lib/compare/evidence-rows";
import { evidenceEntry } from "@/lib/listings/evidence";
import type { FactSubject } from "@/lib/listings/fact-format";

const entry = (ingredient: string, outcome: string, grade: string) =>
  z.parse(evidenceEntry, {
    ingredient,
    outcome,
    grade,
    direction: "benefit",
    summary: { en: "e", de: "d", fr: "f", es: "s", it: "i", nl: "n" },
    citations: [{ doi: "10.1000/example" }],
    editor: "Editor",
    editedAt: "2026-12-02",
  });
const ENTRIES = [entry("Creatine", "Muscle strength", "A"), entry("Magnesium", "Sleep quality", "C")];
const amount = (name: string) => ({ name, amount: 100, unit: "mg" as const });

describe("evidence row", () => {
  it("each listing's entries for its ingredients; differs when they do", () => {
    const row = evidenceRow(
      [{ ingredientAmounts: [amount("creatine")] }, { ingredientAmounts: [amount("Magnesium")] }, {}],
      ENTRIES,
    );
    expect(row.cells.map((cell) => cell.map((found) => found.grade))).toEqual([["A"], ["C"], []]);
    expect(row.differs).toBe(true);
  });

  it("the same entries in another order do not differ", () => {
    const both = [amount("Magnesium"), amount("Creatine")];
    expect(
      evidenceRow([{ ingredientAmounts: both }, { ingredientAmounts: [...both].reverse() }], ENTRIES).differs,
    ).toBe(false);
  });
});

describe("compare rows of the new facts", () => {
  it("wearables line up validation studies and the subscription with its two-year cost", () => {
    const ring = {
      kind: "wearable",
      priceFrom: 300,
      currency: "EUR",
      subscriptionAvailable: true,
      subscriptionPrice: 6,
      validationStudies: [{ metric: "hrv", referenceMethod: "ecg", doi: "10.1000/example", checkedAt: "2026-11-01" }],
    } as FactSubject;
    const band = { kind: "wearable", priceFrom: 250, currency: "EUR", subscriptionAvailable: false } as FactSubject;
    const rows = Object.fromEntries(compareRows("wearable", [ring, band]).map((row) => [row.key, row]));
    expect(rows.subscriptionPrice?.cells[0]).toContain("over two years");
    expect(rows.validationStudies?.cells[0]).toBeTruthy();
    expect(rows.validationStudies?.cells[1]).toBeNull();
    expect(rows.validationStudies?.differs).toBe(true);
  });

  it("foods can be compared as supplements are, and leaderboards cannot", () => {
    expect(isComparableKind("food")).toBe(true);
    expect(isComparableKind("supplement")).toBe(true);
    expect(isComparableKind("leaderboard")).toBe(false);
  });
});
