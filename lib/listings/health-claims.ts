// EU-authorised health claims (Regulation (EU) No 432/2012 and its amendments) for the nutrients the directory lists,
// with the condition of use a supplement's listed amount is checked against. Legal wording: each language's text is
// the register's own, copied from the official copy named beside it, never paraphrased or translated here; a language
// with no official copy read yet is pending, and the page shows the English registered wording with a note.
import type { IngredientAmount } from "./fact-values";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

type MassUnit = "mg" | "µg" | "g";

/**
 * A nutrient the claims are made for. The condition of use of a vitamin's or mineral's claims is "at least a source
 * of" it: a significant amount, 15 % of its nutrient reference value (Regulation (EU) No 1169/2011, Annex XIII) per
 * daily portion of a food supplement.
 */
export type ClaimNutrient = {
  key: string;
  /** The nutrient's name in each language, as a listing's ingredient names it ("Magnesium", "magnésium"…). */
  names: readonly string[];
  nrv: { amount: number; unit: MassUnit };
  /** The share of the NRV a daily portion must reach, 0.15 for vitamins and minerals. */
  minShareOfNrv: number;
};

/** A registered wording and the official copy it was read from (its address and the date of that copy). */
type RegisteredWording = { text: string; sourceUrl: string; copyDate: string };

export type HealthClaim = {
  id: string;
  nutrient: string;
  /** English is the wording the others are pending on; any other language appears once its official copy is read. */
  wording: { en: RegisteredWording } & Partial<Record<Exclude<Locale, "en">, RegisteredWording>>;
};

export const CLAIM_NUTRIENTS: readonly ClaimNutrient[] = [
  {
    key: "magnesium",
    names: ["magnesium", "magnésium", "magnesio"],
    nrv: { amount: 375, unit: "mg" },
    minShareOfNrv: 0.15,
  },
];

/**
 * The claims whose registered wording has been read from an official copy. Empty until then: a claim is added with
 * the address and date of the copy (EUR-Lex, the EU Register of nutrition and health claims) each wording comes from.
 */
const HEALTH_CLAIMS: readonly HealthClaim[] = [];

/** Every registered wording in every language read: a text stating one is an authorised claim, never a disease claim. */
export const REGISTERED_CLAIM_WORDINGS: readonly string[] = HEALTH_CLAIMS.flatMap((claim) =>
  Object.values(claim.wording).flatMap((wording) => (wording ? [wording.text] : [])),
);

const TO_MICROGRAMS: Record<MassUnit, number> = { µg: 1, mg: 1_000, g: 1_000_000 };

const normalName = (text: string) => text.trim().toLocaleLowerCase("en").normalize("NFC");

/** The catalogue's nutrient an ingredient is (by its name in any language), or null. */
function claimNutrientOf(
  ingredient: Pick<IngredientAmount, "name">,
  nutrients: readonly ClaimNutrient[] = CLAIM_NUTRIENTS,
): ClaimNutrient | null {
  const name = normalName(ingredient.name);
  return nutrients.find((nutrient) => nutrient.names.some((known) => normalName(known) === name)) ?? null;
}

/** The least amount per daily portion the nutrient's claims may be made at, in the NRV's unit (56.25 mg of magnesium). */
export function minimumDailyAmount(nutrient: ClaimNutrient): number {
  return Math.round(nutrient.nrv.amount * nutrient.minShareOfNrv * 1_000) / 1_000;
}

/**
 * Whether the ingredient's amount per daily portion meets the nutrient's condition of use. A daily portion is the
 * servings a day the label gives; when it gives none, one serving, which a day's portion is never less than.
 */
function meetsConditionOfUse(
  ingredient: IngredientAmount,
  nutrient: ClaimNutrient,
  servingsPerDay?: number | null,
): boolean {
  if (!(ingredient.unit in TO_MICROGRAMS)) return false;
  const daily = ingredient.amount * TO_MICROGRAMS[ingredient.unit as MassUnit] * (servingsPerDay || 1);
  return daily >= minimumDailyAmount(nutrient) * TO_MICROGRAMS[nutrient.nrv.unit];
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
  catalogue: { nutrients: readonly ClaimNutrient[]; claims: readonly HealthClaim[] } = {
    nutrients: CLAIM_NUTRIENTS,
    claims: HEALTH_CLAIMS,
  },
): ShownClaim[] {
  const qualifying = new Set(
    (facts.ingredientAmounts ?? []).flatMap((ingredient) => {
      const nutrient = claimNutrientOf(ingredient, catalogue.nutrients);
      return nutrient && meetsConditionOfUse(ingredient, nutrient, facts.servingsPerDay) ? [nutrient.key] : [];
    }),
  );
  return catalogue.claims
    .filter((claim) => qualifying.has(claim.nutrient))
    .map((claim) => {
      const own = claim.wording[locale];
      const wording = own ?? claim.wording.en;
      return {
        id: claim.id,
        text: wording.text,
        lang: own ? locale : "en",
        pending: !own,
        sourceUrl: wording.sourceUrl,
      };
    });
}

const normalWording = (text: string) =>
  text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "")
    .toLocaleLowerCase("en");

/**
 * Whether the text is an authorised claim's registered wording in that language (case, spacing, curly quotes and a
 * closing full stop aside). A language whose official wording is pending recognises nothing: an unofficial
 * translation is not the registered claim. The health-claim checker calls this before it flags a claim.
 */
export function isAuthorisedClaimWording(
  text: string,
  locale: Locale,
  claims: readonly HealthClaim[] = HEALTH_CLAIMS,
): boolean {
  if (!LOCALES.includes(locale)) return false;
  const wanted = normalWording(text);
  return (
    wanted.length > 0 &&
    claims.some((claim) => {
      const wording = claim.wording[locale];
      return wording !== undefined && normalWording(wording.text) === wanted;
    })
  );
}
