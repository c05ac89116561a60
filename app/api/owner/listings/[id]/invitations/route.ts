import { invitationInputSchema } from "@/lib/reviews/invitation-schema";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { inviteClient } from "@/server/reviews/invitations";

/**
 * POST /api/owner/listings/{id}/invitations {email, locale}: emails a client of the owner's listing a one-time link
 * to review it (201), in fixed text saying nothing is offered for the review. The address is kept only as a hash.
 */
export const POST = withListingOwner(
  async ({ body, user, listing, ip }) =>
    Response.json(await inviteClient(user, listing, body, { ip }), { status: 201, headers: NO_STORE }),
  { rateLimit: "reviewInvitations", body: invitationInputSchema, maxBodyBytes: 1024 },
);
