import { AppError } from "@/lib/http/app-error";
import { ownerListingEditSchema } from "@/lib/owners/listing-schema";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { editOwnedListing } from "@/server/listings/write/owner-edit";
import { getOwnerListing } from "@/server/listings/read/owner-queries";

/** GET /api/owner/listings/{id}: the owner's listing as its editor shows it, with their change awaiting review. */
export const GET = withListingOwner(
  async ({ listing, user }) => {
    const view = await getOwnerListing(user.id, listing.id);
    if (!view) throw new AppError("not_found", "Listing not found");
    return Response.json(view, { headers: NO_STORE });
  },
  { rateLimit: "ownerReads" },
);

/**
 * PATCH /api/owner/listings/{id}: any subset of the admin editor's fields except rating, review count, featured,
 * sponsored, verified and status, with `expectedUpdatedAt`. Facts are published at once (audit-logged under the
 * owner); name, slug and website wait for the admin. 409 when the listing changed since it was loaded.
 */
export const PATCH = withListingOwner(
  async ({ listing, user, body, ip }) =>
    Response.json(await editOwnedListing(user.id, listing, body, ip), { headers: NO_STORE }),
  { rateLimit: "ownerWrites", body: ownerListingEditSchema, maxBodyBytes: 128 * 1024 },
);
