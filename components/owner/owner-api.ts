import type { ClaimStartInput, ClaimView } from "@/lib/owner/claim-schema";
import { apiRequest } from "@/lib/api-client";
import { apiProblem } from "@/lib/api-problem";

export function startClaim(input: ClaimStartInput): Promise<ClaimView> {
  return apiRequest<ClaimView>("POST", "/api/claims", input);
}

export function verifyClaim(claimId: string, code?: string): Promise<ClaimView> {
  return apiRequest<ClaimView>("POST", `/api/claims/${encodeURIComponent(claimId)}/verify`, code ? { code } : {});
}

/** What to tell the member about a failed request, when no field message says it better. */
export function problemText(error: unknown): string {
  const problem = apiProblem(error);
  if (problem.status === 0) return "The server could not be reached. Please try again.";
  if (problem.status === 401) return "Your session has ended. Please sign in again.";
  if (problem.status === 429) return "Too many attempts. Please wait a while and try again.";
  return problem.message ?? "Please try again.";
}
