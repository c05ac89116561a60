// A supplement or food comparison's evidence: per listing, the editors' entries for its ingredients (ingredient ×
// outcome, grade and direction); the row differs when the listings' entries do.
import { evidenceFor, type EvidenceEntry } from "@/lib/listings/evidence";
import type { IngredientAmount } from "@/lib/listings/fact-values";

export type EvidenceRow = { cells: EvidenceEntry[][]; differs: boolean };

const entryKey = (entry: EvidenceEntry) => `${entry.ingredient}:${entry.outcome}:${entry.grade}:${entry.direction}`;

export function evidenceRow(
  listings: readonly { ingredientAmounts?: IngredientAmount[] | null }[],
  entries: readonly EvidenceEntry[],
): EvidenceRow {
  const cells = listings.map((listing) => evidenceFor(listing.ingredientAmounts ?? [], entries));
  const keys = cells.map((cell) => cell.map(entryKey).sort().join(" "));
  return { cells, differs: new Set(keys).size > 1 };
}
