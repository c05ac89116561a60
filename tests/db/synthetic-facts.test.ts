import { describe, expect, it } from "vitest";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { readJsonFact } from "@/lib/listings/fact-schemas";
import { FACTS, isEmptyFact, type FactKey } from "@/lib/listings/facts";
import { syntheticListing, type SyntheticListing } from "@/scripts/db/seed-synthetic";

/** A food states its nutrients, servings and their price only where its label gives them per serving. */
const PER_SERVING: readonly FactKey[] = [
  "pricePerServing",
  "dosage",
  "ingredientAmounts",
  "servingsPerContainer",
  "servingsPerDay",
];

/**
 * Facts whose emptiness another fact states (no accreditation, not third-party tested, no subscription, the listing's
 * own currency), and the register entries and dated price pages a made-up listing cannot have.
 */
function mayBeEmpty(row: SyntheticListing, key: FactKey): boolean {
  if (key === "thirdPartyTests" || key === "servicePrices" || key === "licenceRegister") return true;
  if (key === "subscriptionCurrency") return true;
  if (row.kind === "food" && PER_SERVING.includes(key)) return true;
  // A practitioner (a dietitian, a coach) need not diagnose anything, nor declare whether it sells what it diagnoses.
  if (row.kind === "practitioner" && (key === "diagnostics" || key === "sellsTreatments")) return true;
  if (key === "gtin" || key === "availability" || key === "priceRange" || key === "sameAs") return true;
  if (key === "accreditations") return row.accreditations.length === 0;
  if (key === "accreditationBody") return !row.accreditations.includes("iso-15189");
  if (key === "thirdPartyTesting") return row.thirdPartyTested === false;
  if (key === "subscriptionPrice") return row.subscriptionAvailable === false;
  return false;
}

describe("synthetic facts", () => {
  const rows = Array.from({ length: 3_000 }, (_, index) => syntheticListing(index));

  it("fill every fact each kind shows, with sources", () => {
    for (const row of rows) {
      expect(row.sourceUrls, row.slug).toEqual([row.website]);
      for (const key of factsOfKind(row.kind)) {
        if (mayBeEmpty(row, key)) continue;
        expect(isEmptyFact(row[key as keyof SyntheticListing]), `${row.slug} ${key}`).toBe(false);
      }
    }
  });

  it("write structured facts that pass their own schemas", () => {
    for (const row of rows) {
      for (const key of factsOfKind(row.kind)) {
        const definition = FACTS[key];
        const value = row[key as keyof SyntheticListing];
        if (definition.type === "json" && value !== null)
          expect(readJsonFact(definition.shape, value), `${row.slug} ${key}`).not.toBeNull();
      }
    }
  });

  it("spread verification over two years, about half of it past the 12-month limit", () => {
    const verified = rows.filter((row) => row.lastVerifiedAt);
    expect(verified.length / rows.length).toBeGreaterThan(0.6);
    const stale = verified.filter((row) => Date.parse(row.lastVerifiedAt!) < Date.UTC(2025, 10, 1));
    expect(stale.length / verified.length).toBeGreaterThan(0.35);
    expect(stale.length / verified.length).toBeLessThan(0.65);
    expect(new Set(verified.map((row) => row.verifiedBy))).toEqual(new Set(["admin", "owner", "import"]));
  });
});
