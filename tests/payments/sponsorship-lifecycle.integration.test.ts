// A sponsored place from checkout to its end, with the official stripe library talking to a local Stripe peer and
// webhooks signed by the library's own helper: paid, renewed, failed, cancelled, ended; a replayed event, a forged
// signature, events out of order, the webhook before (and after) the success page, the cap, invoices and a refund.
// Runs on PostgreSQL and on PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripePeer, type StripePeer } from "./support/stripe-peer";
import { WEBHOOK_SECRET, invoice, signedEvent, subscription } from "./support/stripe-objects";

const peer: StripePeer = await startStripePeer();
Object.assign(process.env, {
  STRIPE_SECRET_KEY: "sk_test_payments",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_SPONSORED: "price_sponsored_monthly",
  STRIPE_PRICE_EXPEDITED: "price_expedited_once",
  STRIPE_API_URL: peer.url,
});

const { db } = await import("@/server/db/client");
const { call } = await import("../alerts/members");
const { clinic, makeOwner, member } = await import("../owners/owner-fixtures");
const { deleteListings } = await import("../support/listing-fixtures");
const webhook = await import("@/app/api/webhooks/stripe/route");
const checkout = await import("@/app/api/owner/listings/[id]/sponsorship/route");
const portal = await import("@/app/api/owner/listings/[id]/billing-portal/route");
const expedited = await import("@/app/api/payments/expedited/route");
const { createListings } = await import("../support/listing-fixtures");
const payments = await import("@/server/payments");
const { revalidatedTags } = await import("../support/next-cache");
const { loadDirectoryPage } = await import("@/app/[locale]/directory/load-directory");
const { getSponsoredOfKind } = await import("@/server/featured/queries");
const { toListingItemJson } = await import("@/server/listings/read");
const { directoryListings } = await import("@/server/listings/read/directory");

const DAY = 86_400;
const start = Math.floor(Date.UTC(2026, 11, 1) / 1000);

type Member = Awaited<ReturnType<typeof member>>;
let owner: Member;
let stranger: Member;
let listing: Awaited<ReturnType<typeof clinic>>;
let other: Awaited<ReturnType<typeof clinic>>;
let customer = "";
const subId = `sub_test_${Date.now()}`;

const deliver = (event: { payload: string; signature: string }) =>
  call(webhook.POST, "/api/webhooks/stripe", {
    method: "POST",
    rawBody: event.payload,
    contentType: "application/json",
    headers: { "stripe-signature": event.signature },
  });
const placement = async (id = listing.id) =>
  (await db.listing.findUniqueOrThrow({ where: { id }, select: { placement: true } })).placement;
const sponsorship = () => db.sponsorship.findUniqueOrThrow({ where: { stripeSubscriptionId: subId } });
const sub = (status: string, periodEnd: number, extra: { cancelAtPeriodEnd?: boolean; endedAt?: number } = {}) =>
  subscription({
    id: subId,
    customer,
    status,
    periodEnd,
    metadata: { listingId: listing.id, userId: owner.userId, kind: "clinic" },
    ...extra,
  });
const CLINICS = { category: "clinics", search: "", filters: {} } as const;
/** The clinics' plain view (its organic results and its sponsored block) and a search that finds the listing. */
const directoryViews = async () => {
  const plain = await loadDirectoryPage(CLINICS, "en");
  const searched = await loadDirectoryPage({ ...CLINICS, search: "Sponsored Lifecycle Clinic" }, "en");
  const ids = (items: { id: string }[] | undefined) => (items ?? []).map((item) => item.id);
  return {
    organic: ids(plain.items),
    sponsored: ids(plain.sponsored),
    searched: ids(searched.items),
    searchedSponsored: ids(searched.sponsored),
  };
};
const bill = (id: string, paid: boolean, periodEnd: number, created: number) =>
  invoice({ id, customer, subscription: subId, paid, amount: 4900, tax: 782, periodEnd, created });

beforeAll(async () => {
  owner = await member("sponsor-owner");
  stranger = await member("sponsor-stranger");
  listing = await clinic("Sponsored Lifecycle Clinic");
  other = await clinic("Unowned Lifecycle Clinic");
  await makeOwner(listing.id, owner.userId);
  // In Europe, the region the clinics' plain view shows by default.
  await db.listing.updateMany({
    where: { id: { in: [listing.id, other.id] } },
    data: { region: "Europe", country: "Germany", city: "Berlin" },
  });
});

