import { apiRequest } from "@/lib/api-client";
import type { AdminListing, ListingEditInput } from "@/lib/admin/listing-schema";

export type ApiProblem = { status: number; message: string | null; fields: Record<string, string[]> };

/** The status, message and field messages of a failed apiRequest ("409: {json}"); status 0 when the network failed. */
export function apiProblem(error: unknown): ApiProblem {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return { status: 0, message: null, fields: {} };
  let body: { error?: unknown; fields?: unknown } = {};
  try {
    body = JSON.parse(match[2] ?? "") as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status alone says enough.
  }
  const fields = body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string[]>) : {};
  return { status: Number(match[1]), message: typeof body.error === "string" ? body.error : null, fields };
}

/** What to tell the admin about a failed request. */
export function problemDescription(error: unknown): string {
  const problem = apiProblem(error);
  if (problem.status === 401) return "Your admin session has ended. Sign in again at /admin/login.";
  if (problem.status === 0) return "The server could not be reached. Please try again.";
  return problem.message ?? "Please try again.";
}

export type ListingSaveResult = { listing: AdminListing; changed: string[]; published: boolean };

export function saveListing(id: string, input: ListingEditInput & { expectedUpdatedAt: string }): Promise<ListingSaveResult> {
  return apiRequest<ListingSaveResult>("PATCH", `/api/admin/listings/${encodeURIComponent(id)}`, input);
}
