// A sponsored place bought in Chromium against the production build: an owner of a claimed clinic opens Stripe
// Checkout from the dashboard (the server talks to a local Stripe peer through the official library), Stripe's
// signed webhook starts the place, and the clinic is then labelled Sponsored / Gesponsert on home and in the clinics'
// own block above the directory's results, in English and in German, while the organic results keep their order and
// number. Every page visited passes axe.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { E2E_STRIPE_PORT } from "../support/e2e-servers";
import { signedEvent, subscription } from "../payments/support/stripe-objects";
import { startStripePeer, type StripePeer } from "../payments/support/stripe-peer";
import { expectAccessible } from "./support/axe";
import { sql } from "./support/database";
import { hydrated } from "./support/hydrated";
import { newMember, signUp } from "./support/member";

const DAY = 86_400;
const LANGUAGES = [
  { prefix: "", label: "Sponsored" },
  { prefix: "/de", label: "Gesponsert" },
] as const;

/** The signature with its first hex digit changed: no longer the payload's. */
const forge = (signature: string) =>
  signature.replace(/v1=([0-9a-f])/, (_, digit) => `v1=${digit === "0" ? "1" : "0"}`);

let peer: StripePeer;
test.beforeAll(async () => {
  peer = await startStripePeer(E2E_STRIPE_PORT);
});
test.afterAll(async () => {
  await peer?.close();
});

/** The clinics' plain directory view: its organic cards' links in order, and the count it says it shows. */
async function organicResults(page: Page, prefix: string) {
  await page.goto(`${prefix}/directory?category=clinics`);
  const links = page.getByTestId("directory-grid").locator(".listing-card-title a");
  await expect(links.first()).toBeVisible();
  return {
    links: await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href"))),
    status: await page.getByTestId("results-status").textContent(),
  };
}

test.describe("sponsored places", () => {
  test("an owner buys one: Sponsored on home and in the directory in two languages, the organic order unchanged", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = {
      en: await organicResults(page, ""),
      de: await organicResults(page, "/de"),
    };
    // Not the first result, so a place gained by paying would show.
    const position = Math.min(2, before.en.links.length - 1);
    const href = before.en.links[position]!;
    const [listing] = await sql<{ id: string; name: string; slug: string }>(
      `SELECT id, name, slug FROM "Listing" WHERE kind = 'clinic' AND status = 'published' AND slug = $1`,
      [href.split("/").at(-1)],
    );
    expect(listing, `the clinic at ${href}`).toBeDefined();
    const { id, name } = listing!;
    await expect(page.getByTestId("directory-sponsored").filter({ hasText: name })).toHaveCount(0);

    // The owner of the claimed clinic (the claim flow has its own tests).
    const member = await signUp(page, newMember("sponsor"));
    const [user] = await sql<{ id: string }>(
      `UPDATE "User" SET "emailVerified" = now() WHERE email = $1 RETURNING id`,
      [member.email],
    );
    await sql(
      `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt") VALUES ($1, $2, $3, 'admin', now())`,
      [`e2e-sponsor-${randomUUID()}`, id, user!.id],
    );

    // Checkout is Stripe's page: the browser is sent there, and this test stands in for it.
    await page.route("https://checkout.stripe.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Checkout</title><main><h1>Stripe Checkout</h1></main></html>',
      }),
    );
    await page.goto(`/owner?listing=${id}`);
    await expect(page.getByTestId("owner-sponsorship")).toBeVisible();
    await expectAccessible(page, "/owner");
    await hydrated(page, '[data-testid="owner-sponsor"]');
    await page.getByTestId("owner-sponsor").click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);

    // What the server asked of Stripe: the configured price, the listing in the subscription's metadata.
    const created = peer.calls.filter((call) => call.method === "POST" && call.path === "/v1/checkout/sessions");
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBeTruthy();
    expect(created[0]!.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_e2e_sponsored_monthly", quantity: "1" }],
      subscription_data: { metadata: { listingId: id } },
    });
    const metadata = (created[0]!.body.subscription_data as { metadata: Record<string, string> }).metadata;
    const session = [...peer.sessions.values()].at(-1)!;
    expect(page.url()).toBe(session.url);

    // The customer pays; Stripe says so by a signed webhook.
    const now = Math.floor(Date.now() / 1000);
    const subId = `sub_e2e_${randomUUID().slice(0, 8)}`;
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subId });
    peer.subscriptions.set(
      subId,
      subscription({
        id: subId,
        customer: String(session.customer),
        status: "active",
        periodEnd: now + 30 * DAY,
        metadata,
      }),
    );
    const event = signedEvent("checkout.session.completed", session, now);
    const forged = await page.request.post("/api/webhooks/stripe", {
      data: event.payload,
      headers: { "content-type": "application/json", "stripe-signature": forge(event.signature) },
    });
    expect(forged.status()).toBe(400);
    const delivered = await page.request.post("/api/webhooks/stripe", {
      data: event.payload,
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);

    await page.goto(`/payments/complete?session_id=${encodeURIComponent(String(session.id))}`);
    await expect(page.getByTestId("payment-complete-text")).not.toBeEmpty();
    await expectAccessible(page, "/payments/complete");

    for (const { prefix, label } of LANGUAGES) {
      await page.goto(`${prefix}/`);
      const partner = page
        .getByTestId("featured-partners")
        .getByTestId("sponsored-partner-card")
        .filter({ hasText: name });
      await expect(partner.locator('[data-placement="sponsored"] a')).toHaveText(label);
      await expectAccessible(page, `${prefix}/`);

      const after = await organicResults(page, prefix);
      const block = page.getByTestId("directory-sponsored");
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(label);
      await expect(block.locator("article.listing-card").filter({ hasText: name })).toHaveCount(1);
      expect(await block.locator("article.listing-card").count()).toBeLessThanOrEqual(2);
      await expect(
        block.locator("article.listing-card").filter({ hasText: name }).locator('[data-placement="sponsored"] a'),
      ).toHaveText(label);
      // The organic results: the same cards in the same order and number; the clinic where it was, labelled there.
      expect(after).toEqual(before[prefix ? "de" : "en"]);
      const organicCard = page.getByTestId("directory-grid").locator("article.listing-card").nth(position);
      await expect(organicCard.locator(".listing-card-title a")).toHaveText(name);
      await expect(organicCard.locator('[data-placement="sponsored"] a')).toHaveText(label);
      await expectAccessible(page, `${prefix}/directory?category=clinics`);
    }
  });
});
