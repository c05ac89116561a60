import "server-only";
import type { AdminListing, ListingEditInput } from "@/lib/listings/editor-schema";
import { toAdminListing } from "../read/admin-select";
import { withCanonicalWebsite } from "../changes/changes";
import { updateListing } from "./write";

type ListingEditResult = { listing: AdminListing; changed: string[]; published: boolean };

/** PATCH /api/admin/listings/{id}: the editor's save. Publishing goes through publishListing (inside updateListing). */
export async function editListing(
  id: string,
  input: ListingEditInput,
  options: { ip?: string | null } = {},
): Promise<ListingEditResult> {
  const { status, expectedUpdatedAt, slug, ...values } = withCanonicalWebsite(input);
  const result = await updateListing(id, { ...values, slug: slug ?? undefined }, status, {
    action: "listing.edit",
    ip: options.ip,
    expectedUpdatedAt,
  });
  return { listing: toAdminListing(result.listing), changed: result.fields, published: result.published };
}
