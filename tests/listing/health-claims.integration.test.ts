// The health-claim check on every write path that is not the admin's, on the database under test: an owner's save
// through PATCH /api/owner/listings/{id} and an import through POST /api/admin/import/commit. A supplement's text
// saying it cures insomnia (in English or German) is not written, and the writer is told the phrase under its field.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { PATCH as ownerPatchRoute } from "@/app/api/owner/listings/[id]/route";
import { readImportFile, type ImportCommitResponse } from "@/lib/import/schema";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { db } from "@/server/db/client";
import { call, type Member } from "../alerts/members";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { makeOwner, member } from "../owners/owner-fixtures";
import { createListings, deleteListings } from "../support/listing-fixtures";

const run = randomUUID().slice(0, 8);
let owner: Member;
let token = "";
let listings: Awaited<ReturnType<typeof createListings>>;

beforeAll(async () => {
  token = await signInAsAdmin();
  owner = await member("claims");
  listings = await createListings([
    { kind: "supplement", name: `Sleep Powder ${run}`, description: "Magnesium glycinate powder." },
    { kind: "clinic", name: `Sleep Clinic ${run}`, description: "A sleep clinic." },
  ]);
  for (const listing of listings) await makeOwner(listing.id, owner.userId);
});

afterAll(async () => {
  const imported = await db.listing.findMany({ where: { name: { contains: run } }, select: { id: true } });
  await db.auditLog.deleteMany({ where: { entityId: { in: imported.map((row) => row.id) } } });
  await deleteListings(imported);
});

const patch = (id: string, body: unknown) =>
  call(ownerPatchRoute, `/api/owner/listings/${id}`, { method: "PATCH", body, cookie: owner.cookie }, { id });

describe("an owner's save", () => {
  it.each([
    ["description", "Cures insomnia in a week.", "Cures insomnia"],
    ["description", "Heilt Schlaflosigkeit in einer Woche.", "Heilt Schlaflosigkeit"],
    ["features", ["Vegan", "Anti-cancer"], "Anti-cancer"],
  ])(
    "of a supplement's %s %j is refused with the phrase marked, and nothing is written",
    async (field, value, phrase) => {
      const [supplement] = listings;
      const before = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
      const response = await patch(supplement!.id, { [field]: value, city: "Berlin" });
      expect(response.status).toBe(422);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error.fields?.[field]).toEqual([
        expect.objectContaining({ code: LISTING_ERRORS.healthClaim, params: { phrase } }),
      ]);
      const refusal = await db.auditLog.findFirstOrThrow({
        where: { entityId: supplement!.id, action: "listing.health_claim.refuse" },
        orderBy: { createdAt: "desc" },
      });
      expect(refusal).toMatchObject({ actor: `owner:${owner.userId}`, after: { claims: [{ field, phrase }] } });
      const after = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
      expect(after).toMatchObject({ description: before.description, city: before.city, features: before.features });
    },
  );

  it("publishes a supplement's text without a claim, and a clinic's text is not held to food law", async () => {
    const [supplement, clinic] = listings;
    expect((await patch(supplement!.id, { description: "Supports relaxation before bed." })).status).toBe(200);
    expect((await patch(clinic!.id, { description: "We treat insomnia with CBT-I." })).status).toBe(200);
    expect((await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } })).description).toBe(
      "Supports relaxation before bed.",
    );
  });
});

describe("an import", () => {
  it("does not import a supplement or food row making a disease claim, and says which phrase", async () => {
    const csv = [
      "kind,name,website,status,short_description",
      `supplement,Claim Powder ${run},https://claim-powder-${run}.example,published,Cures insomnia naturally`,
      `food,Claim Tea ${run},https://claim-tea-${run}.example,published,Beugt Krebs vor`,
      `supplement,Plain Powder ${run},https://plain-powder-${run}.example,published,Magnesium for your evening`,
    ].join("\r\n");
    const rows = readImportFile("claims.csv", csv).rows;
    const response = await commitRoute(
      adminRequest("/api/admin/import/commit", { method: "POST", body: { rows }, token }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as ImportCommitResponse;
    expect(results.map((result) => result.outcome)).toEqual(["error", "error", "created"]);
    expect(results[0]!.errors).toEqual([
      expect.objectContaining({
        field: "shortDescription",
        code: LISTING_ERRORS.healthClaim,
        params: { phrase: "Cures insomnia" },
      }),
    ]);
    expect(results[1]!.errors[0]).toMatchObject({ params: { phrase: "Beugt Krebs" } });
    const stored = await db.listing.findMany({
      where: { name: { contains: run }, kind: { in: ["supplement", "food"] } },
    });
    expect(stored.map((row) => row.name).sort()).toEqual([`Plain Powder ${run}`, `Sleep Powder ${run}`]);
  });
});
