// A supplement comparison's EU-authorised claims: per listing, the claims its listed amounts qualify for, in the
// page's language (lib/health-claims/qualify.ts); the row differs when the listings qualify for different claims.
import type { Locale } from "@/lib/i18n/locales";
import type { IngredientAmount } from "@/lib/listings/fact-values";
import { qualifyingClaims, type ShownClaim } from "@/lib/health-claims/qualify";
import type { HealthClaimCatalogue } from "@/lib/health-claims/schemas";

export type ClaimRow = { cells: ShownClaim[][]; differs: boolean };

export function claimRow(
  listings: readonly { ingredientAmounts?: IngredientAmount[] | null; servingsPerDay?: number | null }[],
  locale: Locale,
  catalogue: HealthClaimCatalogue,
): ClaimRow {
  const cells = listings.map((listing) => qualifyingClaims(listing, locale, catalogue));
  const keys = cells.map((cell) => cell.map((claim) => claim.id).join(" "));
  return { cells, differs: new Set(keys).size > 1 };
}
