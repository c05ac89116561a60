// An owner keeps their listing: facts published at once (audited under the owner, revertible by the admin), name,
// slug and website through the admin's review, replies to reviews (the reviewer emailed once); the admin grants and
// revokes owners and decides manual claims. Every owner route answers another listing's id with 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decideChangeRoute } from "@/app/api/admin/change-requests/[id]/route";
import { POST as decideClaimRoute } from "@/app/api/admin/claims/[id]/route";
import { POST as revertRoute } from "@/app/api/admin/owner-edits/[id]/revert/route";
import { DELETE as revokeRoute } from "@/app/api/admin/owners/[id]/route";
import { POST as grantRoute } from "@/app/api/admin/owners/route";
import { PATCH as moderateReplyRoute } from "@/app/api/admin/review-replies/[id]/route";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as exportAccountRoute } from "@/app/api/account/export/route";
import { POST as startClaimRoute } from "@/app/api/claims/route";
import { GET as ownerGetRoute, PATCH as ownerPatchRoute } from "@/app/api/owner/listings/[id]/route";
import { DELETE as deleteReplyRoute, PUT as replyRoute } from "@/app/api/owner/reviews/[id]/reply/route";
import type { OwnerEditResult } from "@/lib/owners/listing-schema";
import { db } from "@/server/db/client";
import { getOwnersOverview } from "@/server/owners/overview";
import { getOwnerVerifiedAt } from "@/server/owners/verified-at";
import { getShownReviews } from "@/server/reviews/queries";
import { call, type Member } from "../alerts/members";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, emailText, makeOwner, member, uniqueEmail } from "./owner-fixtures";

let adminToken = "";
let place: Awaited<ReturnType<typeof clinic>>;
let other: Awaited<ReturnType<typeof clinic>>;
let owner: Member;
let stranger: Member;

beforeAll(async () => {
  adminToken = await signInAsAdmin();
  place = await clinic("Owned Clinic");
  other = await clinic("Someone Else's Clinic");
  owner = await member("owner");
  stranger = await member("stranger");
  await makeOwner(place.id, owner.userId);
  await makeOwner(other.id, stranger.userId);
});

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: [place.id, other.id] } } });
  await deleteListings([place, other]);
});

const getListing = (who: Member | null, id: string) =>
  call(ownerGetRoute, `/api/owner/listings/${id}`, { cookie: who?.cookie }, { id });
const patch = (who: Member, id: string, body: unknown) =>
  call(ownerPatchRoute, `/api/owner/listings/${id}`, { method: "PATCH", body, cookie: who.cookie }, { id });
const admin = (
  handler: (req: ReturnType<typeof adminRequest>, ctx: ReturnType<typeof routeContext>) => Promise<Response>,
  path: string,
  params: Record<string, string>,
  body?: unknown,
  method = "POST",
) => handler(adminRequest(path, { method, body, token: adminToken }), routeContext(params));

