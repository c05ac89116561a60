// An owner's save is one transaction: the facts, their audit row and the change request to the name land together or
// not at all, and the listing's pages are revalidated once, after the commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerListingEditSchema } from "@/lib/owners/listing-schema";
import { db } from "@/server/db/client";
import { editOwnedListing } from "@/server/listings/write/owner-edit";
import { requireOwnedListing } from "@/server/owners/ownership";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, makeOwner, uniqueEmail } from "./owner-fixtures";

const IP = "203.0.113.7";
let place: Awaited<ReturnType<typeof clinic>>;
let owner: { userId: string };

beforeAll(async () => {
  place = await clinic("Atomic Edit Clinic");
  // Written directly: this test calls the domain function, and needs no session (nor a sign-up's rate limit).
  const user = await db.user.create({
    data: { email: uniqueEmail("atomic-owner"), name: "Atomic Owner", emailVerified: new Date() },
    select: { id: true },
  });
  owner = { userId: user.id };
  await makeOwner(place.id, owner.userId);
});

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: place.id } });
  await deleteListings([place]);
  await db.user.delete({ where: { id: owner.userId } });
});

const edit = (hooks?: Parameters<typeof editOwnedListing>[4]) =>
  requireOwnedListing(owner.userId, place.id).then((listing) =>
    editOwnedListing(
      owner.userId,
      listing,
      ownerListingEditSchema.parse({ city: "Lisbon", phone: "+351 21 000 0001", name: "Atomic Edit Clinic Renamed" }),
      IP,
      hooks,
    ),
  );

const written = async () => ({
  listing: await db.listing.findUniqueOrThrow({
    where: { id: place.id },
    select: { city: true, phone: true, name: true, updatedAt: true },
  }),
  audits: await db.auditLog.count({ where: { entityId: place.id, action: "listing.owner_edit" } }),
  requests: await db.listingChangeRequest.count({ where: { listingId: place.id } }),
});

describe("an owner's edit", () => {
  it("leaves nothing half-written when it fails between the facts and the change request", async () => {
    const before = await written();
    revalidatedTags.length = 0;
    let cityInTransaction: string | null = null;

    await expect(
      edit({
        async afterFacts(tx) {
          cityInTransaction = (await tx.listing.findUniqueOrThrow({ where: { id: place.id } })).city;
          throw new Error("injected failure after the facts");
        },
      }),
    ).rejects.toThrow("injected failure after the facts");

    // The facts had been written when the failure came, and went with the transaction.
    expect(cityInTransaction).toBe("Lisbon");
    expect(await written()).toEqual(before);
    expect(before).toMatchObject({ audits: 0, requests: 0 });
    expect(revalidatedTags).toEqual([]);
  });

  it("writes the facts, one audit row and the change request together, and revalidates once", async () => {
    revalidatedTags.length = 0;
    const result = await edit();
    expect(result.changed.sort()).toEqual(["city", "phone"]);
    expect(result.pending?.after).toEqual({ name: "Atomic Edit Clinic Renamed" });
    expect(result.listing).toMatchObject({ city: "Lisbon", phone: "+351 21 000 0001", name: place.name });

    const after = await written();
    expect(after).toMatchObject({
      listing: { city: "Lisbon", phone: "+351 21 000 0001", name: place.name },
      audits: 1,
      requests: 1,
    });
    // The answer is the row as written, not a stale read.
    expect(result.listing.updatedAt).toBe(after.listing.updatedAt.toISOString());
    expect(revalidatedTags).toContain(`listing:${place.id}`);
    expect(revalidatedTags).toHaveLength(new Set(revalidatedTags).size);
  });
});
