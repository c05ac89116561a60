import type { AssistantLocale, AssistantPhase, HealthSearchResponse } from "../../lib/assistant/types";
import type { ListingKind } from "../../lib/directory/kinds";
import type { EvalQuestion } from "../../server/assistant/eval";

/** One evaluated question: the final response, what it recommended and how long each phase took. */
export type EvalResult = {
  question: EvalQuestion;
  response: HealthSearchResponse;
  latencies: Partial<Record<AssistantPhase, number>>;
  /** The language the answer is written in (from its disclaimer), or null when it matches none. */
  answerLocale: AssistantLocale | null;
  /** Kinds of the recommended listings (published listings only; ungrounded ones are left out). */
  recommendedKinds: ListingKind[];
  recommendations: number;
  grounded: number;
};

/** The targets for the offline default engine; `max` measures must stay at or below, the others at or above. */
export const EVAL_TARGETS = {
  topicAccuracy: { min: 0.95 },
  rightKind: { min: 0.9 },
  grounding: { min: 1 },
  emergencyRecall: { min: 1 },
  falseEmergency: { max: 0.01 },
  empty: { max: 0.02 },
  rightLanguage: { min: 0.95 },
} as const;
export type EvalMeasure = keyof typeof EVAL_TARGETS;
/** Latency is reported against this p95 (ms) but not enforced: it depends on the machine and its load. */
export const P95_TARGET_MS = 50;

export type Measures = Record<EvalMeasure, number> & { questions: number; p95Ms: number };

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const share = (part: number, whole: number) => (whole ? part / whole : Number.NaN);

/** Right response kind and, where topics are expected, the answer leads with one of them. */
export function isCorrect({ question, response }: EvalResult): boolean {
  if (!question.kinds.includes(response.kind)) return false;
  return !question.topics || question.topics.includes(response.topics[0]?.id ?? "");
}

/** A listing of an asked kind is among the recommendations. */
export const hasRightKind = ({ question, recommendedKinds }: EvalResult) =>
  (question.asks ?? []).some((kind) => recommendedKinds.includes(kind));

const isHealthQuestion = ({ question }: EvalResult) =>
  !question.kinds.includes("off_topic") && !question.kinds.includes("emergency");

/** A health question that got neither a topic nor a listing. */
export const isEmpty = (result: EvalResult) =>
  isHealthQuestion(result) && !result.response.topics.length && result.recommendations === 0;

export function measure(results: readonly EvalResult[]): Measures {
  const count = (list: readonly EvalResult[], test: (result: EvalResult) => boolean) => list.filter(test).length;
  const asking = results.filter((result) => result.question.asks?.length);
  const emergencies = results.filter((result) => result.question.group === "emergency");
  const others = results.filter((result) => result.question.group !== "emergency");
  const health = results.filter(isHealthQuestion);
  const recommendations = results.reduce((sum, result) => sum + result.recommendations, 0);
  const grounded = results.reduce((sum, result) => sum + result.grounded, 0);
  return {
    questions: results.length,
    topicAccuracy: share(count(results, isCorrect), results.length),
    rightKind: share(count(asking, hasRightKind), asking.length),
    grounding: recommendations ? grounded / recommendations : 1,
    emergencyRecall: share(
      count(emergencies, (r) => r.response.kind === "emergency"),
      emergencies.length,
    ),
    falseEmergency: share(
      count(others, (r) => r.response.kind === "emergency"),
      others.length,
    ),
    empty: share(count(health, isEmpty), health.length),
    rightLanguage: share(
      count(results, (r) => r.answerLocale === r.question.locale),
      results.length,
    ),
    p95Ms: percentile(
      results.flatMap((result) => Object.values(result.latencies)),
      95,
    ),
  };
}

/** Measures that miss their target (a measure with no questions, NaN, misses nothing). */
export function missedTargets(measures: Measures): EvalMeasure[] {
  return (Object.keys(EVAL_TARGETS) as EvalMeasure[]).filter((name) => {
    const value = measures[name];
    const target: { min?: number; max?: number } = EVAL_TARGETS[name];
    if (Number.isNaN(value)) return false;
    return (target.min !== undefined && value < target.min) || (target.max !== undefined && value > target.max);
  });
}

export const percent = (value: number) => (Number.isNaN(value) ? "n/a" : `${(value * 100).toFixed(1)} %`);
