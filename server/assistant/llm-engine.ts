import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { normaliseQuery } from "@/lib/assistant/normalise";
import { MAX_RECOMMENDATIONS_PER_CATEGORY } from "@/lib/assistant/limits";
import {
  DEFAULT_ASSISTANT_LOCALE,
  RECOMMENDATION_CATEGORIES,
  emptyRecommendations,
  type NextStepObject,
  type Recommendations,
} from "@/lib/assistant/types";
import { env } from "@/env";
import { emptyMatches, toRecommendationItem } from "./directory-sql";
import type { ListingRetriever } from "./directory-finder";
import type { AnswerEngine } from "./engine-types";
import { topicContent } from "./knowledge-base";
import { noTopicAnswer, searchesDirectory, topicAnswer, understand, type Understanding } from "./knowledge-engine";
import {
  assignRefs,
  buildUserPrompt,
  llmAnswerSchema,
  SYSTEM_PROMPT,
  type LlmAnswer,
  type ListingRefs,
} from "./llm-prompt";
import { toPhaseResponse, type AnswerParts } from "./phases";

const LLM_TIMEOUT_MS = 15_000;
const CONTEXT_PER_CATEGORY = 6;
const MEMO_TTL_MS = 10 * 60 * 1000;
const MEMO_MAX_ENTRIES = 200;

type LlmConfig = { baseURL: string; apiKey: string; model: string };

type LlmEngineOptions = {
  config: LlmConfig;
  /** The live directory retrieval (retrieveListings); its results are the only listings the model may name. */
  retrieve: ListingRetriever;
  /** Whole-call budget; past it the engine fails and the caller falls back to the knowledge base. */
  timeoutMs?: number;
  /** How long one generated answer serves the later phases of the same question. */
  memoTtlMs?: number;
  fetch?: typeof globalThis.fetch;
};

/** The LLM engine is used when an endpoint and key are configured (LLM_MODEL has a default). */
export function llmConfigFromEnv(): LlmConfig | null {
  const { LLM_API_URL, LLM_API_KEY, LLM_MODEL } = env();
  return LLM_API_URL && LLM_API_KEY ? { baseURL: LLM_API_URL, apiKey: LLM_API_KEY, model: LLM_MODEL } : null;
}

class UnusableLlmAnswer extends Error {
  constructor(reason: string) {
    super(`Unusable LLM answer: ${reason}`);
    this.name = "UnusableLlmAnswer";
  }
}

/** "500 mg", "2000 IU", "2 capsules" — but not lab values such as "160 mg/dL". */
const DOSE = /\b\d[\d.,]*\s?(mg|mcg|µg|μg|g|iu|ie|ui|units?|capsules?|tablets?|pills?|drops?)\b(?!\s*\/)/i;

const clean = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);

function resolveRecommendations(answer: LlmAnswer, refs: ListingRefs): Recommendations {
  const recommendations = emptyRecommendations();
  for (const category of RECOMMENDATION_CATEGORIES) {
    const seen = new Set<string>();
    for (const ref of answer.recommendations[category]) {
      const found = refs.get(ref.trim());
      // Anything not offered in the context, or offered for another category, is dropped: no invented listings.
      if (!found || found.category !== category || seen.has(found.match.id)) continue;
      seen.add(found.match.id);
      if (recommendations[category].length < MAX_RECOMMENDATIONS_PER_CATEGORY)
        recommendations[category].push(toRecommendationItem(found.match));
    }
  }
  return recommendations;
}

/** Turns the model's output into answer parts, or throws when it cannot be shown (empty, or it gives doses). */
export function toAnswerParts(answer: LlmAnswer, understanding: Understanding, refs: ListingRefs): AnswerParts {
  const summary = clean(answer.summary, 1500);
  const expertInsights = answer.expertInsights
    .map((insight) => clean(insight, 500))
    .filter(Boolean)
    .slice(0, 6);
  const nextSteps: NextStepObject[] = answer.nextSteps
    .map(({ step, action, expert, priority }) => ({
      step: clean(step, 150),
      action: clean(action, 500),
      expert: clean(expert, 150) || undefined,
      priority,
    }))
    .filter((step) => step.step && step.action)
    .slice(0, 6);
  if (!summary) throw new UnusableLlmAnswer("empty summary");
  const texts = [summary, ...expertInsights, ...nextSteps.flatMap((step) => [step.step, step.action])];
  if (texts.some((text) => DOSE.test(text))) throw new UnusableLlmAnswer("mentions a dose");

  const { locale } = understanding;
  const curated = topicAnswer(understanding) ?? noTopicAnswer(understanding, emptyMatches());
  if (answer.offTopic)
    return {
      kind: "off_topic",
      locale,
      topics: [],
      summary,
      expertInsights,
      nextSteps: nextSteps.length ? nextSteps : curated.nextSteps,
    };
  return {
    kind: curated.kind === "answer" ? "answer" : "general",
    locale,
    topics: curated.topics,
    summary,
    expertInsights,
    recommendations: resolveRecommendations(answer, refs),
    nextSteps: nextSteps.length ? nextSteps : curated.nextSteps,
  };
}

type MemoEntry = { expires: number; parts: Promise<AnswerParts> };

/** An OpenAI-compatible model with structured output, grounded in the curated topics and live directory matches. */
export function createLlmEngine(options: LlmEngineOptions): AnswerEngine {
  const { config, retrieve, timeoutMs = LLM_TIMEOUT_MS, memoTtlMs = MEMO_TTL_MS } = options;
  const provider = createOpenAICompatible({
    name: "assistant-llm",
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
    fetch: options.fetch,
  });
  const model = provider.chatModel(config.model);
  // One generation answers all three phases of a question; the route's cache covers repeats across visitors.
  const memo = new Map<string, MemoEntry>();

  async function generate(query: string, understanding: Understanding): Promise<AnswerParts> {
    const { analysis, plan, locale } = understanding;
    const topics = analysis.topics.map((match) => topicContent(match.topic, locale));
    // The same retrieval as the knowledge base's: the model sees, and may recommend, only what it found.
    const matches = searchesDirectory(understanding)
      ? await retrieve(plan, { perCategory: CONTEXT_PER_CATEGORY })
      : emptyMatches();
    const refs = assignRefs(matches);
    const result = await generateText({
      model,
      system: SYSTEM_PROMPT,
      prompt: buildUserPrompt(query, topics, refs, locale),
      output: Output.object({ schema: llmAnswerSchema, name: "health_answer" }),
      temperature: 0.2,
      maxRetries: 0,
      timeout: timeoutMs,
    });
    return toAnswerParts(result.output, understanding, refs);
  }

  function remembered(query: string, understanding: Understanding): Promise<AnswerParts> {
    const key = `${understanding.locale}:${normaliseQuery(query)}`;
    const now = Date.now();
    const hit = memo.get(key);
    if (hit && hit.expires > now) return hit.parts;
    for (const [oldKey, entry] of memo) if (entry.expires <= now || memo.size >= MEMO_MAX_ENTRIES) memo.delete(oldKey);
    const parts = generate(query, understanding);
    memo.set(key, { expires: now + memoTtlMs, parts });
    parts.catch(() => memo.delete(key));
    return parts;
  }

  return {
    name: "llm",
    model: config.model,
    async answer(query, phase, locale = DEFAULT_ASSISTANT_LOCALE) {
      return toPhaseResponse(await remembered(query, understand(query, locale)), phase);
    },
  };
}
