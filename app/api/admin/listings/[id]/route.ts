import { listingEditSchema } from "@/lib/listings/editor-schema";
import { editListing } from "@/server/listings/write/edit";
import { getAdminListing } from "@/server/listings/read/admin-queries";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/listings/{id}: the listing as the editor shows it, whatever its status. */
export const GET = withAdmin(async ({ params }) =>
  Response.json(await getAdminListing(params.id ?? ""), { headers: NO_STORE }),
);

/**
 * PATCH /api/admin/listings/{id}: any subset of the editable fields (never rating or reviewCount) and
 * `expectedUpdatedAt`; answers {listing, changed, published}. 409 when the slug is taken or the listing changed.
 */
export const PATCH = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await editListing(params.id ?? "", body, { ip }), { headers: NO_STORE }),
  { body: listingEditSchema, maxBodyBytes: 128 * 1024 },
);
