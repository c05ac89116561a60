// Review invitations end to end through the route handlers: an owner emails a client a one-time link, the client's
// review through it is stored as verified, and every bad link (altered, replayed, expired, another member's) is a
// coded 4xx that writes nothing. Runs on PostgreSQL and PGlite.
import { afterAll, describe, expect, it } from "vitest";
import { english } from "../support/coded-errors";
import { POST as inviteRoute } from "@/app/api/owner/listings/[id]/invitations/route";
import { GET as readRoute, POST as reviewRoute } from "@/app/api/reviews/invitations/[token]/route";
import { POST as createRoute } from "@/app/api/listings/[id]/reviews/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { REVIEW_ERRORS } from "@/lib/reviews/review-schema";
import { db } from "@/server/db/client";
import { getReviewPage, getShownReviews } from "@/server/reviews/queries";
import { invitationToken } from "@/server/reviews/invitations";
import { call, signUpMember, type Member } from "../alerts/members";
import { deleteListings } from "../support/listing-fixtures";
import { clinic, emailText, makeOwner, member, uniqueEmail } from "../owners/owner-fixtures";

const listings: { id: string }[] = [];
afterAll(() => deleteListings(listings));

async function ownedClinic(name: string) {
  const listing = await clinic(name);
  listings.push(listing);
  const owner = await member("owner");
  await makeOwner(listing.id, owner.userId);
  return { listing, owner };
}

const invite = (owner: Member, listingId: string, body: unknown) =>
  call(
    inviteRoute,
    `/api/owner/listings/${listingId}/invitations`,
    { method: "POST", body, cookie: owner.cookie },
    {
      id: listingId,
    },
  );

const review = (client: Member, token: string, body: unknown) =>
  call(reviewRoute, `/api/reviews/invitations/${token}`, { method: "POST", body, cookie: client.cookie }, { token });

const read = (client: Member, token: string) =>
  call(readRoute, `/api/reviews/invitations/${token}`, { cookie: client.cookie }, { token });

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { message: string; code: string } };
  return body.error.message;
}

/** The token of the link in the invitation email sent for this invitation. */
async function emailedToken(invitationId: string): Promise<string> {
  const text = await emailText(`review-invitation:${invitationId}`);
  const token = /\/review-invitation\/([^\s]+)/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  return decodeURIComponent(token!);
}

describe("review invitations", () => {
  it("emails fixed text, keeps the address only as a hash, and the client's review through it is verified", async () => {
    const { listing, owner } = await ownedClinic("Invitation Clinic");
    const clientEmail = uniqueEmail("client");
    const sent = await invite(owner, listing.id, { email: clientEmail, locale: "de" });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: string; expiresAt: string };

    const stored = await db.reviewInvitation.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(stored)).not.toContain(clientEmail);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 86_400_000);
    const email = await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: `review-invitation:${id}` } });
    expect(JSON.stringify(email)).not.toContain(clientEmail);
    // The fixed German text, saying nothing is offered.
    expect(await emailText(`review-invitation:${id}`)).toContain("Für Ihre Bewertung wird nichts angeboten");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "review_invitation.send", entityId: id } });
    expect(JSON.stringify(audit)).not.toContain(clientEmail);

    const token = await emailedToken(id);
    const client = await signUpMember(clientEmail);
    const view = await read(client, token);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({
      listing: { id: listing.id },
      dimensions: ["care", "communication", "value", "facilities"],
    });

    const written = await review(client, token, {
      rating: 2,
      body: "Long wait.",
      dimensions: { care: 3, value: null },
    });
    expect(written.status, await written.clone().text()).toBe(201);
    const own = (await written.json()) as { id: string; verification: string; dimensions: Record<string, number> };
    expect(own).toMatchObject({ verification: "owner_invitation", dimensions: { care: 3 } });
    expect(await db.reviewInvitation.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewId: own.id });
    expect(await db.auditLog.count({ where: { action: "review.verify", entityId: own.id } })).toBe(1);
    const [shown] = await getShownReviews(listing.id);
    expect(shown).toMatchObject({ id: own.id, verification: "owner_invitation", dimensions: { care: 3 } });

    // Replayed: refused, nothing more written.
    const again = await review(client, token, { rating: 5 });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe(english(REVIEW_ERRORS.invitationUsed));
    expect(await db.review.count({ where: { listingId: listing.id } })).toBe(1);

    // The member's data export names the invitation and the review's verification.
    const exported = await call(exportRoute, "/api/account/export", { cookie: client.cookie });
    const data = JSON.stringify(await exported.json());
    expect(data).toContain(id);
    expect(data).toContain("owner_invitation");
  });

  it("refuses altered, foreign, expired and own-address links with coded errors and writes nothing", async () => {
    const { listing, owner } = await ownedClinic("Refusing Clinic");
    const clientEmail = uniqueEmail("invited");
    const sent = await invite(owner, listing.id, { email: clientEmail, locale: "en" });
    const { id } = (await sent.json()) as { id: string };
    const token = await emailedToken(id);
    const client = await signUpMember(clientEmail);
    const stranger = await member("stranger");

    const altered = await review(client, `${token.slice(0, -2)}xx`, { rating: 5 });
    expect(altered.status).toBe(400);
    expect(await errorCode(altered)).toBe(english(REVIEW_ERRORS.invitationInvalid));
    const otherPurpose = await review(client, "notatoken", { rating: 5 });
    expect(otherPurpose.status).toBe(400);

    const foreign = await review(stranger, token, { rating: 5 });
    expect(foreign.status).toBe(403);
    expect(await errorCode(foreign)).toBe(english(REVIEW_ERRORS.invitationForeign));
    const byOwner = await review(owner, token, { rating: 5 });
    expect(byOwner.status).toBe(403);

    const wrongKind = await review(client, token, { rating: 4, dimensions: { battery: 2 } });
    expect(wrongKind.status).toBe(400);
    const outOfRange = await review(client, token, { rating: 4, dimensions: { care: 6 } });
    expect(outOfRange.status).toBe(400);
    const fields = ((await outOfRange.json()) as { error: { fields: Record<string, { code: string }[]> } }).error
      .fields;
    expect(fields["dimensions.care"]?.[0]?.code).toBe(REVIEW_ERRORS.dimension);

    await db.reviewInvitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await review(client, token, { rating: 5 });
    expect(expired.status).toBe(403);
    expect(await errorCode(expired)).toBe(english(REVIEW_ERRORS.invitationExpired));

    const missing = await review(client, invitationToken("cnotaninvitation0000000000"), { rating: 5 });
    expect(missing.status).toBe(404);

    expect(await db.review.count({ where: { listingId: listing.id } })).toBe(0);
    expect(await db.reviewInvitation.findUniqueOrThrow({ where: { id } })).toMatchObject({ usedAt: null });

    const self = await invite(owner, listing.id, { email: owner.email, locale: "en" });
    expect(self.status).toBe(400);
    const notOwner = await invite(stranger, listing.id, { email: uniqueEmail("x"), locale: "en" });
    expect(notOwner.status).toBe(404);
    const badEmail = await invite(owner, listing.id, { email: "not an address", locale: "en" });
    expect(badEmail.status).toBe(400);
  });

  it("shows a plain member's review as not verified, and refuses their out-of-range dimensions", async () => {
    const { listing } = await ownedClinic("Plain Clinic");
    const plain = await member("plain");
    const refused = await call(
      createRoute,
      `/api/listings/${listing.id}/reviews`,
      { method: "POST", body: { rating: 4, dimensions: { care: 0 } }, cookie: plain.cookie },
      { id: listing.id },
    );
    expect(refused.status).toBe(400);
    const created = await call(
      createRoute,
      `/api/listings/${listing.id}/reviews`,
      { method: "POST", body: { rating: 4, dimensions: { facilities: 5 } }, cookie: plain.cookie },
      { id: listing.id },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const page = await getReviewPage(listing.id, null);
    expect(page.reviews[0]).toMatchObject({ verification: null, dimensions: { facilities: 5 } });
  });
});

