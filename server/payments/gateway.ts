import "server-only";
import { Stripe } from "stripe";
import type { PaymentsConfig } from "./config";

/**
 * The Stripe calls the payment domain makes, and nothing else: one small surface over the official library, so the
 * tests point the same library at a local peer (its host, port and protocol options).
 */
export type PaymentGateway = {
  createCustomer(input: { email: string; userId: string }, idempotencyKey: string): Promise<string>;
  createCheckoutSession(
    params: Stripe.Checkout.SessionCreateParams,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string | null }>;
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  createPortalSession(customer: string, returnUrl: string): Promise<string>;
  listInvoices(customer: string): Promise<Stripe.Invoice[]>;
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  invoicePaymentIntent(invoice: string): Promise<string | null>;
  refund(
    input: { paymentIntent: string; amountMinor?: number },
    idempotencyKey: string,
  ): Promise<{ id: string; amount: number; status: string | null }>;
  verifyEvent(rawBody: string, signature: string): Stripe.Event;
};

const clients = new Map<string, PaymentGateway>();

function clientFor(config: PaymentsConfig): Stripe {
  return new Stripe(config.secretKey, {
    // Each call is made once: a failure is the caller's to report, and idempotency keys make a retry by hand safe.
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 20_000,
    ...(config.api ?? {}),
  });
}

/** The gateway for this configuration, one client per key and address. */
export function paymentGateway(config: PaymentsConfig): PaymentGateway {
  const cacheKey = `${config.secretKey}|${config.api ? `${config.api.protocol}://${config.api.host}:${config.api.port}` : ""}`;
  const known = clients.get(cacheKey);
  if (known) return known;
  const stripe = clientFor(config);
  const gateway: PaymentGateway = {
    async createCustomer({ email, userId }, idempotencyKey) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },
    async createCheckoutSession(params, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
      return { id: session.id, url: session.url };
    },
    retrieveCheckoutSession: (id) => stripe.checkout.sessions.retrieve(id),
    async createPortalSession(customer, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return session.url;
    },
    async listInvoices(customer) {
      const list = await stripe.invoices.list({ customer, limit: 24 });
      return list.data;
    },
    retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),
    async invoicePaymentIntent(invoice) {
      const list = await stripe.invoicePayments.list({ invoice, limit: 10 });
      const paid = list.data.find((row) => row.status === "paid") ?? list.data[0];
      const intent = paid?.payment.payment_intent;
      return typeof intent === "string" ? intent : (intent?.id ?? null);
    },
    async refund({ paymentIntent, amountMinor }, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, ...(amountMinor ? { amount: amountMinor } : {}) },
        { idempotencyKey },
      );
      return { id: refund.id, amount: refund.amount, status: refund.status };
    },
    verifyEvent: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret),
  };
  clients.set(cacheKey, gateway);
  return gateway;
}
