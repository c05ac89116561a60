import "server-only";
import type { Prisma } from "@/server/db/generated/client";

type Tx = Prisma.TransactionClient;

/**
 * A listing's rating and review count, recomputed from its published member reviews in the caller's transaction:
 * the only way they change (never edited by hand, never invented). null rating when there are no reviews. A review by
 * one of the listing's owners counts in neither (self-serving), so an ownership granted or ended recomputes them too.
 */
export async function refreshListingRating(tx: Tx, listingId: string): Promise<void> {
  await tx.$executeRaw`
    WITH counted AS (
      SELECT r."rating" FROM "Review" r
      WHERE r."listingId" = ${listingId} AND r."status" = 'published'
        AND NOT EXISTS (SELECT 1 FROM "ListingOwner" o WHERE o."listingId" = r."listingId" AND o."userId" = r."userId")
    )
    UPDATE "Listing" SET
      "rating" = (SELECT round(avg("rating")::numeric, 2)::float8 FROM counted),
      "reviewCount" = (SELECT count(*)::int FROM counted)
    WHERE "id" = ${listingId}`;
}