describe("the owner's listing", () => {
  it("is read and written by its owners only; anyone else's id is a 404", async () => {
    expect((await getListing(owner, place.id)).status).toBe(200);
    expect((await getListing(owner, other.id)).status).toBe(404);
    expect((await getListing(null, place.id)).status).toBe(401);
    expect((await patch(owner, other.id, { city: "Nowhere" })).status).toBe(404);
    expect((await patch(stranger, place.id, { city: "Nowhere" })).status).toBe(404);
    expect((await db.listing.findUniqueOrThrow({ where: { id: other.id } })).city).not.toBe("Nowhere");
  });

  it("publishes facts at once with an audit row under the owner; never rating, review count, placement or status", async () => {
    const before = (await (await getListing(owner, place.id)).json()) as { listing: { updatedAt: string } };
    revalidatedTags.length = 0;
    const response = await patch(owner, place.id, {
      city: "Lisbon",
      phone: "+351 21 000 0000",
      specialties: "Longevity, Sleep",
      placement: "sponsored",
      featured: true,
      verified: true,
      status: "draft",
      rating: 5,
      reviewCount: 99,
      expectedUpdatedAt: before.listing.updatedAt,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as OwnerEditResult;
    expect(result.changed.sort()).toEqual(["city", "phone", "specialties"]);
    expect(result.pending).toBeNull();
    const row = await db.listing.findUniqueOrThrow({ where: { id: place.id } });
    expect(row).toMatchObject({
      city: "Lisbon",
      placement: null,
      verified: false,
      status: "published",
      reviewCount: 0,
      rating: null,
    });
    expect(revalidatedTags).toContain(`listing:${place.id}`);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityId: place.id, action: "listing.owner_edit" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actor).toBe(`owner:${owner.userId}`);
    expect(audit.after).toMatchObject({ city: "Lisbon", specialties: ["Longevity", "Sleep"] });
    // Loaded before that save: a 409, not a silent overwrite.
    expect((await patch(owner, place.id, { city: "Porto", expectedUpdatedAt: before.listing.updatedAt })).status).toBe(
      409,
    );
  });

  it("sends name, slug and website changes to the admin, who approves or rejects them", async () => {
    const response = await patch(owner, place.id, {
      name: "Owned Clinic Renamed",
      website: "owned-renamed.example",
      description: "Now open on Sundays.",
    });
    const result = (await response.json()) as OwnerEditResult;
    expect(result.changed).toEqual(["description"]);
    expect(result.pending?.after).toEqual({ name: "Owned Clinic Renamed", website: "https://owned-renamed.example" });
    expect((await db.listing.findUniqueOrThrow({ where: { id: place.id } })).name).toBe(place.name);

    const overview = await getOwnersOverview();
    const request = overview.changes.find((change) => change.listing.id === place.id);
    expect(request).toBeDefined();
    const decided = await admin(
      decideChangeRoute,
      `/api/admin/change-requests/${request!.id}`,
      { id: request!.id },
      { decision: "approve" },
    );
    expect(decided.status).toBe(200);
    expect(await db.listing.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({
      name: "Owned Clinic Renamed",
      website: "https://owned-renamed.example",
    });
    expect(
      (
        await admin(
          decideChangeRoute,
          `/api/admin/change-requests/${request!.id}`,
          { id: request!.id },
          { decision: "reject" },
        )
      ).status,
    ).toBe(404);
  });

  it("lets the admin revert an owner's edit while the listing still shows it", async () => {
    await patch(owner, place.id, { address: "Rua Nova 1" });
    const edit = (await getOwnersOverview()).edits.find((row) => row.listing.id === place.id && "address" in row.after);
    expect(edit?.live).toBe(true);
    const reverted = await admin(revertRoute, `/api/admin/owner-edits/${edit!.id}/revert`, { id: edit!.id });
    expect(reverted.status).toBe(200);
    expect((await db.listing.findUniqueOrThrow({ where: { id: place.id } })).address).toBeNull();
    expect((await admin(revertRoute, `/api/admin/owner-edits/${edit!.id}/revert`, { id: edit!.id })).status).toBe(409);
    const revertAudit = await db.auditLog.findFirst({
      where: { entityId: place.id, action: "listing.owner_edit.revert" },
    });
    expect(revertAudit?.actor).toBe("admin");
  });
});

describe("owner replies", () => {
  it("one public reply per review, edited or deleted; the reviewer is emailed once; moderated by the admin", async () => {
    const reviewer = await member("reviewer");
    const review = await db.review.create({
      data: { userId: reviewer.userId, listingId: place.id, rating: 4, body: "Thorough check-up." },
    });
    const otherReview = await db.review.create({
      data: { userId: reviewer.userId, listingId: other.id, rating: 2, body: "Long wait." },
    });
    const put = (who: Member, id: string, body: unknown) =>
      call(replyRoute, `/api/owner/reviews/${id}/reply`, { method: "PUT", body, cookie: who.cookie }, { id });

    expect((await put(owner, otherReview.id, { body: "Not mine to answer." })).status).toBe(404);
    expect((await put(owner, review.id, { body: "" })).status).toBe(400);
    const first = await put(owner, review.id, { body: "Thank you for your visit!" });
    expect(first.status).toBe(200);
    expect(await emailText(`review-reply:${review.id}`)).toContain("Owned Clinic Renamed");
    expect((await put(owner, review.id, { body: "Thank you, see you next year!" })).status).toBe(200);
    expect(await db.outboundEmail.count({ where: { dedupeKey: `review-reply:${review.id}` } })).toBe(1);
    expect(await db.reviewReply.count({ where: { reviewId: review.id } })).toBe(1);
    expect((await getShownReviews(place.id)).find((shown) => shown.id === review.id)?.reply?.body).toBe(
      "Thank you, see you next year!",
    );

    const reply = await db.reviewReply.findUniqueOrThrow({ where: { reviewId: review.id } });
    const hidden = await admin(
      moderateReplyRoute,
      `/api/admin/review-replies/${reply.id}`,
      { id: reply.id },
      { status: "hidden" },
      "PATCH",
    );
    expect(hidden.status).toBe(200);
    expect((await getShownReviews(place.id)).find((shown) => shown.id === review.id)?.reply).toBeUndefined();
    expect(await db.auditLog.count({ where: { entityId: reply.id, action: "review_reply.hide" } })).toBe(1);

    const remove = (who: Member) =>
      call(
        deleteReplyRoute,
        `/api/owner/reviews/${review.id}/reply`,
        { method: "DELETE", cookie: who.cookie },
        { id: review.id },
      );
    expect((await remove(stranger)).status).toBe(404);
    expect((await remove(owner)).status).toBe(200);
    expect((await put(owner, review.id, { body: "Back again." })).status).toBe(200);
    expect(await db.outboundEmail.count({ where: { dedupeKey: `review-reply:${review.id}` } })).toBe(1);
  });
});

describe("the admin's owner tools", () => {
  it("grant and revoke owners (audited), and decide manual claims with an email to the member", async () => {
    const grantee = await member("grantee");
    const grant = await admin(
      grantRoute,
      "/api/admin/owners",
      {},
      { listing: `/clinic/${other.slug}`, email: grantee.email.toUpperCase() },
    );
    expect(grant.status).toBe(201);
    const { ownerId } = (await grant.json()) as { ownerId: string };
    expect(await db.listingOwner.findUnique({ where: { id: ownerId } })).toMatchObject({
      userId: grantee.userId,
      method: "admin",
    });
    expect(
      (await admin(grantRoute, "/api/admin/owners", {}, { listing: other.id, email: uniqueEmail("nobody") })).status,
    ).toBe(400);
    expect(
      (await admin(revokeRoute, `/api/admin/owners/${ownerId}`, { id: ownerId }, undefined, "DELETE")).status,
    ).toBe(200);
    expect(
      await db.auditLog.count({
        where: { entityId: other.id, action: { in: ["listing.owner.grant", "listing.owner.revoke"] } },
      }),
    ).toBe(2);

    const claimer = await member("manual-claimer");
    const claim = await call(startClaimRoute, "/api/claims", {
      method: "POST",
      body: { listingId: other.id, method: "manual", note: "I founded it." },
      cookie: claimer.cookie,
    });
    const { id } = (await claim.json()) as { id: string };
    const approve = await admin(
      decideClaimRoute,
      `/api/admin/claims/${id}`,
      { id },
      { decision: "approve", note: "Checked by phone." },
    );
    expect(approve.status).toBe(200);
    expect(await db.listingOwner.findFirst({ where: { listingId: other.id, userId: claimer.userId } })).toMatchObject({
      method: "manual",
    });
    expect(await getOwnerVerifiedAt(other.id)).not.toBeNull();
    expect(await emailText(`owner-claim-decision:${id}`)).toContain("Checked by phone.");
    expect((await admin(decideClaimRoute, `/api/admin/claims/${id}`, { id }, { decision: "reject" })).status).toBe(404);
  });

  it("refuses anyone but the admin", async () => {
    const anonymous = await grantRoute(
      adminRequest("/api/admin/owners", { method: "POST", body: { listing: place.id, email: owner.email } }),
      routeContext(),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("an owner's account", () => {
  it("exports their listings, claims and replies, and deleting it takes them off the listing's page", async () => {
    const leaving = await member("leaving-owner");
    const listing = await clinic("Leaving Owner Clinic");
    await makeOwner(listing.id, leaving.userId);
    const exported = await call(exportAccountRoute, "/api/account/export", { cookie: leaving.cookie });
    const { account } = (await exported.json()) as { account: { ownerships: { listing: { id: string } }[] } };
    expect(account.ownerships.map((row) => row.listing.id)).toEqual([listing.id]);
    expect(JSON.stringify(account)).not.toContain("codeHash");
    revalidatedTags.length = 0;
    expect((await call(deleteAccountRoute, "/api/account", { method: "DELETE", cookie: leaving.cookie })).status).toBe(
      200,
    );
    expect(await db.listingOwner.count({ where: { listingId: listing.id } })).toBe(0);
    expect(revalidatedTags).toContain(`listing:${listing.id}`);
    await deleteListings([listing]);
  });
});
