// Verified reviews in Chromium against the production build, in English and German: a listing's owner invites a
// client from the dashboard, the client reviews through the emailed link and the review shows "Verified client"; a
// plain member's review of the same listing shows "Not verified"; both review blocks link to how reviews work, and
// the pages pass axe.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";
import { emailTo, emailsTo } from "./support/mailbox";
import { newMember, signUp } from "./support/member";
import { sql } from "./support/database";

const WORDING = {
  en: {
    prefix: "",
    verified: "Verified client",
    notVerified: "Not verified",
    sent: "Invitation sent",
    how: "How reviews work",
  },
  de: {
    prefix: "/de",
    verified: "Verifizierte Kundschaft",
    notVerified: "Nicht verifiziert",
    sent: "Einladung gesendet",
    how: "So funktionieren Bewertungen",
  },
} as const;

for (const [locale, words] of Object.entries(WORDING)) {
  test(`an invited client's review is verified, a plain member's is not (${locale})`, async ({ browser, page }) => {
    test.setTimeout(180_000);
    const [listing] = await sql<{ id: string; slug: string; name: string }>(
      `SELECT id, slug, name FROM "Listing" WHERE status = 'published' AND kind = 'clinic' ORDER BY slug OFFSET $1 LIMIT 1`,
      [locale === "en" ? 7 : 8],
    );
    expect(listing).toBeDefined();
    const listingPath = `${words.prefix}/clinic/${listing!.slug}`;

    // The owner invites a client from the dashboard.
    const owner = await signUp(page, newMember("inviting-owner"));
    const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [owner.email]);
    await sql(
      `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt") VALUES ($1, $2, $3, 'admin', now())`,
      [`e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`, listing!.id, user!.id],
    );
    await page.goto(`${words.prefix}/owner?listing=${listing!.id}`);
    await hydrated(page, '[data-testid="invitation-form"]');
    const client = newMember("invited-client");
    await page.getByTestId("invitation-email").fill(client.email);
    await page.getByTestId("invitation-locale").selectOption(locale);
    await page.getByTestId("invitation-submit").click();
    await expect(page.getByTestId("invitation-status")).toContainText(words.sent);

    // The client signs up with the invited address and reviews through the link.
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, client);
    // The newest message is the sign-up's confirmation; the invitation came before it.
    await emailTo(client.email, /./);
    const message = emailsTo(client.email, /./).find((text) => text.includes("/review-invitation/")) ?? "";
    const link = /https?:\/\/[^\s"<>]+\/review-invitation\/[^\s"<>]+/.exec(message)?.[0];
    expect(link, message).toBeTruthy();
    await clientPage.goto(new URL(link!).pathname);
    await hydrated(clientPage, '[data-testid="review-form"]');
    await expectAccessible(clientPage, `invitation review page (${locale})`);
    const verifiedText = `Verified visit ${randomUUID().slice(0, 6)}`;
    await clientPage.getByTestId("rating-star-4").click();
    await clientPage.getByTestId("review-body").fill(verifiedText);
    await clientPage.getByTestId("review-dimension-care").selectOption("5");
    await clientPage.getByTestId("review-submit").click();
    await expect(clientPage.getByTestId("invitation-done")).toBeVisible();
    // The same link a second time is refused.
    await clientPage.goto(new URL(link!).pathname);
    await expect(clientPage.getByTestId("invitation-error")).toBeVisible();
    await clientContext.close();

    // A plain member reviews the same listing.
    const plainContext = await browser.newContext();
    const plainPage = await plainContext.newPage();
    await signUp(plainPage, newMember("plain-reviewer"));
    const plainText = `Plain visit ${randomUUID().slice(0, 6)}`;
    const posted = await plainPage.request.post(`/api/listings/${listing!.id}/reviews`, {
      data: { rating: 3, body: plainText },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await plainContext.close();

    await page.goto(listingPath);
    const verified = page.getByTestId("review-item").filter({ hasText: verifiedText });
    await expect(verified.getByTestId("review-verification")).toContainText(words.verified);
    const plain = page.getByTestId("review-item").filter({ hasText: plainText });
    await expect(plain.getByTestId("review-verification")).toContainText(words.notVerified);
    const how = page.getByTestId("member-reviews").getByTestId("how-reviews-work-link");
    await expect(how).toHaveText(words.how);
    await expect(page.getByTestId("rating-mean")).toBeVisible();
    await how.click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/reviews/how-reviews-work$`));
    await expect(page.getByTestId("review-rules").getByRole("listitem")).toHaveCount(8);
    await expectAccessible(page, `how reviews work (${locale})`);
  });
}
