// Which authorised claims a supplement may show: those of the nutrients its ingredients are, when the ingredient's
// amount per daily portion reaches the claim's condition of use. Below the condition, in a unit that is not a mass, or
// for an ingredient the register does not know, it shows none.
import type { Locale } from "@/lib/i18n/locales";
import type { IngredientAmount } from "@/lib/listings/fact-values";
import type { ClaimNutrient, HealthClaim, HealthClaimCatalogue, MassUnit } from "./schemas";

const TO_MICROGRAMS: Record<MassUnit, number> = { µg: 1, mg: 1_000, g: 1_000_000 };

const isMassUnit = (unit: string): unit is MassUnit => Object.hasOwn(TO_MICROGRAMS, unit);

const normalName = (text: string) => text.normalize("NFC").trim().toLocaleLowerCase("en");

/** The register's nutrient an ingredient is, by its slug or its name in any language, or null. */
function nutrientOf(ingredient: Pick<IngredientAmount, "name">, nutrients: readonly ClaimNutrient[]) {
  const name = normalName(ingredient.name);
  return (
    nutrients.find(
      (nutrient) => nutrient.slug === name || Object.values(nutrient.names).some((known) => normalName(known) === name),
    ) ?? null
  );
}

/**
 * The ingredient's amount per daily portion, in micrograms, or null when its unit is not a mass. A daily portion is
 * the servings a day the label gives; when it gives none, one serving, which a day's portion is never less than.
 */
function dailyMicrograms(ingredient: IngredientAmount, servingsPerDay?: number | null): number | null {
  if (!isMassUnit(ingredient.unit)) return null;
  return (
    ingredient.amount * TO_MICROGRAMS[ingredient.unit] * (servingsPerDay && servingsPerDay > 0 ? servingsPerDay : 1)
  );
}

/** Whether a daily amount (micrograms) meets the claim's condition of use; rounding noise below a nanogram aside. */
export function meetsConditionOfUse(daily: number, claim: Pick<HealthClaim, "minAmount" | "minUnit">): boolean {
  return daily + 1e-3 >= claim.minAmount * TO_MICROGRAMS[claim.minUnit];
}

/** The NRV share a condition of use amounts to (0.15 for 56.25 mg of a 375 mg NRV), or null without an NRV. */
export function shareOfNrv(claim: Pick<HealthClaim, "minAmount" | "minUnit">, nutrient: ClaimNutrient): number | null {
  if (!nutrient.nrv) return null;
  const share =
    (claim.minAmount * TO_MICROGRAMS[claim.minUnit]) / (nutrient.nrv.amount * TO_MICROGRAMS[nutrient.nrv.unit]);
  return Math.round(share * 10_000) / 10_000;
}

export type ShownClaim = {
  id: string;
  text: string;
  /** The language the text is in: the page's, or English while that language's official wording is pending. */
  lang: Locale;
  pending: boolean;
  sourceUrl: string;
};

/** The authorised claims a supplement's ingredients qualify for at their listed amounts, in the page's language. */
export function qualifyingClaims(
  facts: { ingredientAmounts?: readonly IngredientAmount[] | null; servingsPerDay?: number | null },
  locale: Locale,
  catalogue: HealthClaimCatalogue,
): ShownClaim[] {
  const daily = new Map<string, number>();
  for (const ingredient of facts.ingredientAmounts ?? []) {
    const nutrient = nutrientOf(ingredient, catalogue.nutrients);
    const amount = nutrient ? dailyMicrograms(ingredient, facts.servingsPerDay) : null;
    if (nutrient && amount !== null) daily.set(nutrient.slug, Math.max(daily.get(nutrient.slug) ?? 0, amount));
  }
  return catalogue.claims.flatMap((claim) => {
    const amount = daily.get(claim.nutrient);
    if (amount === undefined || !meetsConditionOfUse(amount, claim)) return [];
    const own = claim.wording[locale];
    const english = claim.wording.en;
    if (english.status !== "official") return [];
    const official = own.status === "official" ? own : null;
    return [
      {
        id: claim.id,
        text: official ? official.text : english.text,
        lang: official ? locale : "en",
        pending: !official,
        sourceUrl: claim.sourceUrl,
      },
    ];
  });
}
