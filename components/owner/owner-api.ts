import type { CheckoutStarted } from "@/lib/payments/types";
import type { ListingEditInput } from "@/lib/listings/editor-schema";
import type { ClaimStartInput, ClaimView } from "@/lib/owners/claim-schema";
import type { OwnerEditResult } from "@/lib/owners/listing-schema";
import type { Confirmation } from "@/server/listings/facts/verification";
import type { OwnerReply } from "@/lib/reviews/reply-schema";
import type { InvitationInput, InvitationSent } from "@/lib/reviews/invitation-schema";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { Translator } from "@/lib/i18n/translator";

export function startClaim(input: ClaimStartInput): Promise<ClaimView> {
  return apiRequest<ClaimView>("POST", "/api/claims", input);
}

export function verifyClaim(claimId: string, code?: string): Promise<ClaimView> {
  return apiRequest<ClaimView>("POST", `/api/claims/${encodeURIComponent(claimId)}/verify`, code ? { code } : {});
}

/** What to tell the member about a failed request, when no field message says it better. */
export function problemText(error: unknown, t: Translator<"owner.problems">): string {
  if (!(error instanceof ApiError)) return t("offline");
  if (error.status === 401) return t("signedOut");
  if (error.status === 429) return t("tooMany");
  return error.serverMessage ?? t("retry");
}

const listingPath = (id: string) => `/api/owner/listings/${encodeURIComponent(id)}`;

export function saveOwnedListing(
  id: string,
  input: ListingEditInput & { expectedUpdatedAt: string },
): Promise<OwnerEditResult> {
  return apiRequest<OwnerEditResult>("PATCH", listingPath(id), input);
}

export function confirmFacts(id: string): Promise<Confirmation> {
  return apiRequest<Confirmation>("POST", `${listingPath(id)}/confirm`);
}

export function figuresPath(id: string, days: number, csv = false): string {
  return `${listingPath(id)}/figures${csv ? "/export" : ""}?days=${days}`;
}

export function saveReply(reviewId: string, body: string): Promise<OwnerReply> {
  return apiRequest<OwnerReply>("PUT", `/api/owner/reviews/${encodeURIComponent(reviewId)}/reply`, { body });
}

export function deleteReply(reviewId: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/owner/reviews/${encodeURIComponent(reviewId)}/reply`);
}

export function inviteClient(listingId: string, input: InvitationInput): Promise<InvitationSent> {
  return apiRequest<InvitationSent>("POST", `${listingPath(listingId)}/invitations`, input);
}

/** Accepts or dismisses what the listing's website proposes (the ids given, or all of them). */
export function decideProposals(
  id: string,
  decision: "accept" | "reject",
  ids?: string[],
): Promise<{ decided: number; fields: string[] }> {
  return apiRequest("POST", `${listingPath(id)}/proposals`, { decision, ...(ids ? { ids } : {}) });
}

export function openSponsorshipCheckout(id: string): Promise<CheckoutStarted> {
  return apiRequest<CheckoutStarted>("POST", `${listingPath(id)}/sponsorship`);
}

export function openBillingPortal(id: string): Promise<CheckoutStarted> {
  return apiRequest<CheckoutStarted>("POST", `${listingPath(id)}/billing-portal`);
}
