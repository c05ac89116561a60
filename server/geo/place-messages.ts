import "server-only";
import { placeLabelIn } from "@/lib/geo/country-name";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { matchMessage } from "@/lib/i18n/message-templates";
import { translator } from "@/lib/i18n/translator";
import type { FieldErrors } from "@/lib/http/app-error";
import { NEAR_MAX_LENGTH } from "@/lib/directory/near";
import { NEAR_QUERY_MESSAGES } from "@/server/public/places/schema";
import { NEAR_COUNTRY_MESSAGE } from "./near-place";
import {
  resolvePlace,
  PLACE_AMBIGUOUS_MESSAGE,
  PLACE_EMPTY_MESSAGE,
  PLACE_UNKNOWN_MESSAGE,
  PLACE_UNKNOWN_WITH_SUGGESTIONS_MESSAGE,
} from "./resolve-place";

/** The gazetteer's and the place query's messages, as they are stated (in English), by their `places` catalogue key. */
const PLACE_MESSAGES = {
  empty: PLACE_EMPTY_MESSAGE,
  ambiguous: PLACE_AMBIGUOUS_MESSAGE,
  unknown: PLACE_UNKNOWN_MESSAGE,
  unknownWithSuggestions: PLACE_UNKNOWN_WITH_SUGGESTIONS_MESSAGE,
  country: NEAR_COUNTRY_MESSAGE,
  ...NEAR_QUERY_MESSAGES,
} satisfies Partial<Record<keyof Messages["places"], string>>;

const keyOf = (message: string) =>
  matchMessage(PLACE_MESSAGES, message)?.key as keyof typeof PLACE_MESSAGES | undefined;

/** A refused place query's field messages, said in a locale; others as they came. */
export async function placeFieldErrorsIn(locale: Locale, fields: FieldErrors): Promise<FieldErrors> {
  const t = await translator(locale, "places");
  const local = (message: string) => {
    const key = keyOf(message);
    return key ? t(key, { max: NEAR_MAX_LENGTH }) : message;
  };
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map(local)]));
}

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

/**
 * Why a place names no single city, said in a locale, with the suggestions' countries in it too: each suggestion is a
 * search that resolves back to its city.
 */
export async function placeProblemIn(locale: Locale, problem: PlaceProblem): Promise<PlaceProblem> {
  const key = keyOf(problem.message);
  const [t, suggestions] = await Promise.all([
    translator(locale, "places"),
    Promise.all(problem.suggestions.map((suggestion) => suggestionIn(locale, suggestion))),
  ]);
  return { message: key ? t(key) : problem.message, suggestions };
}
