import "server-only";
import type { AnswerAuthor, AssistantLocale, AssistantPhase, HealthSearchResponse } from "@/lib/assistant/types";
import { buildEmergencyResponse, detectEmergency } from "./emergency";
import type { AnswerEngine } from "./engine-types";
import { createKnowledgeEngine } from "./knowledge-engine";
import { answerLocale } from "./language";
import { createLlmEngine, llmConfigFromEnv } from "./llm-engine";
import { validateHealthSearchResponse } from "./response-schema";
import { countryNamed } from "./retrieval/plan";
import { logger } from "@/server/log/logger";

export type { AnswerEngine } from "./engine-types";
export { detectEmergency } from "./emergency";
export { answerLocale } from "./language";

export type AssistantDeps = {
  /** First choice; default: the LLM engine when LLM_API_URL and LLM_API_KEY are set, else the knowledge base. */
  engine?: AnswerEngine;
  /** Used when the first choice fails or answers something invalid; default: the knowledge base. */
  fallback?: AnswerEngine;
  /**
   * Visitor's ISO country code, for local emergency and crisis numbers. Only emergency answers depend on it, so a
   * cache keyed by question and phase stays correct when emergencies bypass it or carry the country in the key.
   */
  country?: string | null;
  /** The page's language: the answer's language when the question's own is unclear. */
  locale?: AssistantLocale | null;
  /** Told why the first choice was abandoned (logging, tests). */
  onFallback?: (error: unknown, engine: AnswerEngine) => void;
};

type Engines = { engine: AnswerEngine; fallback: AnswerEngine };
let defaults: Promise<Engines> | undefined;

async function buildDefaultEngines(): Promise<Engines> {
  // Loaded here, not at the top, so importing this module neither reads the environment nor opens the database.
  const { retrieveListings } = await import("./directory-finder");
  const knowledge = createKnowledgeEngine(retrieveListings);
  const config = llmConfigFromEnv();
  return { engine: config ? createLlmEngine({ config, retrieve: retrieveListings }) : knowledge, fallback: knowledge };
}

/** The LLM engine when LLM_API_URL and LLM_API_KEY are set, else the knowledge base; the knowledge base as fallback. */
function defaultEngines(): Promise<Engines> {
  defaults ??= buildDefaultEngines().catch((error: unknown) => {
    defaults = undefined;
    throw error;
  });
  return defaults;
}

function logFallback(error: unknown, engine: AnswerEngine) {
  logger.warn({ engine: engine.name, err: error }, "assistant engine failed; answering from the knowledge base");
}

/**
 * One phase of the answer to a validated question (trimmed, 1–500 characters), in the question's language, else the
 * page's. Emergencies are answered first and at once, with the visitor's country or the one the question names;
 * otherwise the chosen engine answers, falling back to the knowledge base on any error or invalid answer. Every
 * response is validated against the full schema before it is returned.
 */
export async function answerHealthQuestion(
  query: string,
  phase: AssistantPhase,
  deps: AssistantDeps = {},
): Promise<HealthSearchResponse> {
  const locale = answerLocale(query, deps.locale);
  const signs = detectEmergency(query);
  if (signs.length)
    return validateHealthSearchResponse({
      ...buildEmergencyResponse(signs, phase, deps.country ?? countryNamed(query), locale),
      author: OFFLINE_AUTHOR,
    });

  const chosen =
    deps.engine && deps.fallback ? { engine: deps.engine, fallback: deps.fallback } : await defaultEngines();
  const engine = deps.engine ?? chosen.engine;
  const fallback = deps.fallback ?? chosen.fallback;
  try {
    return validateHealthSearchResponse({ ...(await engine.answer(query, phase, locale)), author: authorOf(engine) });
  } catch (error) {
    if (engine === fallback) throw error;
    (deps.onFallback ?? logFallback)(error, engine);
  }
  return validateHealthSearchResponse({ ...(await fallback.answer(query, phase, locale)), author: authorOf(fallback) });
}

const OFFLINE_AUTHOR: AnswerAuthor = { engine: "knowledge-base" };

/** The engine that actually wrote the answer (after a fallback, the knowledge base), as the answer declares it. */
function authorOf(engine: AnswerEngine): AnswerAuthor {
  return engine.name === "llm" && engine.model ? { engine: "language-model", model: engine.model } : OFFLINE_AUTHOR;
}
