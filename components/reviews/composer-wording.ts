import type { IslandMessages } from "@/components/i18n/intl-island";

/**
 * What a detail page's review composer says to every visitor: "Loading…" and the sign-in line, and how loaded reviews
 * read. A member's part brings
 * the rest of the reviews' wording with its code (review-composer.tsx).
 */
export const REVIEW_COMPOSER_MESSAGES = [
  "reviews-form.loading",
  "reviews-form.signIn",
  // Every review's verification line, dimensions and rules, for the reviews "Load more" brings.
  "reviews-form.shown",
  "reviews-form.dimensions",
  "reviews-form.rules",
] as const satisfies readonly IslandMessages[];
