import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { confirmListingFacts } from "@/server/owner/listings/confirm";

/** POST /api/owner/listings/{id}/confirm: "Everything is still correct" (the facts confirmed today by the owner). */
export const POST = withListingOwner(
  async ({ listing, user, ip }) =>
    Response.json(await confirmListingFacts(user.id, listing.id, ip), { headers: NO_STORE }),
  { rateLimit: "ownerWrites" },
);
