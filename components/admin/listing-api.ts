import type { AdminListing, ListingEditInput } from "@/lib/admin/listing-schema";
import { apiRequest } from "@/lib/api-client";
import { apiProblem } from "@/lib/api-problem";

/** What to tell the admin about a failed request. */
export function problemDescription(error: unknown): string {
  const problem = apiProblem(error);
  if (problem.status === 401) return "Your admin session has ended. Sign in again at /admin/login.";
  if (problem.status === 0) return "The server could not be reached. Please try again.";
  return problem.message ?? "Please try again.";
}

export type ListingSaveResult = { listing: AdminListing; changed: string[]; published: boolean };

export function saveListing(
  id: string,
  input: ListingEditInput & { expectedUpdatedAt: string },
): Promise<ListingSaveResult> {
  return apiRequest<ListingSaveResult>("PATCH", `/api/admin/listings/${encodeURIComponent(id)}`, input);
}

export type VerificationResult = { lastVerifiedAt: string; verifiedBy: "admin"; updatedAt: string };

/** The admin checked the listing's facts: they count as verified today. */
export function markVerified(id: string): Promise<VerificationResult> {
  return apiRequest<VerificationResult>("POST", `/api/admin/listings/${encodeURIComponent(id)}/verify`);
}
