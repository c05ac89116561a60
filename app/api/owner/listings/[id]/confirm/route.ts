import { ownerActor } from "@/server/audit/record";
import { confirmListingFacts } from "@/server/listings/facts/verification";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/owner/listings/{id}/confirm: "Everything is still correct" (the facts confirmed today by the owner). */
export const POST = withListingOwner(
  async ({ listing, user, ip }) =>
    Response.json(await confirmListingFacts(listing.id, "owner", { ip, actor: ownerActor(user.id) }), {
      headers: NO_STORE,
    }),
  { rateLimit: "ownerWrites" },
);
