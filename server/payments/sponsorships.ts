import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import type { ListingChange } from "@/server/cache/revalidate";
import type { Prisma } from "@/server/db/generated/client";
import { recordAudit } from "@/server/audit";
import { LIVE_STATUS_LIST, laterPeriodEnd, supersedes, type SubscriptionState } from "./state";

/** Stripe's webhooks write under this actor: every change they make is audit-logged as Stripe's. */
export const STRIPE_ACTOR = "stripe";

type Tx = Prisma.TransactionClient;

/**
 * A listing's placement follows its sponsorships: "sponsored" while one is live, and back to none when the last one
 * ends (an editor's pick is left alone then), audit-logged under Stripe; the caller revalidates `changes` after the
 * commit.
 */
async function reconcilePlacement(tx: Tx, listingId: string | null, changes: ListingChange[]): Promise<void> {
  if (!listingId) return;
  const live = await tx.sponsorship.count({ where: { listingId, status: { in: LIVE_STATUS_LIST } } });
  const current = await tx.listing.findUnique({
    where: { id: listingId },
    select: { id: true, slug: true, placement: true },
  });
  if (!current) return;
  const wanted = live ? "sponsored" : current.placement === "sponsored" ? null : current.placement;
  if (wanted === current.placement) return;
  await tx.listing.update({ where: { id: listingId }, data: { placement: wanted } });
  await recordAudit(tx, {
    actor: STRIPE_ACTOR,
    action: live ? "listing.sponsorship.start" : "listing.sponsorship.end",
    entityType: "listing",
    entityId: listingId,
    before: { placement: current.placement },
    after: { placement: wanted },
  });
  changes.push({ id: current.id, slug: current.slug, fields: ["placement"] });
}

/**
 * Stores a subscription's state seen at `at` (never over a newer one), audit-logs a change of status, and moves the
 * listing's placement with it. A subscription this site did not start (no listing in its metadata) is ignored.
 */
export async function applySubscriptionState(
  tx: Tx,
  state: SubscriptionState,
  at: Date,
  changes: ListingChange[],
): Promise<void> {
  const stored = await tx.sponsorship.findUnique({ where: { stripeSubscriptionId: state.stripeSubscriptionId } });
  if (!supersedes(stored, state, at)) return;
  let listingId = stored?.listingId ?? null;
  if (!stored) {
    if (!state.listingId) return;
    const listing = await tx.listing.findUnique({ where: { id: state.listingId }, select: { id: true, kind: true } });
    if (!listing) return;
    const user = state.userId ? await tx.user.findUnique({ where: { id: state.userId }, select: { id: true } }) : null;
    const created = await tx.sponsorship.create({
      data: {
        stripeSubscriptionId: state.stripeSubscriptionId,
        stripeCustomerId: state.stripeCustomerId,
        userId: user?.id ?? null,
        listingId: listing.id,
        kind: listing.kind as ListingKind,
        status: state.status,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodEnd: state.currentPeriodEnd,
        endedAt: state.endedAt,
        stateAt: at,
      },
    });
    listingId = created.listingId;
    await recordAudit(tx, {
      actor: STRIPE_ACTOR,
      action: "sponsorship.update",
      entityType: "sponsorship",
      entityId: created.id,
      after: { status: state.status, listingId: listing.id, subscription: state.stripeSubscriptionId },
    });
  } else {
    const after = {
      status: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: laterPeriodEnd(stored.currentPeriodEnd, state.currentPeriodEnd),
      endedAt: state.endedAt ?? stored.endedAt,
    };
    await tx.sponsorship.update({ where: { id: stored.id }, data: { ...after, stateAt: at } });
    if (after.status !== stored.status || after.cancelAtPeriodEnd !== stored.cancelAtPeriodEnd)
      await recordAudit(tx, {
        actor: STRIPE_ACTOR,
        action: "sponsorship.update",
        entityType: "sponsorship",
        entityId: stored.id,
        before: { status: stored.status, cancelAtPeriodEnd: stored.cancelAtPeriodEnd },
        after: { status: after.status, cancelAtPeriodEnd: after.cancelAtPeriodEnd },
      });
  }
  await reconcilePlacement(tx, listingId, changes);
}

/**
 * An invoice's news for a sponsorship already stored: paid puts a past-due one back to active and carries the period
 * on; failed makes an active one past due. Either only when newer than what is stored.
 */
export async function applyInvoiceOutcome(
  tx: Tx,
  subscriptionId: string,
  outcome: { paid: boolean; periodEnd: Date | null },
  at: Date,
  changes: ListingChange[],
): Promise<string | null> {
  const stored = await tx.sponsorship.findUnique({ where: { stripeSubscriptionId: subscriptionId } });
  if (!stored) return null;
  const periodEnd = outcome.paid ? laterPeriodEnd(stored.currentPeriodEnd, outcome.periodEnd) : stored.currentPeriodEnd;
  const status =
    outcome.paid && stored.status === "past_due"
      ? "active"
      : !outcome.paid && stored.status === "active"
        ? "past_due"
        : stored.status;
  if (supersedes(stored, { status }, at) && (status !== stored.status || periodEnd !== stored.currentPeriodEnd)) {
    await tx.sponsorship.update({
      where: { id: stored.id },
      data: { status, currentPeriodEnd: periodEnd, stateAt: at },
    });
    if (status !== stored.status)
      await recordAudit(tx, {
        actor: STRIPE_ACTOR,
        action: "sponsorship.update",
        entityType: "sponsorship",
        entityId: stored.id,
        before: { status: stored.status },
        after: { status },
      });
    await reconcilePlacement(tx, stored.listingId, changes);
  }
  return stored.id;
}

/** The live sponsored places of a kind (the cap counts them), and whether a listing has one. */
export async function liveSponsorships(tx: Tx, kind: ListingKind, listingId: string) {
  const [ofKind, ofListing] = await Promise.all([
    tx.sponsorship.count({ where: { kind, status: { in: LIVE_STATUS_LIST }, listingId: { not: listingId } } }),
    tx.sponsorship.count({ where: { listingId, status: { in: LIVE_STATUS_LIST } } }),
  ]);
  return { ofKind, ofListing };
}
