// zod/mini: the admin's and the owner's verifier actions (forms and route handlers).
import * as z from "zod/mini";

/** The verifier actions' errors, by their keys in the `admin` catalogue. */
export const VERIFIER_ERRORS = {
  decision: "admin.verification.errors.decision",
  action: "admin.verification.errors.action",
  listing: "admin.verification.errors.listing",
  ids: "admin.verification.errors.ids",
} as const;

const id = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(64, message));
const ids = z.optional(
  z.array(id(VERIFIER_ERRORS.ids), { error: VERIFIER_ERRORS.ids }).check(z.maxLength(100, VERIFIER_ERRORS.ids)),
);
const decision = z.enum(["accept", "reject"], { error: VERIFIER_ERRORS.decision });

/** POST /api/owner/listings/{id}/proposals: accept or reject the given proposals (all when none are given). */
export const ownerProposalDecisionSchema = z.object({ ids, decision });

/** POST /api/admin/verification/proposals: the same, for a listing named by id. */
export const proposalDecisionSchema = z.object({ listingId: id(VERIFIER_ERRORS.listing), ids, decision });

/** POST /api/admin/verification: start, pause or resume the run, or check one listing now. */
export const runActionSchema = z.object({
  action: z.enum(["start", "pause", "resume", "check"], { error: VERIFIER_ERRORS.action }),
  listingId: z.optional(id(VERIFIER_ERRORS.listing)),
});
