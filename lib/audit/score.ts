/** Shared pieces of the three audits: the score badge and the deductions. */
import { auditMessageId, type AuditMessage } from "./audit-messages";

export type AuditBadge = "Excellent" | "Good" | "Needs Work";

const EXCELLENT_MIN_SCORE = 90;
const GOOD_MIN_SCORE = 70;

/** One rule that cost points: which check, how many points, and why (shown to the site owner). */
export type AuditDeduction = { check: string; points: number; detail: AuditMessage };

/** What every audit returns. */
export type AuditOutcome = {
  score: number;
  badge: AuditBadge;
  deductions: AuditDeduction[];
  recommendations: AuditMessage[];
  criticalIssues: AuditMessage[];
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
  recommendations: AuditMessage[],
  criticalIssues: AuditMessage[],
): AuditOutcome {
  const score = clampScore(100 - deductions.reduce((sum, d) => sum + d.points, 0));
  return {
    score,
    badge: scoreBadge(score),
    deductions,
    recommendations: [...new Map(recommendations.map((advice) => [auditMessageId(advice), advice])).values()],
    criticalIssues,
  };
}
