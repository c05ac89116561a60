import "server-only";
import type { Stripe } from "stripe";
import { AppError } from "@/lib/http/app-error";
import { PAYMENT_ERRORS } from "@/lib/payments/payment-errors";
import { addWorkingDays } from "@/lib/payments/working-days";
import { recordAudit } from "@/server/audit";
import { revalidateListingChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import type { Prisma } from "@/server/db/generated/client";
import { paymentsConfig } from "./config";
import { paymentGateway, type PaymentGateway } from "./gateway";
import { invoiceSubscriptionId, invoiceTax, subscriptionState, type SubscriptionState } from "./state";
import { applyInvoiceOutcome, applySubscriptionState, STRIPE_ACTOR } from "./sponsorships";

/** An expedited review is done within this many working days of the payment. */
const EXPEDITED_WORKING_DAYS = 2;

type Tx = Prisma.TransactionClient;
type Outcome = { received: true; replay: boolean };

const HANDLED = new Set([
  "checkout.session.completed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * What an event needs from Stripe before its transaction: a checkout's (or an invoice's, when it comes first)
 * subscription as it is now. Read outside the transaction, which then holds database writes only.
 */
async function prefetch(event: Stripe.Event, gateway: PaymentGateway): Promise<SubscriptionState | null> {
  if (event.type === "checkout.session.completed") {
    const id = idOf(event.data.object.subscription);
    return id ? subscriptionState(await gateway.retrieveSubscription(id)) : null;
  }
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    const id = invoiceSubscriptionId(event.data.object);
    if (!id || (await db.sponsorship.findUnique({ where: { stripeSubscriptionId: id }, select: { id: true } })))
      return null;
    return subscriptionState(await gateway.retrieveSubscription(id));
  }
  return null;
}

async function recordExpedited(tx: Tx, session: Stripe.Checkout.Session, at: Date): Promise<void> {
  if (session.payment_status !== "paid" || session.metadata?.product !== "expedited") return;
  const listingId = session.metadata.listingId;
  const listing = listingId ? await tx.listing.findUnique({ where: { id: listingId }, select: { id: true } }) : null;
  const paidAt = fromSeconds(session.created) ?? at;
  const data = {
    product: "expedited" as const,
    listingId: listing?.id ?? null,
    stripeCheckoutSessionId: session.id,
    stripePaymentIntentId: idOf(session.payment_intent),
    status: "paid",
    amountMinor: session.amount_total ?? 0,
    taxMinor: session.total_details?.amount_tax ?? 0,
    currency: (session.currency ?? "eur").toUpperCase(),
    paidAt: at,
    reviewBy: addWorkingDays(at > paidAt ? at : paidAt, EXPEDITED_WORKING_DAYS),
  };
  const existing = await tx.payment.findUnique({ where: { stripeCheckoutSessionId: session.id } });
  if (existing) return;
  const payment = await tx.payment.create({ data });
  await recordAudit(tx, {
    actor: STRIPE_ACTOR,
    action: "payment.record",
    entityType: "payment",
    entityId: payment.id,
    after: { product: "expedited", status: "paid", amountMinor: data.amountMinor, currency: data.currency },
  });
}

async function recordInvoice(
  tx: Tx,
  invoice: Stripe.Invoice,
  paid: boolean,
  at: Date,
  changes: ListingChange[],
): Promise<void> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId || !invoice.id) return;
  const line = invoice.lines.data[0];
  const sponsorshipId = await applyInvoiceOutcome(
    tx,
    subscriptionId,
    { paid, periodEnd: fromSeconds(line?.period.end) },
    at,
    changes,
  );
  if (!sponsorshipId) return;
  const sponsorship = await tx.sponsorship.findUniqueOrThrow({ where: { id: sponsorshipId } });
  const existing = await tx.payment.findUnique({ where: { stripeInvoiceId: invoice.id } });
  // A paid invoice stays paid (or refunded): a late "failed" for an earlier attempt changes nothing.
  if (existing && existing.status !== "failed") return;
  const values = {
    status: paid ? "paid" : "failed",
    amountMinor: paid ? invoice.amount_paid : invoice.amount_due,
    taxMinor: invoiceTax(invoice),
    currency: invoice.currency.toUpperCase(),
    paidAt: paid ? (fromSeconds(invoice.status_transitions.paid_at) ?? at) : null,
  };
  if (existing && !paid) return;
  const payment = existing
    ? await tx.payment.update({ where: { id: existing.id }, data: values })
    : await tx.payment.create({
        data: {
          ...values,
          product: "sponsored",
          stripeInvoiceId: invoice.id,
          sponsorshipId,
          listingId: sponsorship.listingId,
          userId: sponsorship.userId,
        },
      });
  await recordAudit(tx, {
    actor: STRIPE_ACTOR,
    action: "payment.record",
    entityType: "payment",
    entityId: payment.id,
    before: existing ? { status: existing.status } : null,
    after: { product: "sponsored", status: values.status, amountMinor: values.amountMinor, currency: values.currency },
  });
}

async function apply(
  tx: Tx,
  event: Stripe.Event,
  fetched: SubscriptionState | null,
  now: Date,
  changes: ListingChange[],
): Promise<void> {
  const at = fromSeconds(event.created) ?? now;
  // A subscription read from Stripe just now is its state now, newer than any event still on its way.
  if (fetched) await applySubscriptionState(tx, fetched, now > at ? now : at, changes);
  switch (event.type) {
    case "checkout.session.completed":
      return recordExpedited(tx, event.data.object, at);
    case "invoice.paid":
      return recordInvoice(tx, event.data.object, true, at, changes);
    case "invoice.payment_failed":
      return recordInvoice(tx, event.data.object, false, at, changes);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscriptionState(tx, subscriptionState(event.data.object), at, changes);
    default:
      return;
  }
}

/**
 * One Stripe webhook delivery: the signature checked over the raw body (400 when it does not verify), each event id
 * applied once (a replay changes nothing), and everything an event changes in one transaction with its record.
 * Listings whose placement moved are revalidated after the commit.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  now: Date = new Date(),
): Promise<Outcome> {
  const config = paymentsConfig();
  if (!config) throw new AppError("not_found", "Not found");
  const gateway = paymentGateway(config);
  let event: Stripe.Event;
  try {
    event = gateway.verifyEvent(rawBody, signature ?? "");
  } catch {
    throw new AppError("bad_request", { code: PAYMENT_ERRORS.signature, params: {} });
  }
  if (await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } }))
    return { received: true, replay: true };
  const fetched = HANDLED.has(event.type) ? await prefetch(event, gateway) : null;
  const changes: ListingChange[] = [];
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (HANDLED.has(event.type)) await apply(tx, event, fetched, now, changes);
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery applied it.
    if (isUniqueViolation(error)) return { received: true, replay: true };
    throw error;
  }
  for (const change of changes) revalidateListingChange(change);
  return { received: true, replay: false };
}
