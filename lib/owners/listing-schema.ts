// zod/mini: the owner's listing editor validates with this (loaded on first submit) and PATCH
// /api/owner/listings/{id} with the same. It is the admin editor's schema with the directory's own decisions left
// out, so a field the admin editor gains appears here too.
import * as z from "zod/mini";
import { listingEditSchema, type AdminListing } from "@/lib/listings/editor-schema";
import type { HeldClaims } from "@/lib/listings/held-claims";

/**
 * What only the directory decides: member-review aggregates are never editable anywhere; placement (editor's pick,
 * sponsored), the "Verified" mark and whether the listing is published stay with the admin.
 */
export const OWNER_EXCLUDED_FIELDS = ["placement", "verified", "status"] as const;
/** What identifies the listing: an owner's change to these waits for the admin's approval. */
export const OWNER_REVIEWED_FIELDS = ["name", "slug", "website"] as const;
export type OwnerReviewedField = (typeof OWNER_REVIEWED_FIELDS)[number];

export const ownerListingEditSchema = z.omit(listingEditSchema, {
  placement: true,
  verified: true,
  status: true,
});

export type OwnerListingInput = z.output<typeof ownerListingEditSchema>;

/** A pending change to the name, slug or website, as the owner sees it. */
export type PendingChange = {
  id: string;
  after: Partial<Record<OwnerReviewedField, string | null>>;
  createdAt: string;
};

/**
 * PATCH /api/owner/listings/{id}: what was published at once, and what waits for review: a change to the name, slug
 * or website, and any text held because it makes a disease claim (each phrase, coded).
 */
export type OwnerEditResult = {
  listing: AdminListing;
  changed: string[];
  pending: PendingChange | null;
  held: HeldClaims | null;
};
