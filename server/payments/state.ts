import type { Stripe } from "stripe";
import type { ListingKind } from "@/lib/directory/kinds";

/**
 * The subscription statuses in which a sponsored place shows: paid, or a payment failed and Stripe is still retrying
 * it (past_due: the owner sees "payment due"). Canceled, unpaid and expired ones show nowhere.
 */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);
/** Statuses a subscription never leaves: a late event saying otherwise is older news. */
const FINAL_STATUSES = new Set(["canceled", "incomplete_expired"]);

export const isLiveStatus = (status: string) => LIVE_STATUSES.has(status);
export const LIVE_STATUS_LIST = [...LIVE_STATUSES];

/** What the sponsorship row keeps of a Stripe subscription. */
export type SubscriptionState = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  listingId: string | null;
  userId: string | null;
  kind: ListingKind | null;
};

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** A subscription object as the sponsorship row keeps it; the listing comes from the metadata the checkout set. */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  // The period is the subscription items'; a sponsored place has one item, the latest end is the period's.
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => Number.isFinite(end));
  const metadata = subscription.metadata ?? {};
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? "",
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: ends.length ? fromSeconds(Math.max(...ends)) : null,
    endedAt: fromSeconds(subscription.ended_at),
    listingId: metadata.listingId || null,
    userId: metadata.userId || null,
    kind: (metadata.kind as ListingKind | undefined) || null,
  };
}

type Stored = { status: string; stateAt: Date; currentPeriodEnd: Date | null };

/**
 * Whether a subscription state seen at `at` replaces the stored one. Events arrive in any order: an older one never
 * overwrites a newer, and an ended subscription never comes back to life (Stripe never restarts one).
 */
export function supersedes(stored: Stored | null, incoming: { status: string }, at: Date): boolean {
  if (!stored) return true;
  if (FINAL_STATUSES.has(stored.status) && !FINAL_STATUSES.has(incoming.status)) return false;
  return at.getTime() >= stored.stateAt.getTime();
}

/** The later of two period ends: a renewal's period never moves back. */
export function laterPeriodEnd(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** The subscription an invoice bills, where it bills one. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The tax on an invoice as Stripe computed it, in minor units. */
export function invoiceTax(invoice: Stripe.Invoice): number {
  return (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
}
