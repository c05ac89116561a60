import "server-only";
import { placeLabelIn } from "@/lib/geo/country-name";
import type { Locale } from "@/lib/i18n/locales";
import { errorText } from "@/server/http/error-response";
import { resolvePlace } from "./resolve-place";

/** Why a place names no single city (its `places` key), with the values it offers instead. */
type PlaceProblem = { message: string; suggestions: string[] };

/**
 * A suggestion ('Valencia, Spain') with its country as the locale names it ('Valencia, Spanien'), when that reads
 * back to the same place (the gazetteer knows European countries' names in the six languages); else as it came.
 */
async function suggestionIn(locale: Locale, suggestion: string): Promise<string> {
  const local = placeLabelIn(locale, suggestion);
  if (local === suggestion) return suggestion;
  const [original, localized] = await Promise.all([resolvePlace(suggestion), resolvePlace(local)]);
  return JSON.stringify(original) === JSON.stringify(localized) ? local : suggestion;
}

/** A place problem's suggestions in a locale: each is a search that resolves back to its city. */
export async function placeSuggestionsIn(locale: Locale, suggestions: readonly string[]): Promise<string[]> {
  return Promise.all(suggestions.map((suggestion) => suggestionIn(locale, suggestion)));
}

/** Why a place names no single city, said in a locale, with the suggestions' countries in it too. */
export async function placeProblemIn(locale: Locale, problem: PlaceProblem): Promise<PlaceProblem> {
  const [message, suggestions] = await Promise.all([
    errorText(locale, { code: problem.message, params: {} }),
    placeSuggestionsIn(locale, problem.suggestions),
  ]);
  return { message, suggestions };
}
