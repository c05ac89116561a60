import type { AdminListing, ListingEditInput } from "@/lib/admin/listing-schema";
import { ApiError, apiRequest } from "@/lib/api-client";

/** What to tell the admin about a failed request. */
export function problemDescription(error: unknown): string {
  if (!(error instanceof ApiError)) return "The server could not be reached. Please try again.";
  if (error.status === 401) return "Your admin session has ended. Sign in again at /admin/login.";
  return error.serverMessage ?? "Please try again.";
}

type ListingSaveResult = { listing: AdminListing; changed: string[]; published: boolean };

export function saveListing(
  id: string,
  input: ListingEditInput & { expectedUpdatedAt: string },
): Promise<ListingSaveResult> {
  return apiRequest<ListingSaveResult>("PATCH", `/api/admin/listings/${encodeURIComponent(id)}`, input);
}
