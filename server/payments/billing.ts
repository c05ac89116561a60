import "server-only";
import { AppError } from "@/lib/http/app-error";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { PAYMENT_ERRORS } from "@/lib/payments/payment-errors";
import type { InvoiceView, SponsorshipView } from "@/lib/payments/types";
import { siteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { paymentsConfig } from "./config";
import { paymentGateway } from "./gateway";
import { invoiceSubscriptionId, invoiceTax, isLiveStatus } from "./state";

type OwnerBilling = {
  sponsorship: SponsorshipView | null;
  /** From Stripe; null when Stripe could not be asked just now. */
  invoices: InvoiceView[] | null;
  hasCustomer: boolean;
};

/** A listing's sponsored place and its invoices, for its owner; null when payments are off. */
export async function ownerBilling(userId: string, listingId: string): Promise<OwnerBilling | null> {
  const config = paymentsConfig();
  if (!config) return null;
  const [customer, sponsorships] = await Promise.all([
    db.billingCustomer.findUnique({ where: { userId } }),
    db.sponsorship.findMany({ where: { listingId }, orderBy: { createdAt: "desc" } }),
  ]);
  const latest = sponsorships[0];
  const sponsorship: SponsorshipView | null = latest
    ? {
        status: latest.status,
        paymentDue: latest.status === "past_due" || latest.status === "unpaid",
        live: isLiveStatus(latest.status),
        cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
        currentPeriodEnd: latest.currentPeriodEnd?.toISOString() ?? null,
      }
    : null;
  if (!customer || !sponsorships.length) return { sponsorship, invoices: [], hasCustomer: Boolean(customer) };
  const ids = new Set(sponsorships.map((row) => row.stripeSubscriptionId));
  try {
    const invoices = await paymentGateway(config).listInvoices(customer.stripeCustomerId);
    return {
      sponsorship,
      hasCustomer: true,
      invoices: invoices
        .filter((invoice) => ids.has(invoiceSubscriptionId(invoice) ?? ""))
        .map((invoice) => ({
          id: invoice.id ?? "",
          number: invoice.number,
          status: invoice.status,
          totalMinor: invoice.total,
          taxMinor: invoiceTax(invoice),
          currency: invoice.currency.toUpperCase(),
          created: new Date(invoice.created * 1000).toISOString(),
          hostedUrl: invoice.hosted_invoice_url ?? null,
        })),
    };
  } catch (error) {
    logger.warn({ err: error }, "stripe invoices unavailable");
    return { sponsorship, invoices: null, hasCustomer: true };
  }
}

/** Stripe's customer portal for the member (cards, cancelling, invoices), returning to the owner dashboard. */
export async function openBillingPortal(userId: string, listingId: string, locale: Locale): Promise<{ url: string }> {
  const config = paymentsConfig();
  if (!config) throw new AppError("not_found", "Not found");
  const customer = await db.billingCustomer.findUnique({ where: { userId } });
  if (!customer) throw new AppError("conflict", { code: PAYMENT_ERRORS.noBilling, params: {} });
  const returnUrl = `${siteUrl()}${localePath(locale, "/owner")}?listing=${encodeURIComponent(listingId)}`;
  return { url: await paymentGateway(config).createPortalSession(customer.stripeCustomerId, returnUrl) };
}
