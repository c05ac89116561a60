import "server-only";
import {
  DEFAULT_ASSISTANT_LOCALE,
  NEXT_STEP_PRIORITIES,
  type AssistantLocale,
  type NextStepObject,
  type Recommendations,
} from "@/lib/assistant/types";
import { emptyMatches, toRecommendationItem, type DirectoryMatches } from "./directory-sql";
import type { ListingRetriever } from "./directory-finder";
import type { AnswerEngine } from "./engine-types";
import { topicContent, type TopicContent } from "./knowledge-base";
import { analyseQuery, type QueryAnalysis } from "./match";
import { generalHealthAnswer, hasMatches, offTopicAnswer, retrievalAnswer } from "./no-topic-answers";
import { toPhaseResponse, type AnswerParts } from "./phases";
import { planRetrieval, type RetrievalPlan } from "./retrieval/plan";

const MAX_INSIGHTS = 6;
const MAX_NEXT_STEPS = 6;
/** The response's summary limit, with room for the paragraph breaks. */
const MAX_SUMMARY = 1990;

/** Insights taken in turn from each topic, so a second topic is heard before the first one's third point. */
function interleavedInsights(topics: readonly TopicContent[]): string[] {
  const out: string[] = [];
  for (let round = 0; out.length < MAX_INSIGHTS && topics.some((t) => t.insights.length > round); round++) {
    for (const topic of topics) {
      const insight = topic.insights[round];
      if (insight && out.length < MAX_INSIGHTS) out.push(insight);
    }
  }
  return out;
}

function combinedNextSteps(topics: readonly TopicContent[]): NextStepObject[] {
  const seen = new Set<string>();
  const steps = topics
    .flatMap((topic) => topic.nextSteps)
    .filter((step) => !seen.has(step.step) && seen.add(step.step));
  // Stable sort: High first, each topic's own order kept within a priority.
  return steps
    .sort((a, b) => NEXT_STEP_PRIORITIES.indexOf(a.priority) - NEXT_STEP_PRIORITIES.indexOf(b.priority))
    .slice(0, MAX_NEXT_STEPS);
}

/** The topics' summaries, best topic first, as many as fit in one response. */
function combinedSummary(topics: readonly TopicContent[]): string {
  const kept: string[] = [];
  for (const { summary } of topics) if ([...kept, summary].join("\n\n").length <= MAX_SUMMARY) kept.push(summary);
  return kept.join("\n\n");
}

function toRecommendations(matches: DirectoryMatches): Recommendations {
  return {
    clinics: matches.clinics.map(toRecommendationItem),
    labs: matches.labs.map(toRecommendationItem),
    supplements: matches.supplements.map(toRecommendationItem),
    foods: matches.foods.map(toRecommendationItem),
    wearables: matches.wearables.map(toRecommendationItem),
    brands: matches.brands.map(toRecommendationItem),
  };
}

/** Everything the engines know about a question before any database access. */
export type Understanding = { analysis: QueryAnalysis; plan: RetrievalPlan; locale: AssistantLocale };

export function understand(query: string, locale: AssistantLocale): Understanding {
  const analysis = analyseQuery(query);
  return {
    analysis,
    plan: planRetrieval(
      query,
      analysis.topics.map((match) => match.topic),
    ),
    locale,
  };
}

/** Out of scope: an attempt to re-task the assistant, or neither health nor the directory. */
function outOfScope({ analysis, plan }: Understanding): boolean {
  if (analysis.topics.length) return false;
  return analysis.injection || (!analysis.healthRelated && !plan.kinds.length);
}

/** Whether the directory is searched for the question at all (curated topics, or a question in scope). */
export function searchesDirectory(understanding: Understanding): boolean {
  const { analysis, plan } = understanding;
  return (
    analysis.topics.length > 0 || (!outOfScope(understanding) && (plan.groups.length > 0 || plan.kinds.length > 0))
  );
}

/** The curated answer of the matched topics, without recommendations; also the LLM engine's context. */
export function topicAnswer({ analysis, locale }: Understanding): AnswerParts | null {
  const topics = analysis.topics.map((match) => match.topic);
  if (!topics.length) return null;
  const contents = topics.map((topic) => topicContent(topic, locale));
  return {
    kind: "answer",
    locale,
    topics: topics.map((topic, index) => ({ id: topic.id, title: contents[index]?.title ?? topic.id })),
    summary: combinedSummary(contents),
    expertInsights: interleavedInsights(contents),
    nextSteps: combinedNextSteps(contents),
  };
}

/** The answer without curated topics: listings that fit with an honest summary, else the general or off-topic one. */
export function noTopicAnswer(understanding: Understanding, matches: DirectoryMatches): AnswerParts {
  const { locale, plan } = understanding;
  if (outOfScope(understanding)) return offTopicAnswer(locale);
  if (!hasMatches(matches)) return generalHealthAnswer(locale);
  return retrievalAnswer(locale, plan, matches, toRecommendations(matches));
}

/**
 * Default engine: no network, no key. Curated topics with live directory searches over their facets and the
 * question's words; without a topic, grounded retrieval over the listings (retrieveListings).
 */
export function createKnowledgeEngine(retrieve: ListingRetriever): AnswerEngine {
  return {
    name: "knowledge-base",
    async answer(query, phase, locale = DEFAULT_ASSISTANT_LOCALE) {
      const understanding = understand(query, locale);
      const curated = topicAnswer(understanding);
      if (curated) {
        if (phase === "recommendations")
          curated.recommendations = toRecommendations(await retrieve(understanding.plan));
        return toPhaseResponse(curated, phase);
      }
      const matches = searchesDirectory(understanding) ? await retrieve(understanding.plan) : null;
      return toPhaseResponse(noTopicAnswer(understanding, matches ?? emptyMatches()), phase);
    },
  };
}
