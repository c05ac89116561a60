import "server-only";
import { db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { paymentsConfig } from "./config";
import { paymentGateway } from "./gateway";
import { isLiveStatus } from "./state";

/**
 * What the page Stripe sends a buyer back to says: which product, and whether Stripe's confirmation (the webhook)
 * has arrived yet (it may come before or after this page). null: payments are off, or no such checkout.
 */
type CheckoutOutcome =
  | { product: "sponsored"; listingId: string | null; confirmed: boolean; paid: boolean }
  | { product: "expedited"; listingId: string | null; confirmed: boolean; paid: boolean; reviewBy: string | null };

export async function checkoutOutcome(sessionId: string): Promise<CheckoutOutcome | null> {
  const config = paymentsConfig();
  if (!config || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null;
  let session;
  try {
    session = await paymentGateway(config).retrieveCheckoutSession(sessionId);
  } catch (error) {
    logger.warn({ err: error }, "stripe checkout session unavailable");
    return null;
  }
  const listingId = session.metadata?.listingId ?? null;
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  if (session.metadata?.product === "expedited") {
    const payment = await db.payment.findUnique({ where: { stripeCheckoutSessionId: session.id } });
    return {
      product: "expedited",
      listingId,
      paid,
      confirmed: Boolean(payment),
      reviewBy: payment?.reviewBy?.toISOString() ?? null,
    };
  }
  if (session.metadata?.product !== "sponsored") return null;
  const subscription = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  const row = subscription
    ? await db.sponsorship.findUnique({ where: { stripeSubscriptionId: subscription }, select: { status: true } })
    : null;
  return { product: "sponsored", listingId, paid, confirmed: Boolean(row && isLiveStatus(row.status)) };
}
