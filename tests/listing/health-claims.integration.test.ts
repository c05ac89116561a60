// The disease-claim hold on every write path, on the database under test: an owner's save (PATCH
// /api/owner/listings/{id}), the admin's editor (PATCH /api/admin/listings/{id}), an import (POST
// /api/admin/import/commit) and a brand submission (POST /api/data/brands). A supplement's text saying it cures
// insomnia is accepted but not published: it waits for the admin with the phrase, and the writer is told it, coded.
// The admin approves it (as written or edited) or rejects it; each decision is audit-logged.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decideRoute } from "@/app/api/admin/change-requests/[id]/route";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { PATCH as adminPatchRoute } from "@/app/api/admin/listings/[id]/route";
import { GET as ownerReadRoute, PATCH as ownerPatchRoute } from "@/app/api/owner/listings/[id]/route";
import type { SubmittedBrand } from "@/lib/brands/submission-schema";
import { readImportFile, type ImportCommitResponse } from "@/lib/import/schema";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import type { HeldClaims } from "@/lib/listings/held-claims";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { call, type Member } from "../alerts/members";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { submitBrand } from "../brands/brand-api";
import { startBrandSite, type BrandSite } from "../brands/brand-site";
import { makeOwner, member } from "../owners/owner-fixtures";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { resetEnrichmentFetch, useLoopbackEnrichment } from "../support/enrichment-fetch";

const run = randomUUID().slice(0, 8);
let owner: Member;
let token = "";
let site: BrandSite;
let listings: Awaited<ReturnType<typeof createListings>>;

beforeAll(async () => {
  token = await signInAsAdmin();
  owner = await member("claims");
  site = await startBrandSite();
  useLoopbackEnrichment([site.port]);
  listings = await createListings([
    { kind: "supplement", name: `Sleep Powder ${run}`, description: "Magnesium glycinate powder." },
    { kind: "clinic", name: `Sleep Clinic ${run}`, description: "A sleep clinic." },
    { kind: "food", name: `Sleep Tea ${run}`, description: "A herbal tea." },
  ]);
  for (const listing of listings) await makeOwner(listing.id, owner.userId);
});

afterAll(async () => {
  resetEnrichmentFetch();
  await site.close();
  const written = await db.listing.findMany({
    where: { OR: [{ name: { contains: run } }, { website: { contains: run } }] },
    select: { id: true },
  });
  await db.auditLog.deleteMany({ where: { entityId: { in: written.map((row) => row.id) } } });
  await deleteListings(written);
});

const patch = (id: string, body: unknown) =>
  call(ownerPatchRoute, `/api/owner/listings/${id}`, { method: "PATCH", body, cookie: owner.cookie }, { id });
const adminPatch = (id: string, body: unknown) =>
  adminPatchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));
const decide = (id: string, body: unknown) =>
  decideRoute(adminRequest(`/api/admin/change-requests/${id}`, { method: "POST", body, token }), routeContext({ id }));
const heldRequest = (listingId: string) =>
  db.listingChangeRequest.findFirstOrThrow({
    where: { listingId, status: "pending", claims: { not: Prisma.DbNull } },
    orderBy: { createdAt: "desc" },
  });

