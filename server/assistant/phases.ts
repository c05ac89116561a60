import "server-only";
import {
  emptyRecommendations,
  nextPhaseAfter,
  type AssistantLocale,
  type AssistantPhase,
  type HealthSearchResponse,
  type NextStep,
  type Recommendations,
  type ResponseKind,
  type TopicRef,
} from "@/lib/assistant/types";
import { messagesFor } from "./messages";

/** Everything an engine knows about a question; each phase reveals part of it. */
export type AnswerParts = {
  kind: Exclude<ResponseKind, "emergency" | "fallback">;
  /** The language every text of the answer is written in. */
  locale: AssistantLocale;
  topics: TopicRef[];
  summary: string;
  expertInsights: string[];
  /** Only needed for the recommendations phase (so earlier phases skip the directory search). */
  recommendations?: Recommendations;
  nextSteps: NextStep[];
};

/**
 * A topical answer comes in three phases — summary; then insights; then recommendations and next steps.
 * Each response repeats what earlier phases said, so any phase stands on its own; an answer without topics (general,
 * off-topic) is complete at once.
 */
export function toPhaseResponse(parts: AnswerParts, phase: AssistantPhase): HealthSearchResponse {
  const phased = parts.kind === "answer";
  const final = !phased || phase === "recommendations";
  const nextPhase = final ? null : nextPhaseAfter(phase);
  return {
    kind: parts.kind,
    phase,
    topics: parts.topics,
    summary: parts.summary,
    expertInsights: !phased || phase !== "summary" ? parts.expertInsights : [],
    recommendations: final ? (parts.recommendations ?? emptyRecommendations()) : emptyRecommendations(),
    nextSteps: final ? parts.nextSteps : [],
    hasMore: nextPhase !== null,
    nextPhase,
    disclaimer: messagesFor(parts.locale).disclaimer,
  };
}
