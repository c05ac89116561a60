/** A mean of whole stars and how many reviews it is the mean of; null mean when there are none. */
export type RatingMean = { mean: number | null; count: number };

/**
 * A listing's rating as its review block states it: the plain mean of all published reviews with their count, and
 * the same for verified and not verified reviews apart. Hidden reviews count in none of them.
 */
export type RatingSummary = {
  all: RatingMean;
  verified: RatingMean;
  unverified: RatingMean;
};

/** Stars apart beyond which the verified and the not verified means are both shown beside the overall one. */
const SPLIT_RATING_GAP = 1;

/** Whether both means are shown: each has reviews and they differ by more than one star. */
export function showsSplitRating(summary: Pick<RatingSummary, "verified" | "unverified">): boolean {
  const { verified, unverified } = summary;
  if (verified.mean === null || unverified.mean === null) return false;
  return Math.abs(verified.mean - unverified.mean) > SPLIT_RATING_GAP;
}