describe("an owner's save", () => {
  it.each([
    ["shortDescription", "Cures insomnia in a week.", "Cures insomnia"],
    ["shortDescription", "Heilt Schlaflosigkeit in einer Woche.", "Heilt Schlaflosigkeit"],
    ["features", ["Vegan", "Anti-cancer"], "Anti-cancer"],
  ])("of a supplement's %s %j is held with the phrase, and the rest is written", async (field, value, phrase) => {
    const [supplement] = listings;
    const before = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
    const city = `Berlin ${randomUUID().slice(0, 4)}`;
    const response = await patch(supplement!.id, { [field]: value, city });
    expect(response.status).toBe(200);
    const { held } = (await response.json()) as { held: HeldClaims };
    expect(held.claims).toEqual([{ field, phrase, code: LISTING_ERRORS.healthClaim }]);
    const after = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
    expect(after).toMatchObject({ city, shortDescription: before.shortDescription, features: before.features });
    const request = await heldRequest(supplement!.id);
    expect(request).toMatchObject({ id: held.id, source: "owner", userId: owner.userId, after: { [field]: value } });
    expect(request.claims).toEqual([expect.objectContaining({ field, phrase })]);
    const hold = await db.auditLog.findFirstOrThrow({
      where: { entityId: supplement!.id, action: "listing.health_claim.hold" },
      orderBy: { createdAt: "desc" },
    });
    expect(hold).toMatchObject({ actor: `owner:${owner.userId}`, after: { claims: [{ field, phrase }] } });
  });

  it("loads the owner's held text again with its phrases, as the editor shows it after a reload", async () => {
    const [supplement] = listings;
    const response = await call(
      ownerReadRoute,
      `/api/owner/listings/${supplement!.id}`,
      { cookie: owner.cookie },
      {
        id: supplement!.id,
      },
    );
    expect(response.status).toBe(200);
    const view = (await response.json()) as { held: HeldClaims | null; pending: unknown };
    const request = await heldRequest(supplement!.id);
    expect(view.held).toEqual({
      id: request.id,
      claims: [{ field: "features", phrase: "Anti-cancer", code: LISTING_ERRORS.healthClaim }],
      after: { features: ["Vegan", "Anti-cancer"] },
    });
    expect(view.pending).toBeNull();
  });

  it("replaces the owner's earlier held text, and publishes a text without a claim; a clinic is not held", async () => {
    const [supplement, clinic] = listings;
    const pending = await db.listingChangeRequest.count({
      where: { listingId: supplement!.id, status: "pending", claims: { not: Prisma.DbNull } },
    });
    expect(pending).toBe(1);
    const plain = await patch(supplement!.id, { shortDescription: "Supports relaxation before bed." });
    expect(((await plain.json()) as { held: HeldClaims | null }).held).toBeNull();
    expect((await patch(clinic!.id, { shortDescription: "We treat insomnia with CBT-I." })).status).toBe(200);
    const stored = await db.listing.findMany({ where: { id: { in: [supplement!.id, clinic!.id] } } });
    expect(stored.map((row) => row.shortDescription).sort()).toEqual([
      "Supports relaxation before bed.",
      "We treat insomnia with CBT-I.",
    ]);
  });
});

describe("an owner's later plain text", () => {
  it("supersedes their held text for that field: approving it later cannot bring the older text back", async () => {
    const [supplement] = listings;
    const pendingHolds = () =>
      db.listingChangeRequest.findMany({
        where: { listingId: supplement!.id, status: "pending", claims: { not: Prisma.DbNull } },
      });
    await patch(supplement!.id, { shortDescription: "Cures insomnia overnight.", features: ["Anti-cancer"] });
    const [held] = await pendingHolds();
    expect(Object.keys(held!.after as object).sort()).toEqual(["features", "shortDescription"]);
    expect((await patch(supplement!.id, { shortDescription: "Helps you unwind." })).status).toBe(200);
    const [rest, ...others] = await pendingHolds();
    expect(others).toEqual([]);
    expect(rest).toMatchObject({ id: held!.id, after: { features: ["Anti-cancer"] } });
    expect(rest!.claims).toEqual([expect.objectContaining({ field: "features" })]);
    expect((await patch(supplement!.id, { features: ["Vegan"] })).status).toBe(200);
    expect(await pendingHolds()).toEqual([]);
    expect(await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } })).toMatchObject({
      shortDescription: "Helps you unwind.",
      features: ["Vegan"],
    });
  });
});

