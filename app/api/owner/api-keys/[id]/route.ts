import { requireKeyHolder, revokeApiKey } from "@/server/api";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";

/** DELETE /api/owner/api-keys/{id}: revokes one of the owner's keys; another member's key is a 404. */
export const DELETE = withUser(
  async ({ user, params, ip }) =>
    Response.json(await revokeApiKey(await requireKeyHolder(user.id), params.id ?? "", ip), { headers: NO_STORE }),
  { rateLimit: "ownerWrites" },
);
