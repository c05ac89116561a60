import "server-only";
import type { Prisma } from "@/server/db/generated/client";

type Tx = Prisma.TransactionClient;

/**
 * A listing's rating and review count, recomputed from its published member reviews in the caller's transaction:
 * the only way they change (never edited by hand, never invented). null rating when there are no reviews.
 */
export async function refreshListingRating(tx: Tx, listingId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Listing" SET
      "rating" = (SELECT round(avg("rating")::numeric, 2)::float8 FROM "Review" WHERE "listingId" = ${listingId} AND "status" = 'published'),
      "reviewCount" = (SELECT count(*)::int FROM "Review" WHERE "listingId" = ${listingId} AND "status" = 'published')
    WHERE "id" = ${listingId}`;
}