describe("the admin's editor", () => {
  it("cannot publish a claim either: the text is held, the rest is saved", async () => {
    const [, , food] = listings;
    const response = await adminPatch(food!.id, { shortDescription: "Guérit l'insomnie.", region: "Europe" });
    expect(response.status).toBe(200);
    const { held } = (await response.json()) as { held: HeldClaims };
    expect(held.claims).toEqual([
      { field: "shortDescription", phrase: "Guérit l'insomnie", code: LISTING_ERRORS.healthClaim },
    ]);
    const stored = await db.listing.findUniqueOrThrow({ where: { id: food!.id } });
    expect(stored).toMatchObject({ region: "Europe", shortDescription: null });
    expect(await heldRequest(food!.id)).toMatchObject({ source: "admin", userId: null });
  });
});

describe("the admin's decision", () => {
  it("approves a held text with an edit: the edited text is written, and the decision is logged", async () => {
    const [, , food] = listings;
    const request = await heldRequest(food!.id);
    const response = await decide(request.id, {
      decision: "approve",
      note: "reworded",
      values: { shortDescription: "Une tisane du soir.", name: "never applied" },
    });
    expect(response.status).toBe(200);
    const stored = await db.listing.findUniqueOrThrow({ where: { id: food!.id } });
    expect(stored).toMatchObject({ shortDescription: "Une tisane du soir.", name: `Sleep Tea ${run}` });
    const approval = await db.auditLog.findFirstOrThrow({
      where: { entityId: food!.id, action: "listing.health_claim.approve" },
    });
    expect(approval.after).toMatchObject({ request: request.id, edited: ["shortDescription"], note: "reworded" });
  });

  it("approves a held text once: a second approval at the same time is a 409 and writes nothing", async () => {
    const [supplement] = listings;
    await patch(supplement!.id, { shortDescription: "Cures insomnia for good." });
    const request = await heldRequest(supplement!.id);
    const approvals = () =>
      db.auditLog.count({ where: { entityId: supplement!.id, action: "listing.change_request.approve" } });
    const before = await approvals();
    const responses = await Promise.all([
      decide(request.id, { decision: "approve", values: { shortDescription: "A calm evening drink." } }),
      decide(request.id, { decision: "approve", values: { shortDescription: "Another wording." } }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await approvals()).toBe(before + 1);
    const stored = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
    expect(["A calm evening drink.", "Another wording."]).toContain(stored.shortDescription);
  });

  it("rejects a held text: nothing of it is written, and the decision is logged", async () => {
    const [supplement] = listings;
    const before = await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } });
    await patch(supplement!.id, { shortDescription: "Cura l'insonnia." });
    const request = await heldRequest(supplement!.id);
    expect((await decide(request.id, { decision: "reject" })).status).toBe(200);
    expect((await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } })).shortDescription).toBe(
      before.shortDescription,
    );
    expect(await db.listingChangeRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "rejected",
    });
    expect(
      await db.auditLog.count({ where: { entityId: supplement!.id, action: "listing.health_claim.reject" } }),
    ).toBe(1);
    expect((await decide(request.id, { decision: "approve" })).status).toBe(404);
  });
});

describe("an import", () => {
  it("imports a supplement or food row making a disease claim unpublished, its text held, and says which phrase", async () => {
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
    expect(results.map((result) => [result.outcome, result.published])).toEqual([
      ["created", false],
      ["created", false],
      ["created", true],
    ]);
    expect(results[0]!.held).toEqual([
      { field: "shortDescription", code: LISTING_ERRORS.healthClaim, params: { phrase: "Cures insomnia" } },
    ]);
    expect(results[1]!.held).toEqual([expect.objectContaining({ params: { phrase: "Beugt Krebs" } })]);
    expect(results[2]!.held).toBeUndefined();
    const stored = await db.listing.findMany({
      where: { name: { in: [`Claim Powder ${run}`, `Claim Tea ${run}`] } },
      orderBy: { name: "asc" },
    });
    expect(stored.map((row) => [row.status, row.shortDescription])).toEqual([
      ["draft", null],
      ["draft", null],
    ]);
    expect(await heldRequest(stored[0]!.id)).toMatchObject({
      source: "import",
      after: { shortDescription: "Cures insomnia naturally" },
    });
  });
});

