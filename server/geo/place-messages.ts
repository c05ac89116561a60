import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { translator } from "@/lib/i18n/translator";
import { NEAR_COUNTRY_MESSAGE } from "./near-place";
import {
  PLACE_AMBIGUOUS_MESSAGE,
  PLACE_EMPTY_MESSAGE,
  PLACE_UNKNOWN_MESSAGE,
  PLACE_UNKNOWN_WITH_SUGGESTIONS_MESSAGE,
} from "./resolve-place";

/** The gazetteer's messages, as its resolvers state them (in English), and their keys in the `places` catalogue. */
const PLACE_MESSAGE_KEYS = new Map<string, keyof Messages["places"]>([
  [PLACE_EMPTY_MESSAGE, "empty"],
  [PLACE_AMBIGUOUS_MESSAGE, "ambiguous"],
  [PLACE_UNKNOWN_MESSAGE, "unknown"],
  [PLACE_UNKNOWN_WITH_SUGGESTIONS_MESSAGE, "unknownWithSuggestions"],
  [NEAR_COUNTRY_MESSAGE, "country"],
]);

type PlaceProblem = { message: string; suggestions: string[] };

/**
 * Why a place names no single city, said in a locale. The suggestions stay the gazetteer's labels ('Valencia,
 * Spain'): each is a search that resolves back to its city.
 */
export async function placeProblemIn(locale: Locale, problem: PlaceProblem): Promise<PlaceProblem> {
  const key = PLACE_MESSAGE_KEYS.get(problem.message);
  if (!key) return problem;
  const t = await translator(locale, "places");
  return { message: t(key), suggestions: problem.suggestions };
}
