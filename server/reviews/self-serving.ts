import "server-only";
import type { Prisma } from "@/server/db/generated/client";

/**
 * A review by one of the listing's owners rates their own listing: it counts in no rating (the listing's, its review
 * block's) and is marked up nowhere. Owners cannot write one; one written before its author became an owner stays
 * listed, marked as the owner's.
 */
export function memberReviewsOf(listingId: string) {
  return {
    listingId,
    status: "published",
    user: { ownerships: { none: { listingId } } },
  } satisfies Prisma.ReviewWhereInput;
}

/** The members among `userIds` who own the listing. */
export async function ownersAmong(
  tx: Prisma.TransactionClient,
  listingId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await tx.listingOwner.findMany({
    where: { listingId, userId: { in: [...new Set(userIds)] } },
    select: { userId: true },
  });
  return new Set(rows.map((row) => row.userId));
}