describe("moderation placeholders and the rating summary", () => {
  it("keeps a hidden review's rule for its placeholder and its author, and states both means when far apart", async () => {
    const { setReviewStatus } = await import("@/server/reviews/moderate");
    const { getRatingSummary } = await import("@/server/reviews/queries");
    const { GET: mineRoute } = await import("@/app/api/reviews/mine/route");
    const { listing, owner } = await ownedClinic("Summary Clinic");
    const clientEmail = uniqueEmail("summary-client");
    const sent = await invite(owner, listing.id, { email: clientEmail, locale: "en" });
    const { id } = (await sent.json()) as { id: string };
    const client = await signUpMember(clientEmail);
    expect((await review(client, await emailedToken(id), { rating: 5 })).status).toBe(201);
    const post = (who: Member, rating: number) =>
      call(
        createRoute,
        `/api/listings/${listing.id}/reviews`,
        { method: "POST", body: { rating }, cookie: who.cookie },
        { id: listing.id },
      );
    const low = await member("low");
    const lower = await member("lower");
    expect((await post(low, 2)).status).toBe(201);
    const hiddenOne = (await (await post(lower, 1)).json()) as { id: string };

    let summary = await getRatingSummary(listing.id);
    expect(summary.all).toEqual({ mean: 8 / 3, count: 3 });
    expect(summary.verified).toEqual({ mean: 5, count: 1 });
    expect(summary.unverified).toEqual({ mean: 1.5, count: 2 });

    await setReviewStatus(hiddenOne.id, "hidden", { rule: "abuse" });
    summary = await getRatingSummary(listing.id);
    expect(summary.all).toEqual({ mean: 3.5, count: 2 });
    const listedNow = await getReviewPage(listing.id, null);
    // Newest first: the hidden review keeps its place, as a placeholder with the rule only.
    expect(listedNow.reviews.map((shown) => shown.id)[0]).toBe(hiddenOne.id);
    expect(listedNow.reviews[0]).toEqual({
      id: hiddenOne.id,
      hidden: true,
      rule: "abuse",
      createdAt: expect.any(String),
    });
    expect(listedNow.reviews).toHaveLength(3);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "review.hide", entityId: hiddenOne.id } });
    expect(audit.after).toMatchObject({ status: "hidden", rule: "abuse" });
    const mine = (await (await call(mineRoute, "/api/reviews/mine", { cookie: lower.cookie })).json()) as {
      reviews: { id: string; hiddenRule?: string }[];
    };
    expect(JSON.stringify(mine)).toContain('"hiddenRule":"abuse"');
    const listed = await db.listing.findUniqueOrThrow({
      where: { id: listing.id },
      select: { rating: true, reviewCount: true },
    });
    expect(listed).toEqual({ rating: 3.5, reviewCount: 2 });

    await setReviewStatus(hiddenOne.id, "published");
    expect((await getReviewPage(listing.id, null)).reviews[0]).toMatchObject({ id: hiddenOne.id, rating: 1 });
  });
});
