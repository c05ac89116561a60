import "server-only";
import { db } from "@/server/db/client";

type ProposalRow = {
  id: string;
  field: string;
  currentValue: unknown;
  proposedValue: unknown;
  sourceUrl: string;
  seenAt: string;
};

export type ListingProposals = {
  listingId: string;
  name: string;
  slug: string;
  kind: string;
  proposals: ProposalRow[];
};

const MAX_LISTINGS = 100;

/**
 * Open proposals per listing: the owner's (ownerUserId) for the listings they own, else the admin's queue of
 * listings nobody has claimed; listingId narrows it to one listing (the owner's dashboard).
 */
export async function pendingProposals(
  scope: { ownerUserId?: string; listingId?: string } = {},
): Promise<ListingProposals[]> {
  const owners = scope.ownerUserId ? { some: { userId: scope.ownerUserId } } : { none: {} };
  const listings = await db.listing.findMany({
    where: {
      owners,
      proposals: { some: { status: "pending" } },
      ...(scope.listingId ? { id: scope.listingId } : {}),
    },
    select: {
      id: true,
      name: true,
      slug: true,
      kind: true,
      proposals: { where: { status: "pending" }, orderBy: { field: "asc" } },
    },
    orderBy: { name: "asc" },
    take: MAX_LISTINGS,
  });
  return listings.map((listing) => ({
    listingId: listing.id,
    name: listing.name,
    slug: listing.slug,
    kind: listing.kind,
    proposals: listing.proposals.map((proposal) => ({
      id: proposal.id,
      field: proposal.field,
      currentValue: proposal.currentValue,
      proposedValue: proposal.proposedValue,
      sourceUrl: proposal.sourceUrl,
      seenAt: proposal.seenAt.toISOString(),
    })),
  }));
}
