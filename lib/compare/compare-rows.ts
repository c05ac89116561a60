// The rows of a comparison: each fact of the kind, one line per listing; a row differs when its lines do.
import type { ListingKind } from "@/lib/directory/kinds";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { ENGLISH_FACT_WORDS, factSummary, type FactSubject, type FactWords } from "@/lib/listings/fact-format";
import { factDefinition, type FactKey } from "@/lib/listings/facts";

export type CompareRow = { key: FactKey; label: string; cells: (string | null)[]; differs: boolean };

export function compareRows(
  kind: ListingKind,
  listings: readonly FactSubject[],
  words: FactWords = ENGLISH_FACT_WORDS,
): CompareRow[] {
  return factsOfKind(kind)
    .filter((key) => factDefinition(key).type !== "currency")
    .map((key) => {
      const cells = listings.map((listing) => factSummary(listing, key, words));
      return { key, label: words.label(key, kind), cells, differs: new Set(cells).size > 1 };
    });
}

/** "Oura Ring vs WHOOP" */
export function comparisonTitle(listings: readonly { name: string }[]): string {
  return listings.map((listing) => listing.name).join(" vs ");
}
