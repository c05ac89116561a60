import { revertOwnerEdit } from "@/server/owners/decisions";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/**
 * POST /api/admin/owner-edits/{id}/revert: puts back the fields an owner's edit (its audit entry) changed; 409 when
 * the listing has changed since.
 */
export const POST = withAdmin(async ({ params, ip }) =>
  Response.json(await revertOwnerEdit(params.id ?? "", { ip }), { headers: NO_STORE }),
);