afterAll(async () => {
  await db.paymentSettings.deleteMany({});
  await deleteListings([listing, other]);
  await db.user.deleteMany({ where: { id: { in: [owner.userId, stranger.userId] } } });
  await peer.close();
  for (const key of [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_SPONSORED",
    "STRIPE_PRICE_EXPEDITED",
    "STRIPE_API_URL",
  ])
    delete process.env[key];
});

describe("buying a sponsored place", () => {
  it("opens Stripe Checkout server-side with the configured price and a fresh idempotency key per request", async () => {
    const first = await call(checkout.POST, "", { method: "POST", cookie: owner.cookie }, { id: listing.id });
    expect(first.status).toBe(200);
    expect((await first.json()) as { url: string }).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    const second = await call(checkout.POST, "", { method: "POST", cookie: owner.cookie }, { id: listing.id });
    expect(second.status).toBe(200);
    const sessions = peer.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions");
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_sponsored_monthly", quantity: "1" }],
      subscription_data: { metadata: { listingId: listing.id, userId: owner.userId, kind: "clinic" } },
    });
    expect(sessions[0]!.idempotencyKey).toBeTruthy();
    expect(sessions[1]!.idempotencyKey).not.toBe(sessions[0]!.idempotencyKey);
    const customers = peer.calls.filter((c) => c.path === "/v1/customers");
    expect(customers).toHaveLength(1);
    customer = (await db.billingCustomer.findUniqueOrThrow({ where: { userId: owner.userId } })).stripeCustomerId;
  });

  it("answers 404 for a listing the member does not own, and 401 without a session", async () => {
    const before = peer.calls.length;
    expect(
      (await call(checkout.POST, "", { method: "POST", cookie: stranger.cookie }, { id: listing.id })).status,
    ).toBe(404);
    expect((await call(checkout.POST, "", { method: "POST", cookie: owner.cookie }, { id: other.id })).status).toBe(
      404,
    );
    expect((await call(checkout.POST, "", { method: "POST" }, { id: listing.id })).status).toBe(401);
    expect(peer.calls.length).toBe(before);
  });

  it("the success page before the webhook says it is waiting; after it, that the place is live", async () => {
    const session = [...peer.sessions.values()][0]!;
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subId });
    peer.subscriptions.set(subId, sub("active", start + 30 * DAY));
    expect(await payments.checkoutOutcome(String(session.id))).toMatchObject({
      product: "sponsored",
      confirmed: false,
    });
    const unpaid = await directoryViews();
    expect(unpaid.organic).toEqual(expect.arrayContaining([listing.id, other.id]));
    expect(unpaid.searched).toContain(listing.id);
    expect(unpaid.sponsored).not.toContain(listing.id);
    const tagsBefore = revalidatedTags.length;
    const response = await deliver(signedEvent("checkout.session.completed", session, start));
    expect(response.status).toBe(200);
    expect(await placement()).toBe("sponsored");
    // The directory query with the sponsorship: the organic results are exactly those without it, in the same order
    // and number; the place shows only in the kind's sponsored block (at most 2, only on its plain view).
    const paid = await directoryViews();
    expect(paid.organic).toEqual(unpaid.organic);
    expect(paid.searched).toEqual(unpaid.searched);
    expect(paid.sponsored).toContain(listing.id);
    expect(paid.sponsored.length).toBeLessThanOrEqual(2);
    expect(paid.searchedSponsored).toEqual([]);
    // The read behind the block is the home page's: its cache tags are the ones the webhook's change revalidated.
    expect(revalidatedTags.slice(tagsBefore)).toEqual(expect.arrayContaining(["featured-brands", "listings"]));
    // The JSON API marks it wherever it is listed.
    const page = await directoryListings({
      view: "clinics",
      search: "Sponsored Lifecycle Clinic",
      filters: {},
      limit: 20,
      offset: 0,
    });
    const item = page.ok ? page.items.find((row) => row.id === listing.id) : undefined;
    expect(item && toListingItemJson(item).placement).toBe("sponsored");
    expect(await payments.checkoutOutcome(String(session.id))).toMatchObject({ product: "sponsored", confirmed: true });
    const audit = await db.auditLog.findMany({ where: { entityId: listing.id, action: "listing.sponsorship.start" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "stripe", after: { placement: "sponsored" } });
  });
});

