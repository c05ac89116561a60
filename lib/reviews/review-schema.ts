// zod/mini: the review form validates with this (loaded on first submit) and the review route handlers with the same.
import * as z from "zod/mini";
import { errorKey } from "@/lib/http/error-key";
import { isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";
import { ALL_REVIEW_DIMENSIONS, type ReviewDimension, type ReviewDimensions } from "./dimensions";
import type { ReviewRule } from "./review-rules";

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
  /** A dimension rating that is not a whole number of stars from 1 to 5. */
  dimension: "reviews-form.messages.dimension",
  /** A dimension this listing's kind is not rated on. */
  dimensionKind: "reviews-form.messages.dimensionKind",
  /** An invitation link that is malformed, altered or names no invitation. */
  invitationInvalid: "reviews-form.messages.invitationInvalid",
  invitationExpired: "reviews-form.messages.invitationExpired",
  /** Already used for a review: each invitation is good for one. */
  invitationUsed: "reviews-form.messages.invitationUsed",
  /** Opened by a member whose address is not the one the owner invited. */
  invitationForeign: "reviews-form.messages.invitationForeign",
  /** The owner invited their own address. */
  invitationSelf: "reviews-form.messages.invitationSelf",
  invitationEmail: "reviews-form.messages.invitationEmail",
  invitationNotSent: "reviews-form.messages.invitationNotSent",
  /** The member is an owner of the listing: an owner's review of it would be self-serving. */
  ownListing: "reviews-form.messages.ownListing",
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

const stars = (message: string) => z.int({ error: message }).check(z.gte(1, message), z.lte(5, message));

// Every kind's dimensions, each optional (null or absent: not rated); the server refuses those of another kind with
// a field error under `dimensions.{key}`.
const dimensionsSchema = z.optional(
  z.nullable(
    z.object(
      Object.fromEntries(
        ALL_REVIEW_DIMENSIONS.map((key) => [key, z.optional(z.nullable(stars(REVIEW_ERRORS.dimension)))]),
      ) as Record<ReviewDimension, z.ZodMiniOptional<z.ZodMiniNullable<ReturnType<typeof stars>>>>,
    ),
  ),
);

export const reviewInputSchema = z.object({
  rating: stars(REVIEW_ERRORS.rating),
  title: safeText(REVIEW_TITLE_MAX_LENGTH, errorKey(REVIEW_ERRORS.title, { max: REVIEW_TITLE_MAX_LENGTH })),
  body: safeText(REVIEW_BODY_MAX_LENGTH, REVIEW_ERRORS.body),
  dimensions: dimensionsSchema,
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** How a review's author was shown to have used the listing; null: not verified. */
type ReviewVerification = "owner_invitation" | null;

/** What a review says, as every review on the wire carries it. */
type ReviewContent = {
  rating: number;
  title: string | null;
  body: string;
  /** The dimensions rated (absent: none). */
  dimensions?: ReviewDimensions;
  verification: ReviewVerification;
};

/** A published review as GET /api/listings/{id}/reviews and the detail page show it: the author's first name only. */
export type PublicReview = ReviewContent & {
  id: string;
  author: string;
  createdAt: string;
  /** The listing owner's published reply, shown under the review. */
  reply?: { body: string; updatedAt: string };
  /** Written by one of the listing's owners (before they became one): listed as such, counted in no rating. */
  byOwner?: true;
};
/** A review hidden by moderation, shown in its place: only the public rule it broke, never its text or author. */
export type HiddenReviewNotice = { id: string; hidden: true; rule: ReviewRule | null; createdAt: string };
/** One place in a listing's review list: a published review, or the placeholder of one moderation hid. */
export type ListedReview = PublicReview | HiddenReviewNotice;
export type PublicReviewPage = { reviews: ListedReview[]; nextCursor: string | null };

export const isHiddenReview = (review: ListedReview): review is HiddenReviewNotice => "hidden" in review;

/** A member's own review (POST, PUT, GET /api/reviews/mine); `listing` only in the list of their reviews. */
export type OwnReview = ReviewContent & {
  id: string;
  listingId: string;
  status: "published" | "hidden";
  /** When hidden: the public rule the moderators found broken. */
  hiddenRule?: ReviewRule | null;
  createdAt: string;
  updatedAt: string;
};
export type MyReview = OwnReview & { listing: { id: string; name: string; url: string | null } };
