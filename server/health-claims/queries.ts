import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import * as z from "zod/mini";
import { CACHE_TAGS } from "@/lib/cache-tags";
import {
  claimNutrientInput,
  healthClaimInput,
  type ClaimNutrient,
  type HealthClaim,
  type HealthClaimCatalogue,
} from "@/lib/health-claims/schemas";
import { qualifyingClaims, type ShownClaim } from "@/lib/health-claims/qualify";
import type { Locale } from "@/lib/i18n/locales";
import type { IngredientAmount } from "@/lib/listings/fact-values";
import { db } from "@/server/db/client";

type NutrientRow = {
  slug: string;
  names: unknown;
  nrvAmount: number | null;
  nrvUnit: string | null;
  sourceUrl: string | null;
  checkedAt: string | null;
};
type ClaimRow = {
  id: string;
  nutrientSlug: string;
  wording: unknown;
  minAmount: number;
  minUnit: string;
  regulation: string;
  sourceUrl: string;
  checkedAt: string;
};

/** A stored nutrient as the wire has it; null when the row no longer fits the schema (one written by hand). */
function nutrientOfRow(row: NutrientRow): ClaimNutrient | null {
  const parsed = z.safeParse(claimNutrientInput, {
    slug: row.slug,
    names: row.names,
    nrv: row.nrvAmount === null && row.nrvUnit === null ? null : { amount: row.nrvAmount, unit: row.nrvUnit },
    sourceUrl: row.sourceUrl,
    checkedAt: row.checkedAt,
  });
  return parsed.success ? parsed.data : null;
}

/** A stored claim as the wire has it; null when the row no longer fits the schema. */
export function claimOfRow(row: ClaimRow): HealthClaim | null {
  const parsed = z.safeParse(healthClaimInput, {
    nutrient: row.nutrientSlug,
    wording: row.wording,
    minAmount: row.minAmount,
    minUnit: row.minUnit,
    regulation: row.regulation,
    sourceUrl: row.sourceUrl,
    checkedAt: row.checkedAt,
  });
  return parsed.success ? { id: row.id, ...parsed.data } : null;
}

async function readCatalogue(): Promise<HealthClaimCatalogue> {
  const [nutrients, claims] = await Promise.all([
    db.claimNutrient.findMany({ orderBy: { slug: "asc" } }),
    db.healthClaim.findMany({ orderBy: [{ nutrientSlug: "asc" }, { createdAt: "asc" }, { id: "asc" }] }),
  ]);
  return {
    nutrients: nutrients.flatMap((row) => nutrientOfRow(row) ?? []),
    claims: claims.flatMap((row) => claimOfRow(row) ?? []),
  };
}

/** The whole register, cached under one tag that each admin write clears (a few rows, read by supplement pages). */
export async function healthClaimCatalogue(): Promise<HealthClaimCatalogue> {
  "use cache";
  cacheTag(CACHE_TAGS.healthClaims);
  cacheLife("days");
  return readCatalogue();
}

/**
 * Every authorised claim's official wording, in every language the register has it in: the write paths exempt these
 * from the disease-claim check, since the register's own words are what a product may say.
 */
export async function registeredClaimWordings(): Promise<string[]> {
  const { claims } = await healthClaimCatalogue();
  return claims.flatMap((claim) =>
    Object.values(claim.wording).flatMap((wording) => (wording?.status === "official" ? [wording.text] : [])),
  );
}

/** The admin's view of the register, read afresh. */
export async function listHealthClaims(): Promise<HealthClaimCatalogue> {
  return readCatalogue();
}

/** The authorised claims a supplement's listed amounts qualify for, in the page's language (none below a condition). */
export async function supplementClaims(
  listing: { ingredientAmounts?: readonly IngredientAmount[] | null; servingsPerDay?: number | null },
  locale: Locale,
): Promise<ShownClaim[]> {
  return qualifyingClaims(listing, locale, await healthClaimCatalogue());
}
