import type { AssistantPhase, HealthSearchResponse } from "../../lib/assistant/types";
import type { EvalQuestion } from "../../server/public/assistant/eval/questions";

export type EvalResult = {
  question: EvalQuestion;
  response: HealthSearchResponse;
  latencies: Partial<Record<AssistantPhase, number>>;
};

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Right kind; for answers, every expected topic found and the first topic one of them. */
export function isCorrect({ question, response }: EvalResult): boolean {
  if (response.kind !== question.kind) return false;
  const expected = question.topics ?? [];
  if (!expected.length) return true;
  const found = response.topics.map((topic) => topic.id);
  return expected.every((id) => found.includes(id)) && expected.includes(found[0] ?? "");
}

export const share = (part: number, whole: number) => (whole ? part / whole : Number.NaN);
export const percent = (value: number) => (Number.isNaN(value) ? "n/a" : `${(value * 100).toFixed(1)} %`);
