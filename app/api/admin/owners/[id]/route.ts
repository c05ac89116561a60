import { revokeOwner } from "@/server/owners/decisions";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** DELETE /api/admin/owners/{id}: ends a member's ownership of a listing (audited). */
export const DELETE = withAdmin(async ({ params, ip }) => {
  await revokeOwner(params.id ?? "", { ip });
  return Response.json({ ok: true }, { headers: NO_STORE });
});
