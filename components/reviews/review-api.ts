import { apiRequest } from "@/lib/api-client";
import type { OwnReview, ReviewInput } from "@/lib/member/review-schema";

export type ApiProblem = { status: number; message: string | null; fields: Record<string, string[]> };

/** The status, message and field messages of a failed apiRequest ("409: {json}"); status 0 when the network failed. */
export function apiProblem(error: unknown): ApiProblem {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return { status: 0, message: null, fields: {} };
  let body: { error?: unknown; fields?: unknown } = {};
  try {
    body = JSON.parse(match[2] ?? "") as typeof body;
  } catch {
    // A body that is not JSON (a proxy's error page): the status alone says enough.
  }
  const fields = body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string[]>) : {};
  return { status: Number(match[1]), message: typeof body.error === "string" ? body.error : null, fields };
}

/** Writes the member's review: a new one, or an edit of their existing one. */
export function saveReview(listingId: string, existingId: string | null, input: ReviewInput): Promise<OwnReview> {
  return existingId ? apiRequest<OwnReview>("PUT", `/api/reviews/${encodeURIComponent(existingId)}`, input) : apiRequest<OwnReview>("POST", `/api/listings/${encodeURIComponent(listingId)}/reviews`, input);
}

export async function deleteReview(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/reviews/${encodeURIComponent(id)}`);
}

export const DELETE_REVIEW_CONFIRMATION = "Are you sure you want to delete this review?";

/** The anchor the profile's Edit links point at: opening a detail page there opens the review editor. */
export const YOUR_REVIEW_ANCHOR = "your-review";
