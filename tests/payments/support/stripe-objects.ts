// Stripe objects and signed webhook deliveries for the payment tests, in the shapes Stripe's API reference gives
// (only the fields the payment domain reads, plus the ids and object names), signed with the library's own helper.
import { Stripe } from "stripe";

export const WEBHOOK_SECRET = "whsec_test_payments_secret";
const signer = new Stripe("sk_test_signer");

const DAY = 86_400;

type SubscriptionInput = {
  id: string;
  customer: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  metadata: Record<string, string>;
};

export function subscription(input: SubscriptionInput): Stripe.Subscription {
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    ended_at: input.endedAt ?? null,
    metadata: input.metadata,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          id: `si_${input.id}`,
          object: "subscription_item",
          current_period_start: input.periodEnd - 30 * DAY,
          current_period_end: input.periodEnd,
          subscription: input.id,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

export function invoice(input: {
  id: string;
  customer: string;
  subscription: string;
  paid: boolean;
  amount: number;
  tax: number;
  periodEnd: number;
  created: number;
}): Stripe.Invoice {
  return {
    id: input.id,
    object: "invoice",
    customer: input.customer,
    number: `INV-${input.id.slice(-6)}`,
    status: input.paid ? "paid" : "open",
    currency: "eur",
    total: input.amount,
    amount_paid: input.paid ? input.amount : 0,
    amount_due: input.amount,
    total_taxes: [{ amount: input.tax, tax_behavior: "inclusive", taxability_reason: "standard_rated" }],
    created: input.created,
    hosted_invoice_url: `https://invoice.stripe.com/i/${input.id}`,
    status_transitions: { paid_at: input.paid ? input.created : null },
    parent: { type: "subscription_details", subscription_details: { subscription: input.subscription, metadata: {} } },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${input.id}/lines`,
      data: [
        {
          id: `il_${input.id}`,
          object: "line_item",
          period: { start: input.periodEnd - 30 * DAY, end: input.periodEnd },
        },
      ],
    },
  } as unknown as Stripe.Invoice;
}

let serial = 0;

/** A webhook delivery: the event's JSON and its Stripe-Signature header, signed with the library's test helper. */
export function signedEvent(type: string, object: unknown, created: number, id = `evt_test_${++serial}_${Date.now()}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { id, payload, signature };
}