describe("the webhook", () => {
  it("records the first payment in minor units with its currency and tax, and a replay changes nothing", async () => {
    const paid = signedEvent("invoice.paid", bill(`in_first_${subId}`, true, start + 30 * DAY, start), start + 1);
    expect((await deliver(paid)).status).toBe(200);
    const replay = await deliver(paid);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, replay: true });
    const rows = await db.payment.findMany({ where: { listingId: listing.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product: "sponsored",
      status: "paid",
      amountMinor: 4900,
      taxMinor: 782,
      currency: "EUR",
    });
  });

  it("refuses a forged signature with 400 and changes nothing", async () => {
    const real = signedEvent(
      "customer.subscription.deleted",
      sub("canceled", start + 30 * DAY, { endedAt: start }),
      start + 2,
    );
    const forged = { payload: real.payload, signature: real.signature.replace(/v1=[0-9a-f]{6}/, "v1=000000") };
    const response = await deliver(forged);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
    const tampered = await deliver({
      payload: real.payload.replace("canceled", "active!!"),
      signature: real.signature,
    });
    expect(tampered.status).toBe(400);
    expect(await db.stripeEvent.findUnique({ where: { id: real.id } })).toBeNull();
    expect((await sponsorship()).status).toBe("active");
    expect(await placement()).toBe("sponsored");
  });

  it("a renewal carries the period on; a failed payment shows 'payment due' and keeps the place while Stripe retries", async () => {
    await deliver(
      signedEvent(
        "invoice.paid",
        bill(`in_renew_${subId}`, true, start + 60 * DAY, start + 30 * DAY),
        start + 30 * DAY,
      ),
    );
    expect((await sponsorship()).currentPeriodEnd?.toISOString()).toBe(
      new Date((start + 60 * DAY) * 1000).toISOString(),
    );
    expect(await db.payment.count({ where: { listingId: listing.id, status: "paid" } })).toBe(2);
    await deliver(
      signedEvent(
        "invoice.payment_failed",
        bill(`in_fail_${subId}`, false, start + 90 * DAY, start + 60 * DAY),
        start + 60 * DAY,
      ),
    );
    expect((await sponsorship()).status).toBe("past_due");
    expect(await placement()).toBe("sponsored");
    const billing = await payments.ownerBilling(owner.userId, listing.id);
    expect(billing?.sponsorship).toMatchObject({ paymentDue: true, live: true });
    expect(await db.payment.count({ where: { listingId: listing.id, status: "failed" } })).toBe(1);
  });

  it("the retried payment succeeding puts the place back in good standing", async () => {
    await deliver(
      signedEvent("invoice.paid", bill(`in_fail_${subId}`, true, start + 90 * DAY, start + 61 * DAY), start + 61 * DAY),
    );
    expect((await sponsorship()).status).toBe("active");
    expect(await db.payment.findUniqueOrThrow({ where: { stripeInvoiceId: `in_fail_${subId}` } })).toMatchObject({
      status: "paid",
    });
  });

  it("refuses a sponsored place over the kind's cap with a coded message", async () => {
    await makeOwner(other.id, owner.userId);
    const live = await db.sponsorship.count({
      where: { kind: "clinic", status: { in: ["active", "trialing", "past_due"] } },
    });
    await payments.setSponsoredCap(live, null);
    const response = await call(checkout.POST, "", { method: "POST", cookie: owner.cookie }, { id: other.id });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toMatch(/sponsored/i);
    const again = await call(checkout.POST, "", { method: "POST", cookie: owner.cookie }, { id: listing.id });
    expect(again.status).toBe(409);
    await db.paymentSettings.deleteMany({});
  });

  it("lists the listing's invoices from Stripe and opens the customer portal", async () => {
    peer.invoices.push(
      bill(`in_first_${subId}`, true, start + 30 * DAY, start),
      bill("in_someone_else", true, start, start),
    );
    peer.invoices[1] = { ...peer.invoices[1]!, customer: "cus_other" } as (typeof peer.invoices)[number];
    const billing = await payments.ownerBilling(owner.userId, listing.id);
    expect(billing?.invoices).toEqual([
      expect.objectContaining({ id: `in_first_${subId}`, totalMinor: 4900, taxMinor: 782, currency: "EUR" }),
    ]);
    const response = await call(portal.POST, "", { method: "POST", cookie: owner.cookie }, { id: listing.id });
    expect(response.status).toBe(200);
    expect(peer.calls.at(-1)).toMatchObject({ path: "/v1/billing_portal/sessions", body: { customer } });
  });

  it("cancelled: stays until the period ends; ended: the label goes; a late older event never revives it", async () => {
    const updated = signedEvent(
      "customer.subscription.updated",
      sub("active", start + 90 * DAY, { cancelAtPeriodEnd: true }),
      start + 70 * DAY,
    );
    const deleted = signedEvent(
      "customer.subscription.deleted",
      sub("canceled", start + 90 * DAY, { cancelAtPeriodEnd: true, endedAt: start + 90 * DAY }),
      start + 90 * DAY,
    );
    const stale = signedEvent("customer.subscription.updated", sub("active", start + 60 * DAY), start + 40 * DAY);
    await deliver(updated);
    expect(await sponsorship()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await placement()).toBe("sponsored");
    await deliver(deleted);
    expect((await sponsorship()).status).toBe("canceled");
    expect(await placement()).toBeNull();
    expect((await deliver(stale)).status).toBe(200);
    expect((await sponsorship()).status).toBe("canceled");
    expect((await sponsorship()).currentPeriodEnd?.toISOString()).toBe(
      new Date((start + 90 * DAY) * 1000).toISOString(),
    );
    expect(await placement()).toBeNull();
    expect((await getSponsoredOfKind("clinic", 100)).map((row) => row.id)).not.toContain(listing.id);
    expect((await directoryViews()).sponsored).not.toContain(listing.id);
    const ended = await db.auditLog.count({ where: { entityId: listing.id, action: "listing.sponsorship.end" } });
    expect(ended).toBe(1);
  });

  it("the admin refunds a payment through Stripe, once", async () => {
    const payment = await db.payment.findUniqueOrThrow({ where: { stripeInvoiceId: `in_first_${subId}` } });
    const refunded = await payments.refundPayment(payment.id, undefined, null);
    expect(refunded).toMatchObject({ status: "refunded", refundedMinor: 4900 });
    expect(peer.calls.at(-1)).toMatchObject({
      path: "/v1/refunds",
      body: { payment_intent: `pi_for_in_first_${subId}`, amount: "4900" },
    });
    await expect(payments.refundPayment(payment.id, undefined, null)).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("expedited review", () => {
  it("is bought once from a pending submission, and joins the admin's dated queue when Stripe confirms it", async () => {
    const [pending] = await createListings([
      { kind: "brand", name: "Expedited Pending Brand", status: "pending", origin: "submission", publishedAt: null },
    ]);
    try {
      const response = await call(expedited.POST, "/api/payments/expedited", {
        method: "POST",
        body: { submissionId: pending!.id },
      });
      expect(response.status).toBe(200);
      const created = peer.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
      expect(created.body).toMatchObject({
        mode: "payment",
        line_items: [{ price: "price_expedited_once", quantity: "1" }],
        metadata: { product: "expedited", listingId: pending!.id },
      });
      const session = [...peer.sessions.values()].at(-1)!;
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: "pi_expedited",
        amount_total: 9900,
        total_details: { amount_tax: 1581 },
      });
      // A Friday payment is due on the Tuesday after.
      const friday = Math.floor(Date.UTC(2026, 11, 4, 10) / 1000);
      expect(
        (await deliver(signedEvent("checkout.session.completed", { ...session, created: friday }, friday))).status,
      ).toBe(200);
      const { expedited: queue } = await payments.adminPayments();
      const entry = queue.find((row) => row.listingId === pending!.id);
      expect(entry).toMatchObject({
        amountMinor: 9900,
        taxMinor: 1581,
        currency: "EUR",
        stripePaymentIntentId: "pi_expedited",
      });
      expect(entry!.reviewBy!.getUTCDay()).toBe(2);
      const again = await call(expedited.POST, "/api/payments/expedited", {
        method: "POST",
        body: { submissionId: pending!.id },
      });
      expect(again.status).toBe(409);
      expect(
        (
          await call(expedited.POST, "/api/payments/expedited", {
            method: "POST",
            body: { submissionId: "nosuchlisting" },
          })
        ).status,
      ).toBe(404);
    } finally {
      await deleteListings([pending!]);
    }
  });
});
