import "server-only";
import type { AdminListing, ListingEditInput } from "@/lib/listings/editor-schema";
import type { HeldClaims } from "@/lib/listings/held-claims";
import { toAdminListing } from "../read/admin-select";
import { withCanonicalWebsite } from "../changes/changes";
import { updateListing } from "./write";

type ListingEditResult = { listing: AdminListing; changed: string[]; published: boolean; held: HeldClaims | null };

/**
 * PATCH /api/admin/listings/{id}: the editor's save. Publishing goes through publishListing (inside updateListing); a
 * supplement's or a food's text that makes a disease claim is held for the admin's review, like anyone's.
 */
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
  return {
    listing: toAdminListing(result.listing),
    changed: result.fields,
    published: result.published,
    held: result.held,
  };
}
