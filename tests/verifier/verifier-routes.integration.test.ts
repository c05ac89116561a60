// The verifier's routes: the scheduler's batch behind its bearer secret, and an owner accepting what their own
// website says (a price), which then shows on the listing's detail data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cronRoute } from "@/app/api/cron/verify-listings/route";
import { POST as ownerProposalsRoute } from "@/app/api/owner/listings/[id]/proposals/route";
import { db } from "@/server/db/client";
import { pendingProposals, stopVerifierQueue } from "@/server/verifier";
import { call } from "../alerts/members";
import { deleteListings } from "../support/listing-fixtures";
import { clinic, makeOwner, member } from "../owners/owner-fixtures";

const created: { id: string }[] = [];

beforeAll(async () => {
  // Earlier files' listings are not this test's: only its own are due.
  await db.listing.updateMany({ where: { status: "published" }, data: { website: null } });
});

afterAll(async () => {
  await stopVerifierQueue();
  await deleteListings(created);
});

describe("verifier routes", () => {
  it("runs a batch from the scheduler's route with the bearer secret only", async () => {
    const path = "/api/cron/verify-listings";
    expect((await call(cronRoute, path, { method: "POST" })).status).toBe(401);
    const run = await call(cronRoute, path, {
      method: "POST",
      headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ checked: expect.any(Number), finished: expect.any(Boolean) });
  });

  it("lets the owner accept a proposed price, written to the listing", async () => {
    const owner = await member("verifier-owner");
    const listing = await clinic("Proposal Clinic");
    created.push(listing);
    await makeOwner(listing.id, owner.userId);
    const proposal = await db.listingProposal.create({
      data: {
        listingId: listing.id,
        field: "price",
        proposedValue: { amount: 249, currency: "EUR" },
        sourceUrl: `${listing.website}/prices`,
        seenAt: new Date(),
      },
    });
    // The owner's dashboard lists it for this listing only; the admin's queue (unclaimed listings) does not.
    const scope = { ownerUserId: owner.userId, listingId: listing.id };
    expect((await pendingProposals(scope)).map((row) => row.proposals.map((item) => item.id))).toEqual([[proposal.id]]);
    expect((await pendingProposals()).some((row) => row.listingId === listing.id)).toBe(false);
    const path = `/api/owner/listings/${listing.id}/proposals`;
    const bad = await call(
      ownerProposalsRoute,
      path,
      { method: "POST", body: { decision: "maybe" }, cookie: owner.cookie },
      { id: listing.id },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("admin.verification.errors.decision");

    const stranger = await member("verifier-stranger");
    const refused = await call(
      ownerProposalsRoute,
      path,
      { method: "POST", body: { decision: "accept" }, cookie: stranger.cookie },
      { id: listing.id },
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const accepted = await call(
      ownerProposalsRoute,
      path,
      { method: "POST", body: { decision: "accept", ids: [proposal.id] }, cookie: owner.cookie },
      { id: listing.id },
    );
    expect(accepted.status).toBe(200);
    const row = await db.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect([row.priceFrom?.toNumber(), row.currency]).toEqual([249, "EUR"]);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityId: listing.id, action: "listing.verifier.accept" },
    });
    expect(audit.actor).toBe(`owner:${owner.userId}`);
    expect((await db.listingProposal.findUniqueOrThrow({ where: { id: proposal.id } })).status).toBe("accepted");
    expect(await pendingProposals(scope)).toEqual([]);
  });
});
