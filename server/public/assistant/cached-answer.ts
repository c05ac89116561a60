import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { normaliseQuery } from "@/lib/assistant/normalise";
import type { AssistantPhase, HealthSearchResponse } from "@/lib/assistant/types";
import { answerHealthQuestion, detectEmergency } from "./engine";

/** One answer per normalised question and phase; recommendations are listings, so listing changes refresh it. */
async function cachedAnswer(normalisedQuery: string, phase: AssistantPhase): Promise<HealthSearchResponse> {
  "use cache";
  cacheTag(CACHE_TAGS.listings, CACHE_TAGS.assistant);
  cacheLife("hours");
  return answerHealthQuestion(normalisedQuery, phase);
}

/**
 * The answer to a validated question. Emergencies are answered at once and never from the cache (they may carry
 * the visitor's country); every other question shares the cached answer of its normalised form.
 */
export async function answerQuestion(
  query: string,
  phase: AssistantPhase,
  country?: string | null,
): Promise<HealthSearchResponse> {
  if (detectEmergency(query).length) return answerHealthQuestion(query, phase, { country });
  return cachedAnswer(normaliseQuery(query), phase);
}
