import { grantOwnerSchema } from "@/lib/owners/admin-schema";
import { grantOwner } from "@/server/owners/decisions";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/owners {listing, email}: makes a member an owner of a listing (id, address or slug); 201. */
export const POST = withAdmin(
  async ({ body, ip }) =>
    Response.json(await grantOwner(body.listing, body.email, { ip }), { status: 201, headers: NO_STORE }),
  { body: grantOwnerSchema, maxBodyBytes: 4_096 },
);
