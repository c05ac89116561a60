import "server-only";
import { AppError } from "@/lib/http/app-error";
import { PAYMENT_ERRORS } from "@/lib/payments/payment-errors";
import { recordAudit } from "@/server/audit";
import { db } from "@/server/db/client";
import { paymentsConfig } from "./config";
import { paymentGateway } from "./gateway";

const listing = { select: { id: true, name: true, kind: true, slug: true } } as const;

/** The admin's payments page: recent payments, every sponsorship with its listing, and the expedited-review queue. */
export async function adminPayments() {
  const [payments, sponsorships, expedited] = await Promise.all([
    db.payment.findMany({ orderBy: { createdAt: "desc" }, take: 200, include: { listing } }),
    db.sponsorship.findMany({ orderBy: { createdAt: "desc" }, take: 200, include: { listing } }),
    db.payment.findMany({
      where: { product: "expedited", status: "paid", reviewedAt: null },
      orderBy: { reviewBy: "asc" },
      include: { listing: { select: { ...listing.select, status: true } } },
    }),
  ]);
  return { payments, sponsorships, expedited };
}

/**
 * Refunds a payment through Stripe (all that is left of it, or `amountMinor` of it), then records it, audit-logged.
 * Stripe's idempotency key is the payment and the amount already refunded: a double click refunds once.
 */
export async function refundPayment(id: string, amountMinor: number | undefined, ip: string | null) {
  const config = paymentsConfig();
  if (!config) throw new AppError("not_found", "Not found");
  const payment = await db.payment.findUnique({ where: { id } });
  if (!payment) throw new AppError("not_found", "Payment not found");
  const left = payment.amountMinor - payment.refundedMinor;
  if (payment.status === "failed" || left <= 0)
    throw new AppError("conflict", { code: PAYMENT_ERRORS.notRefundable, params: {} });
  const amount = amountMinor ?? left;
  if (amount > left)
    throw new AppError("unprocessable", { code: PAYMENT_ERRORS.refundTooLarge, params: { max: left } });
  const gateway = paymentGateway(config);
  const intent =
    payment.stripePaymentIntentId ??
    (payment.stripeInvoiceId ? await gateway.invoicePaymentIntent(payment.stripeInvoiceId) : null);
  if (!intent) throw new AppError("conflict", { code: PAYMENT_ERRORS.notRefundable, params: {} });
  const refund = await gateway.refund(
    { paymentIntent: intent, amountMinor: amount },
    `refund-${payment.id}-${payment.refundedMinor}`,
  );
  return db.$transaction(async (tx) => {
    const refundedMinor = payment.refundedMinor + refund.amount;
    const updated = await tx.payment.update({
      where: { id: payment.id },
      data: {
        refundedMinor,
        stripePaymentIntentId: intent,
        status: refundedMinor >= payment.amountMinor ? "refunded" : payment.status,
      },
    });
    await recordAudit(tx, {
      action: "payment.refund",
      entityType: "payment",
      entityId: payment.id,
      before: { status: payment.status, refundedMinor: payment.refundedMinor },
      after: { status: updated.status, refundedMinor, refund: refund.id },
      ip,
    });
    return updated;
  });
}

/** The admin marks an expedited review done: it leaves the queue. */
export async function markExpeditedReviewed(id: string, ip: string | null) {
  return db.$transaction(async (tx) => {
    const payment = await tx.payment.findUnique({ where: { id } });
    if (!payment || payment.product !== "expedited") throw new AppError("not_found", "Payment not found");
    if (payment.reviewedAt) return payment;
    const updated = await tx.payment.update({ where: { id }, data: { reviewedAt: new Date() } });
    await recordAudit(tx, {
      action: "payment.expedited_reviewed",
      entityType: "payment",
      entityId: id,
      after: { reviewedAt: updated.reviewedAt?.toISOString() ?? null },
      ip,
    });
    return updated;
  });
}
