import "server-only";
import { db } from "@/server/db/client";
import { revalidateReviewChange } from "@/server/cache/revalidate";
import { refreshListingRating } from "@/server/member/reviews/aggregates";
import { reviewTextSelect } from "@/server/member/reviews/select";

/** Everything stored about a member, as JSON (GDPR access): profile, favorites, subscriptions, reviews. Never the password hash. */
export async function exportAccount(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      name: true,
      firstName: true,
      lastName: true,
      location: true,
      image: true,
      emailVerified: true,
      notifyNewListings: true,
      createdAt: true,
      favorites: { select: { createdAt: true, listing: { select: { id: true, kind: true, slug: true, name: true } } } },
      subscriptions: {
        select: {
          id: true,
          location: true,
          placeName: true,
          placeCountry: true,
          categories: true,
          active: true,
          createdAt: true,
        },
      },
      reviews: {
        select: {
          ...reviewTextSelect,
          updatedAt: true,
          listing: { select: { id: true, name: true } },
        },
      },
    },
  });
  return { exportedAt: new Date().toISOString(), account: user };
}

/**
 * Deletes the account and everything that belongs to it (favorites, subscriptions, reviews and sessions cascade);
 * the reviewed listings' ratings are recomputed in the same transaction and their pages revalidated.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const listings = await db.$transaction(async (tx) => {
    const reviewed = await tx.review.findMany({
      where: { userId },
      select: { listing: { select: { id: true, slug: true } } },
    });
    await tx.user.delete({ where: { id: userId } });
    for (const { listing } of reviewed) await refreshListingRating(tx, listing.id);
    return reviewed.map((review) => review.listing);
  });
  for (const listing of listings) revalidateReviewChange(listing);
}
