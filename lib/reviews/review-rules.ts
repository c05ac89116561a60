/**
 * The public rules reviews are moderated by: the how-reviews-work page lists them and a hidden review's placeholder
 * (and its author's view of it) names the one it broke. Each reads from `review-rules.{id}.title` / `.text`.
 * Being negative is not among them: a critical review that keeps these rules is published.
 */
export const REVIEW_RULES = [
  "no-experience",
  "conflict-of-interest",
  "incentivised",
  "personal-data",
  "abuse",
  "illegal",
  "spam",
  "off-topic",
] as const;

export type ReviewRule = (typeof REVIEW_RULES)[number];

export function isReviewRule(value: unknown): value is ReviewRule {
  return typeof value === "string" && (REVIEW_RULES as readonly string[]).includes(value);
}

/** Where every review block links: how reviews are collected, verified, moderated and counted. */
export const HOW_REVIEWS_WORK_PATH = "/reviews/how-reviews-work";
