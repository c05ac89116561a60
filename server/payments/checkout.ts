import "server-only";
import { randomUUID } from "node:crypto";
import type { Stripe } from "stripe";
import { AppError } from "@/lib/http/app-error";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { PAYMENT_ERRORS } from "@/lib/payments/payment-errors";
import type { CheckoutStarted } from "@/lib/payments/types";
import { siteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { paymentsConfig, type PaymentsConfig } from "./config";
import { paymentGateway } from "./gateway";
import { liveSponsorships } from "./sponsorships";
import { sponsoredCap } from "./settings";

/** The page Stripe sends the buyer back to: it says what happens next. */
const COMPLETE_PATH = "/payments/complete";

function requireConfig(): PaymentsConfig {
  const config = paymentsConfig();
  if (!config) throw new AppError("not_found", "Not found");
  return config;
}

const absolute = (locale: Locale, path: string) => `${siteUrl()}${localePath(locale, path)}`;

/** The member's Stripe customer, created once (a retried first checkout finds the one the first attempt made). */
async function customerOf(config: PaymentsConfig, user: { id: string; email: string }): Promise<string> {
  const known = await db.billingCustomer.findUnique({ where: { userId: user.id } });
  if (known) return known.stripeCustomerId;
  const id = await paymentGateway(config).createCustomer({ email: user.email, userId: user.id }, `customer-${user.id}`);
  try {
    await db.billingCustomer.create({ data: { userId: user.id, stripeCustomerId: id } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return id;
}

async function openCheckout(config: PaymentsConfig, params: Stripe.Checkout.SessionCreateParams) {
  // A fresh key per request: Stripe answers a network retry of this request with the same session, never a second.
  const session = await paymentGateway(config).createCheckoutSession(params, randomUUID());
  if (!session.url) throw new AppError("unavailable", "Stripe gave no checkout page");
  return { url: session.url };
}

/**
 * A monthly sponsored place for a listing the member owns (the caller checked), as a Stripe Checkout page: the price
 * is the configured one, never the client's. Refused when the listing is not published, is already sponsored, or
 * its kind has as many live sponsored places as the admin allows.
 */
export async function startSponsorshipCheckout(
  user: { id: string; email: string },
  listingId: string,
  locale: Locale,
): Promise<CheckoutStarted> {
  const config = requireConfig();
  const listing = await db.listing.findUnique({
    where: { id: listingId },
    select: { id: true, kind: true, status: true },
  });
  if (!listing) throw new AppError("not_found", "Listing not found");
  if (listing.status !== "published") throw new AppError("conflict", { code: PAYMENT_ERRORS.notPublished, params: {} });
  const [{ ofKind, ofListing }, cap] = await Promise.all([
    liveSponsorships(db, listing.kind, listing.id),
    sponsoredCap(),
  ]);
  if (ofListing) throw new AppError("conflict", { code: PAYMENT_ERRORS.alreadySponsored, params: {} });
  if (ofKind >= cap)
    throw new AppError("conflict", {
      code: PAYMENT_ERRORS.sponsoredCapReached,
      params: { cap, kind: `kinds.kinds.${listing.kind}` },
    });
  const customer = await customerOf(config, user);
  const metadata = { product: "sponsored", listingId: listing.id, userId: user.id, kind: listing.kind };
  return openCheckout(config, {
    mode: "subscription",
    customer,
    line_items: [{ price: config.prices.sponsored, quantity: 1 }],
    client_reference_id: listing.id,
    metadata,
    subscription_data: { metadata },
    locale,
    success_url: `${absolute(locale, COMPLETE_PATH)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${absolute(locale, "/owner")}?listing=${encodeURIComponent(listing.id)}`,
  });
}

/**
 * A one-time expedited review of a submission awaiting review, as a Stripe Checkout page. Refused when the
 * submission's listing is already public or already has a paid expedited review.
 */
export async function startExpeditedCheckout(submissionId: string, locale: Locale): Promise<CheckoutStarted> {
  const config = requireConfig();
  // The id the submit route answered with: the submitted brand's listing, awaiting review.
  const listing = await db.listing.findFirst({
    where: { id: submissionId, origin: "submission" },
    select: { id: true, status: true, submissions: { select: { id: true }, take: 1 } },
  });
  if (!listing) throw new AppError("not_found", "Submission not found");
  if (listing.status === "published")
    throw new AppError("conflict", { code: PAYMENT_ERRORS.alreadyReviewed, params: {} });
  const submission = { id: listing.submissions[0]?.id ?? "", listing };
  const paid = await db.payment.count({
    where: { product: "expedited", listingId: submission.listing.id, status: { in: ["paid"] } },
  });
  if (paid) throw new AppError("conflict", { code: PAYMENT_ERRORS.alreadyExpedited, params: {} });
  const metadata = { product: "expedited", listingId: submission.listing.id, submissionId: submission.id };
  return openCheckout(config, {
    mode: "payment",
    line_items: [{ price: config.prices.expedited, quantity: 1 }],
    client_reference_id: submission.listing.id,
    metadata,
    payment_intent_data: { metadata },
    locale,
    success_url: `${absolute(locale, COMPLETE_PATH)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: absolute(locale, "/addnew"),
  });
}
