import { ownerProposalDecisionSchema } from "@/lib/verifier/schema";
import { ownerActor } from "@/server/audit";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { decideProposals } from "@/server/verifier";

/** POST /api/owner/listings/{id}/proposals {ids?, decision}: the owner accepts or rejects what their site says. */
export const POST = withListingOwner(
  async ({ listing, user, body, ip }) =>
    Response.json(
      await decideProposals(listing.id, body.ids ?? "all", body.decision, {
        actor: ownerActor(user.id),
        ownerUserId: user.id,
        ip,
      }),
      { headers: NO_STORE },
    ),
  { body: ownerProposalDecisionSchema, maxBodyBytes: 8_192, rateLimit: "ownerWrites" },
);
