import "server-only";
// What a question asks of the labs' panels: the catalogue markers it names ("ApoB", "Lp(a)") and whether it asks for
// the most for the money from a lab (the assistant's labs card then goes by € per measured marker, panel-value.ts).
import type { ListingKind } from "@/lib/directory/kinds";
import { foldText, wordRuns } from "../text";

/** Words that ask what something costs or which is cheapest, folded (foldText), in the six languages. */
const VALUE_WORDS = new Set([
  "cheap",
  "cheaper",
  "cheapest",
  "affordable",
  "price",
  "prices",
  "cost",
  "costs",
  "value",
  "money",
  "gunstig",
  "gunstiger",
  "gunstigste",
  "gunstigstes",
  "gunstigsten",
  "billig",
  "billigste",
  "preiswert",
  "preis",
  "preise",
  "kosten",
  "prix",
  "cout",
  "moins",
  "barato",
  "barata",
  "precio",
  "precios",
  "economico",
  "economica",
  "prezzo",
  "prezzi",
  "costo",
  "goedkoop",
  "goedkoopste",
  "prijs",
  "prijzen",
]);

/** Longest run of words one catalogue name is matched against ("vitamin b12" → "vitaminb12"). */
const MAX_NAME_WORDS = 3;

const squash = (text: string) => foldText(text).replace(/\s+/g, "");

/** What a question asks of the labs' panels: the catalogue markers it names and whether it asks about price. */
export type PanelAsk = { markers: string[]; value: boolean };

/**
 * The catalogue markers a question (its folded words) names, by slug or by any of their names in any language, its words folded and
 * joined ("Lp(a)", "lp a" and "LPA" all name lpa), and whether it asks about price; null when it does neither, or
 * names kinds other than labs.
 */
export function panelAsk(
  words: readonly string[],
  kinds: readonly ListingKind[],
  catalogue: readonly { slug: string; names: unknown }[],
): PanelAsk | null {
  if (kinds.length && !kinds.includes("lab")) return null;
  const runs = wordRuns(words, MAX_NAME_WORDS, "");
  const markers = catalogue
    .filter((marker) => {
      const names = marker.names && typeof marker.names === "object" ? Object.values(marker.names) : [];
      return [marker.slug, ...names].some((name) => typeof name === "string" && runs.has(squash(name)));
    })
    .map((marker) => marker.slug);
  const value = kinds.includes("lab") && asksAboutPrice(words);
  return markers.length || value ? { markers, value } : null;
}

/** Whether a question (its folded words) asks what something costs or which is cheapest. */
export function asksAboutPrice(words: readonly string[]): boolean {
  return words.some((word) => VALUE_WORDS.has(word));
}
