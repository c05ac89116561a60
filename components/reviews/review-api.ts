import { apiRequest } from "@/lib/api-client";
import type { OwnReview, ReviewInput } from "@/lib/reviews/review-schema";

/** Writes the member's review: a new one, or an edit of their existing one. */
export function saveReview(listingId: string, existingId: string | null, input: ReviewInput): Promise<OwnReview> {
  return existingId
    ? apiRequest<OwnReview>("PUT", `/api/reviews/${encodeURIComponent(existingId)}`, input)
    : apiRequest<OwnReview>("POST", `/api/listings/${encodeURIComponent(listingId)}/reviews`, input);
}

export async function deleteReview(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/reviews/${encodeURIComponent(id)}`);
}

/** The anchor the profile's Edit links point at: opening a detail page there opens the review editor. */
export const YOUR_REVIEW_ANCHOR = "your-review";

/** The invited member's review, through the owner's one-time link: stored as verified. */
export function reviewThroughInvitation(token: string, input: ReviewInput): Promise<OwnReview> {
  return apiRequest<OwnReview>("POST", `/api/reviews/invitations/${encodeURIComponent(token)}`, input);
}
