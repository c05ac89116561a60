import type { IslandMessages } from "@/components/i18n/intl-island";

/**
 * What a detail page's review composer says before a member opens the form: the button, the sign-in line, their
 * review's summary and its deletion. The form's own wording loads with its code (review-composer.tsx).
 */
export const REVIEW_COMPOSER_MESSAGES = [
  "reviews-form.loading",
  "reviews-form.write",
  "reviews-form.signIn",
  "reviews-form.yours",
  "reviews-form.hidden",
  "reviews-form.edit",
  "reviews-form.delete",
  "reviews-form.confirmDelete",
  "reviews-form.toasts",
] as const satisfies readonly IslandMessages[];
