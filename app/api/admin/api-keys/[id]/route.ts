import { revokeApiKey } from "@/server/api";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** DELETE /api/admin/api-keys/{id}: revokes one of the admin's keys. */
export const DELETE = withAdmin(async ({ params, ip }) =>
  Response.json(await revokeApiKey({ userId: null }, params.id ?? "", ip), { headers: NO_STORE }),
);
