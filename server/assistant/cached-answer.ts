import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { normaliseQuery } from "@/lib/assistant/normalise";
import type { AssistantLocale, AssistantPhase, HealthSearchResponse } from "@/lib/assistant/types";
import { answerHealthQuestion, answerLocale, detectEmergency } from "./engine";

/** One answer per normalised question, phase and answer language; recommendations are listings, so listing changes refresh it. */
async function cachedAnswer(
  normalisedQuery: string,
  phase: AssistantPhase,
  locale: AssistantLocale,
): Promise<HealthSearchResponse> {
  "use cache";
  cacheTag(CACHE_TAGS.listings, CACHE_TAGS.assistant);
  cacheLife("hours");
  return answerHealthQuestion(normalisedQuery, phase, { locale });
}

export type QuestionContext = { country?: string | null; locale?: AssistantLocale | null };

/**
 * The answer to a validated question. Emergencies are answered at once and never from the cache (they may carry
 * the visitor's country); every other question shares the cached answer of its normalised form in its language
 * (the question's own, else the page's, so only questions in no clear language depend on the page).
 */
export async function answerQuestion(
  query: string,
  phase: AssistantPhase,
  context: QuestionContext = {},
): Promise<HealthSearchResponse> {
  if (detectEmergency(query).length) return answerHealthQuestion(query, phase, context);
  return cachedAnswer(normaliseQuery(query), phase, answerLocale(query, context.locale));
}
