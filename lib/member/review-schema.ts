// zod/mini: the review form validates with this (loaded on first submit) and the review route handlers with the same.
import * as z from "zod/mini";
import { UNSAFE_CONTENT_MESSAGE, isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";

export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";
export const REVIEW_BODY_MESSAGE = "Your review must be at most 2,000 characters";
export const REVIEW_TITLE_MESSAGE = `The title must be at most ${REVIEW_TITLE_MAX_LENGTH} characters`;
export const MALFORMED_TEXT_MESSAGE = "Text contains characters that cannot be saved. Please remove them.";
export const DUPLICATE_REVIEW_MESSAGE = "You have already reviewed this listing. Edit or delete your review instead.";

// The route wrapper refuses unsafe markup and control characters in every JSON body; checking here too lets the form
// say so before sending. Lone surrogates (valid in JSON, not in Unicode) would make PostgreSQL refuse the row.
const safeText = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(max, message),
        z.refine((text) => isCleanText(text, { multiline: true }), MALFORMED_TEXT_MESSAGE),
        z.refine((text) => !isUnsafeText(text), UNSAFE_CONTENT_MESSAGE),
      ),
    ),
  );

export const reviewInputSchema = z.object({
  rating: z
    .int({ error: REVIEW_RATING_MESSAGE })
    .check(z.gte(1, REVIEW_RATING_MESSAGE), z.lte(5, REVIEW_RATING_MESSAGE)),
  title: safeText(REVIEW_TITLE_MAX_LENGTH, REVIEW_TITLE_MESSAGE),
  body: safeText(REVIEW_BODY_MAX_LENGTH, REVIEW_BODY_MESSAGE),
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
