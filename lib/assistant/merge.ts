import { RECOMMENDATION_CATEGORIES, type HealthSearchResponse, type Recommendations } from "./types";

const pick = <T>(next: T[], previous: T[]): T[] => (next.length ? next : previous);

/**
 * Each phase's response is merged into what is shown. A later phase fills in what it carries and
 * never blanks what an earlier phase showed; its kind, phase and paging fields win. An emergency replaces all.
 */
export function mergePhaseResult(
  previous: HealthSearchResponse | null,
  next: HealthSearchResponse,
): HealthSearchResponse {
  if (!previous || next.kind === "emergency" || next.kind !== previous.kind) return next;
  const recommendations = Object.fromEntries(
    RECOMMENDATION_CATEGORIES.map((category) => [
      category,
      pick(next.recommendations[category], previous.recommendations[category]),
    ]),
  ) as Recommendations;
  return {
    ...next,
    topics: pick(next.topics, previous.topics),
    summary: next.summary || previous.summary,
    expertInsights: pick(next.expertInsights, previous.expertInsights),
    recommendations,
    nextSteps: pick(next.nextSteps, previous.nextSteps),
    disclaimer: next.disclaimer || previous.disclaimer,
  };
}

/** True once the merged result is final: recommendation cards, next steps and the disclaimer can show. */
export function isFinalResult(result: HealthSearchResponse): boolean {
  return !result.hasMore || result.nextPhase === null;
}