describe("a brand submission", () => {
  it("of a supplement brand holds a description making a disease claim, and tells the submitter", async () => {
    const website = `http://plain-${run}.test:${site.port}/`;
    const response = await submitBrand({ website, category: "supplements", description: "Geneest slapeloosheid." });
    expect(response.status).toBe(201);
    const brand = (await response.json()) as SubmittedBrand;
    expect(brand.held?.claims).toEqual([
      { field: "shortDescription", phrase: "Geneest slapeloosheid", code: LISTING_ERRORS.healthClaim },
      { field: "description", phrase: "Geneest slapeloosheid", code: LISTING_ERRORS.healthClaim },
    ]);
    const stored = await db.listing.findUniqueOrThrow({ where: { id: brand.id } });
    expect(stored).toMatchObject({ status: "pending", shortDescription: "", description: null });
    expect(await heldRequest(brand.id)).toMatchObject({ source: "submission", userId: null });
  });
});

// A test register entry: its nutrient and wording are this test's own, not a registered claim. Its wording says
// "cures insomnia", which the disease-claim check flags anywhere the register does not have it.
describe("an authorised claim's registered wording", () => {
  const nutrient = `testium-exempt-${run}`;
  const wording = `Testium ${run} cures insomnia`;

  beforeAll(async () => {
    await db.claimNutrient.create({
      data: { slug: nutrient, names: { en: `Testium ${run}` }, sourceUrl: null, checkedAt: null },
    });
    await db.healthClaim.create({
      data: {
        nutrientSlug: nutrient,
        wording: {
          en: { status: "official", text: wording },
          ...Object.fromEntries(["de", "fr", "es", "it", "nl"].map((locale) => [locale, { status: "pending" }])),
        },
        minAmount: 1,
        minUnit: "mg",
        regulation: "Test regulation",
        sourceUrl: "https://example.org/test-register",
        checkedAt: "2026-12-01",
      },
    });
  });
  afterAll(async () => {
    await db.healthClaim.deleteMany({ where: { nutrientSlug: nutrient } });
    await db.claimNutrient.deleteMany({ where: { slug: nutrient } });
  });

  it("is written at once on an owner's save, the admin's editor and an import; other words still wait", async () => {
    const [supplement] = listings;
    const saved = await patch(supplement!.id, { shortDescription: `${wording}.` });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { held: HeldClaims | null }).held ?? null).toBeNull();
    expect((await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } })).shortDescription).toBe(
      `${wording}.`,
    );

    const edited = await adminPatch(supplement!.id, { description: `Each scoop: ${wording.toLowerCase()}.` });
    expect(edited.status).toBe(200);
    expect((await db.listing.findUniqueOrThrow({ where: { id: supplement!.id } })).description).toBe(
      `Each scoop: ${wording.toLowerCase()}.`,
    );

    const csv = [
      "kind,name,website,status,short_description",
      `supplement,Exempt Powder ${run},https://exempt-powder-${run}.example,published,${wording}`,
      `supplement,Unexempt Powder ${run},https://unexempt-powder-${run}.example,published,Testium cures insomnia`,
    ].join("\r\n");
    const response = await commitRoute(
      adminRequest("/api/admin/import/commit", {
        method: "POST",
        body: { rows: readImportFile("exempt.csv", csv).rows },
        token,
      }),
      routeContext(),
    );
    const { results } = (await response.json()) as ImportCommitResponse;
    expect(results.map((result) => [result.outcome, result.published, result.held?.length ?? 0])).toEqual([
      ["created", true, 0],
      ["created", false, 1],
    ]);
  });
});
