import "server-only";
import { db } from "@/server/db/client";
import { revalidateReviewChange } from "@/server/cache/revalidate";
import { invitationsReceived, refreshListingRating, reviewTextSelect } from "@/server/reviews";

/**
 * Everything stored about a member, as JSON (GDPR access): profile, favorites, subscriptions, reviews (with how each
 * was verified) and the review invitations they received, and as a listing owner their listings, claims, requested
 * changes, replies and the invitations they sent (never the invited addresses, which are not stored), and their payments and
 * sponsored places. Never the password hash or a claim's code.
 */
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
          verification: true,
          dimensions: true,
          hiddenRule: true,
          listing: { select: { id: true, name: true } },
        },
      },
      ownerships: { select: { method: true, verifiedAt: true, listing: { select: { id: true, name: true } } } },
      claims: {
        select: {
          method: true,
          status: true,
          email: true,
          note: true,
          adminNote: true,
          createdAt: true,
          listing: { select: { id: true, name: true } },
        },
      },
      changeRequests: {
        select: { after: true, status: true, createdAt: true, listing: { select: { id: true, name: true } } },
      },
      reviewReplies: { select: { body: true, status: true, createdAt: true, updatedAt: true, reviewId: true } },
      sentReviewInvitations: {
        select: {
          id: true,
          createdAt: true,
          expiresAt: true,
          usedAt: true,
          listing: { select: { id: true, name: true } },
        },
      },
      // Payments as Stripe reported them (amounts in minor units); card data is never stored here.
      payments: {
        select: {
          product: true,
          status: true,
          amountMinor: true,
          taxMinor: true,
          currency: true,
          refundedMinor: true,
          paidAt: true,
          createdAt: true,
          stripeInvoiceId: true,
          listing: { select: { id: true, name: true } },
        },
      },
      sponsorships: {
        select: {
          status: true,
          cancelAtPeriodEnd: true,
          currentPeriodEnd: true,
          endedAt: true,
          createdAt: true,
          listing: { select: { id: true, name: true } },
        },
      },
    },
  });
  return {
    exportedAt: new Date().toISOString(),
    account: { ...user, reviewInvitationsReceived: await invitationsReceived(userId, user.email) },
  };
}

/**
 * Deletes the account and everything that belongs to it (favorites, subscriptions, reviews, sessions, and a listing
 * owner's ownerships, claims and replies cascade); the reviewed listings' ratings are recomputed in the same
 * transaction, and the pages that showed any of it revalidated.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const listing = { select: { id: true, slug: true } } as const;
  const { reviewed, touched } = await db.$transaction(async (tx) => {
    const reviews = await tx.review.findMany({ where: { userId }, select: { listing } });
    const owned = await tx.listingOwner.findMany({ where: { userId }, select: { listing } });
    const replied = await tx.reviewReply.findMany({ where: { userId }, select: { review: { select: { listing } } } });
    await tx.user.delete({ where: { id: userId } });
    for (const review of reviews) await refreshListingRating(tx, review.listing.id);
    return {
      reviewed: reviews.map((review) => review.listing),
      touched: [...owned.map((row) => row.listing), ...replied.map((row) => row.review.listing)],
    };
  });
  for (const change of [...reviewed, ...touched]) revalidateReviewChange(change);
}
