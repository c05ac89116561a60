import "server-only";
import { NEXT_STEP_PRIORITIES, type NextStepObject, type Recommendations } from "@/lib/assistant/types";
import { mergeFacets, toRecommendationItem, type DirectoryFinder, type DirectoryMatches } from "./directory-sql";
import type { AnswerEngine } from "./engine-types";
import type { KnowledgeTopic } from "./knowledge-base";
import { analyseQuery, type QueryAnalysis } from "./match";
import { generalHealthAnswer, offTopicAnswer } from "./no-topic-answers";
import { toPhaseResponse, type AnswerParts } from "./phases";

const MAX_INSIGHTS = 6;
const MAX_NEXT_STEPS = 6;

/** Insights taken in turn from each topic, so a second topic is heard before the first one's third point. */
function interleavedInsights(topics: readonly KnowledgeTopic[]): string[] {
  const out: string[] = [];
  for (let round = 0; out.length < MAX_INSIGHTS && topics.some((t) => t.insights.length > round); round++) {
    for (const topic of topics) {
      const insight = topic.insights[round];
      if (insight && out.length < MAX_INSIGHTS) out.push(insight);
    }
  }
  return out;
}

function combinedNextSteps(topics: readonly KnowledgeTopic[]): NextStepObject[] {
  const seen = new Set<string>();
  const steps = topics
    .flatMap((topic) => topic.nextSteps)
    .filter((step) => !seen.has(step.step) && seen.add(step.step));
  // Stable sort: High first, each topic's own order kept within a priority.
  return steps
    .sort((a, b) => NEXT_STEP_PRIORITIES.indexOf(a.priority) - NEXT_STEP_PRIORITIES.indexOf(b.priority))
    .slice(0, MAX_NEXT_STEPS);
}

export function toRecommendations(matches: DirectoryMatches): Recommendations {
  return {
    clinics: matches.clinics.map(toRecommendationItem),
    labs: matches.labs.map(toRecommendationItem),
    supplements: matches.supplements.map(toRecommendationItem),
    foods: matches.foods.map(toRecommendationItem),
    wearables: matches.wearables.map(toRecommendationItem),
    brands: matches.brands.map(toRecommendationItem),
  };
}

/** The curated answer without recommendations; also the LLM engine's context. */
export function knowledgeAnswer(analysis: QueryAnalysis): AnswerParts {
  const topics = analysis.topics.map((match) => match.topic);
  if (!topics.length) return analysis.healthRelated && !analysis.injection ? generalHealthAnswer() : offTopicAnswer();
  return {
    kind: "answer",
    topics: topics.map(({ id, title }) => ({ id, title })),
    summary: topics.map((topic) => topic.summary).join("\n\n"),
    expertInsights: interleavedInsights(topics),
    nextSteps: combinedNextSteps(topics),
  };
}

export function facetsOf(analysis: QueryAnalysis) {
  return mergeFacets(analysis.topics.map((match) => match.topic.facets));
}

/** Default engine: no network, no key. Curated topics, and live directory searches over their facets (findDirectoryMatches). */
export function createKnowledgeEngine(findListings: DirectoryFinder): AnswerEngine {
  return {
    name: "knowledge-base",
    async answer(query, phase) {
      const analysis = analyseQuery(query);
      const parts = knowledgeAnswer(analysis);
      if (phase === "recommendations" && parts.kind === "answer") {
        parts.recommendations = toRecommendations(await findListings(facetsOf(analysis)));
      }
      return toPhaseResponse(parts, phase);
    },
  };
}
