// zod/mini: the review form validates with this (loaded on first submit) and the review route handlers with the same.
import * as z from "zod/mini";
import { errorKey } from "@/lib/http/error-key";
import { isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";

export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_TITLE_MAX_LENGTH = 120;

/** The review's errors, by their keys in the `reviews-form` catalogue (`messages`). */
export const REVIEW_ERRORS = {
  rating: "reviews-form.messages.rating",
  body: "reviews-form.messages.body",
  title: "reviews-form.messages.title",
  malformed: "reviews-form.messages.malformed",
  duplicate: "reviews-form.messages.duplicate",
  unsafe: "reviews-form.messages.unsafe",
} as const;

// The route wrapper refuses unsafe markup and control characters in every JSON body; checking here too lets the form
// say so before sending. Lone surrogates (valid in JSON, not in Unicode) would make PostgreSQL refuse the row.
const safeText = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(max, message),
        z.refine((text) => isCleanText(text, { multiline: true }), REVIEW_ERRORS.malformed),
        z.refine((text) => !isUnsafeText(text), REVIEW_ERRORS.unsafe),
      ),
    ),
  );

export const reviewInputSchema = z.object({
  rating: z.int({ error: REVIEW_ERRORS.rating }).check(z.gte(1, REVIEW_ERRORS.rating), z.lte(5, REVIEW_ERRORS.rating)),
  title: safeText(REVIEW_TITLE_MAX_LENGTH, errorKey(REVIEW_ERRORS.title, { max: REVIEW_TITLE_MAX_LENGTH })),
  body: safeText(REVIEW_BODY_MAX_LENGTH, REVIEW_ERRORS.body),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** What a review says, as every review on the wire carries it. */
type ReviewContent = { rating: number; title: string | null; body: string };

/** A published review as GET /api/listings/{id}/reviews and the detail page show it: the author's first name only. */
export type PublicReview = ReviewContent & {
  id: string;
  author: string;
  createdAt: string;
  /** The listing owner's published reply, shown under the review. */
  reply?: { body: string; updatedAt: string };
};
export type PublicReviewPage = { reviews: PublicReview[]; nextCursor: string | null };

/** A member's own review (POST, PUT, GET /api/reviews/mine); `listing` only in the list of their reviews. */
export type OwnReview = ReviewContent & {
  id: string;
  listingId: string;
  status: "published" | "hidden";
  createdAt: string;
  updatedAt: string;
};
export type MyReview = OwnReview & { listing: { id: string; name: string; url: string | null } };
