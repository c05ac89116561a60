import { proposalDecisionSchema } from "@/lib/verifier/schema";
import { ADMIN_ACTOR } from "@/server/audit";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { decideProposals } from "@/server/verifier";

/** POST /api/admin/verification/proposals {listingId, ids?, decision}: accepts or rejects the site's values. */
export const POST = withAdmin(
  async ({ body, ip }) =>
    Response.json(await decideProposals(body.listingId, body.ids ?? "all", body.decision, { actor: ADMIN_ACTOR, ip }), {
      headers: NO_STORE,
    }),
  { body: proposalDecisionSchema, maxBodyBytes: 8_192 },
);
