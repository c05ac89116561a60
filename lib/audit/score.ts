/** Shared pieces of the three audits: the score badge and the deductions. */

export type AuditBadge = "Excellent" | "Good" | "Needs Work";

const EXCELLENT_MIN_SCORE = 90;
const GOOD_MIN_SCORE = 70;

/** One rule that cost points: which check, how many points, and why (shown to the site owner). */
export type AuditDeduction = { check: string; points: number; detail: string };

/** What every audit returns. */
export type AuditOutcome = {
  score: number;
  badge: AuditBadge;
  deductions: AuditDeduction[];
  recommendations: string[];
  criticalIssues: string[];
};

/** Excellent at 90 or more, Good at 70 or more, otherwise Needs Work. */
export function scoreBadge(score: number): AuditBadge {
  if (score >= EXCELLENT_MIN_SCORE) return "Excellent";
  if (score >= GOOD_MIN_SCORE) return "Good";
  return "Needs Work";
}

/** A whole score between 0 and 100 (NaN counts as 0). */
export function clampScore(score: number): number {
  if (Number.isNaN(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** 100 minus the deductions, clamped, with its badge. */
export function outcomeOf(
  deductions: AuditDeduction[],
  recommendations: string[],
  criticalIssues: string[],
): AuditOutcome {
  const score = clampScore(100 - deductions.reduce((sum, d) => sum + d.points, 0));
  return {
    score,
    badge: scoreBadge(score),
    deductions,
    recommendations: [...new Set(recommendations)],
    criticalIssues,
  };
}
