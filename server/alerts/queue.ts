import "server-only";
import { KIND_TO_CATEGORY, type ListingKind } from "@/lib/directory/kinds";
import { isSubscriptionCategory } from "@/lib/alerts/subscription-options";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { loadGazetteer } from "@/server/geo";
import { listingPlaceOf, searchBox, subscriptionMatches } from "./match";

type Tx = Prisma.TransactionClient;

/** Rows that could match: same country (country and same-named city subscriptions), or a city inside the search box. */
function candidateFilter(place: ReturnType<typeof listingPlaceOf>): Prisma.SubscriptionWhereInput[] {
  const filters: Prisma.SubscriptionWhereInput[] = [];
  if (place.countryCode) filters.push({ placeCountry: place.countryCode });
  if (place.point) {
    const box = searchBox(place.point);
    filters.push({
      placeCity: { not: null },
      lat: { gte: box.lat[0], lte: box.lat[1] },
      ...(box.lng ? { lng: { gte: box.lng[0], lte: box.lng[1] } } : { lng: { not: null } }),
    });
  }
  return filters;
}

/**
 * Loads the gazetteer (a few seconds, once per process) ahead of queueAlertsForListing, so that the first publish
 * does not spend its transaction's time limit on it; not while nobody has an active subscription.
 */
export async function prepareAlertQueueing(): Promise<void> {
  if (await db.subscription.findFirst({ where: { active: true }, select: { id: true } })) await loadGazetteer();
}

/**
 * Queues an alert for every active subscription of a confirmed member that watches the listing's category and
 * place, in the caller's transaction (publishListing's). Idempotent: a listing is queued once per subscription
 * (ON CONFLICT DO NOTHING on subscriptionId + listingId), so publishing again never alerts twice. Returns the
 * number of new queue rows.
 */
export async function queueAlertsForListing(tx: Tx, listingId: string): Promise<number> {
  const listing = await tx.listing.findUnique({
    where: { id: listingId },
    select: { id: true, kind: true, status: true, country: true, city: true, lat: true, lng: true },
  });
  if (!listing || listing.status !== "published") return 0;
  const category = KIND_TO_CATEGORY[listing.kind];
  if (!isSubscriptionCategory(category)) return 0;
  if (
    !(await tx.subscription.findFirst({ where: { active: true, categories: { has: category } }, select: { id: true } }))
  )
    return 0;

  const place = listingPlaceOf(await loadGazetteer(), listing);
  const near = candidateFilter(place);
  if (near.length === 0) return 0;
  const candidates = await tx.subscription.findMany({
    where: { active: true, categories: { has: category }, user: { emailVerified: { not: null } }, OR: near },
    select: { id: true, placeCountry: true, placeCity: true, lat: true, lng: true },
  });
  const matches = candidates.filter((subscription) => subscriptionMatches(subscription, place));
  if (matches.length === 0) return 0;
  const { count } = await tx.alertQueueItem.createMany({
    data: matches.map((subscription) => ({ subscriptionId: subscription.id, listingId: listing.id })),
    skipDuplicates: true,
  });
  return count;
}

/**
 * Forgets a subscription's alerts that no email has taken yet, in the caller's transaction: when it is paused
 * (nothing from the pause is sent later), when its place changes, or, given the kinds it still watches, for the
 * categories it dropped.
 */
export async function dropPendingAlerts(
  tx: Tx,
  subscriptionId: string,
  keepKinds?: readonly ListingKind[],
): Promise<void> {
  await tx.alertQueueItem.deleteMany({
    where: {
      subscriptionId,
      sentAt: null,
      emailId: null,
      ...(keepKinds ? { listing: { kind: { notIn: [...keepKinds] } } } : {}),
    },
  });
}
