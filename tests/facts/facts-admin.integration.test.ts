import { fieldCodes, fieldMessages } from "../support/coded-errors";
import { FACT_ERRORS, LISTING_ERRORS } from "@/lib/listings/editor-errors";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import { GET as staleRoute } from "@/app/api/admin/listings/stale/route";
import { POST as verifyRoute } from "@/app/api/admin/listings/[id]/verify/route";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { readImportFile, type ImportCommitResponse } from "@/lib/import/schema";
import type { AdminListing } from "@/lib/listings/editor-schema";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { publishListing } from "@/server/listings/publish/publish";
import { confirmListingFacts, type StaleListingPage } from "@/server/listings/facts/verification";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

const run = randomUUID().slice(0, 8);
let token: string;
let fixtures: Awaited<ReturnType<typeof createListings>>;
const byName = (name: string) => fixtures.find((listing) => listing.name.startsWith(name))!;
const DAY = 86_400_000;

const patch = (id: string, body: unknown) =>
  patchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));
const verify = (id: string, withToken: string | null = token) =>
  verifyRoute(
    adminRequest(`/api/admin/listings/${id}/verify`, { method: "POST", token: withToken }),
    routeContext({ id }),
  );
const stale = (query: string) =>
  staleRoute(adminRequest(`/api/admin/listings/stale?${query}`, { token }), routeContext());

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([
    { kind: "lab", name: `Facts Lab ${run}`, website: `https://facts-lab-${run}.example/` },
    { kind: "lab", name: `Fresh Lab ${run}`, lastVerifiedAt: new Date(Date.now() - 30 * DAY), verifiedBy: "admin" },
    { kind: "lab", name: `Old Lab ${run}`, lastVerifiedAt: new Date(Date.now() - 400 * DAY), verifiedBy: "owner" },
    { kind: "lab", name: `Draft Facts Lab ${run}`, status: "draft", publishedAt: null },
  ]);
});
beforeEach(() => {
  revalidatedTags.length = 0;
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: fixtures.map((listing) => listing.id) } } });
  await deleteListings(fixtures);
  await db.listing.deleteMany({ where: { name: { contains: run } } });
});

describe("facts in the admin editor (PATCH /api/admin/listings/{id})", () => {
  it("saves typed and structured facts, shows them on the public page, and clears them again", async () => {
    const lab = byName("Facts Lab");
    const response = await patch(lab.id, {
      priceFrom: "49",
      currency: "gbp",
      sampleMethods: ["finger-prick-kit"],
      accreditations: "ISO 15189",
      accreditationBody: "ukas",
      doctorReview: "yes",
      turnaroundDays: "2",
      testPanels: JSON.stringify([{ name: "Core", price: 49, biomarkers: ["ApoB", "ldl"], calculated: ["ldl"] }]),
      openingHours: { timeZone: "Europe/London", hours: [{ days: ["Monday"], opens: "08:00", closes: "17:00" }] },
      sourceUrls: `https://facts-lab-${run}.example/tests`,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { listing: AdminListing; changed: string[] };
    expect(saved.changed).toEqual(
      expect.arrayContaining(["priceFrom", "currency", "sampleMethods", "testPanels", "openingHours", "sourceUrls"]),
    );
    expect(saved.listing).toMatchObject({
      priceFrom: 49,
      currency: "GBP",
      doctorReview: true,
      accreditationBody: "ukas",
    });
    expect(revalidatedTags).toContain(CACHE_TAGS.listing(lab.id));
    // The card shows "From" its price, so this edit (priceFrom among its facts) refreshes the card too.
    expect(revalidatedTags).toContain(CACHE_TAGS.listingCard(lab.id));
    const page = await getListing("lab", lab.slug);
    expect(page).toMatchObject({
      priceFrom: 49,
      accreditations: ["iso-15189"],
      testPanels: [{ name: "Core", price: 49, biomarkers: ["apob", "ldl"], calculated: ["ldl"] }],
      openingHours: { timeZone: "Europe/London" },
    });
    // The same values again are no change; JSON keys come back from the database in its own order.
    const again = (await (
      await patch(lab.id, { testPanels: saved.listing.testPanels, openingHours: saved.listing.openingHours })
    ).json()) as { changed: string[] };
    expect(again.changed).toEqual([]);
    const cleared = (await (await patch(lab.id, { testPanels: "", doctorReview: "", sampleMethods: [] })).json()) as {
      listing: AdminListing;
    };
    expect(cleared.listing).toMatchObject({ testPanels: null, doctorReview: null, sampleMethods: [] });
  });

  it("answers 400 with a message on the fact at fault", async () => {
    const response = await patch(byName("Facts Lab").id, {
      testPanels: '[{"name": "Core", "biomarkers": ["uni_corn"]}]',
      platforms: "Symbian",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    const fields = fieldMessages(body.error.fields);
    // The entry's place in the fact is part of the field's path; the message is the fact part's own.
    expect(fieldCodes(body.error.fields)).toEqual({
      "testPanels.0.biomarkers.0": [FACT_ERRORS.unknownBiomarker],
      platforms: [LISTING_ERRORS.unknownOption],
    });
    expect(fields["testPanels.0.biomarkers.0"]?.[0]).toBe(`"uni_corn" is not in the directory's biomarker list`);
    expect(fields.platforms?.[0]).toMatch(/^Unknown value for Works with: "Symbian"; use one of: /);
  });

  it("refuses a well-formed marker the catalogue table lacks, at its place in the panel, and writes nothing", async () => {
    const lab = byName("Facts Lab");
    const response = await patch(lab.id, {
      testPanels: '[{"name": "Core", "biomarkers": ["apob", "unicorn"]}]',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(fieldCodes(body.error.fields)).toEqual({ "testPanels.0.biomarkers.1": [FACT_ERRORS.unknownBiomarker] });
    expect(fieldMessages(body.error.fields)["testPanels.0.biomarkers.1"]?.[0]).toBe(
      `"unicorn" is not in the directory's biomarker list`,
    );
    const stored = await db.listing.findUniqueOrThrow({ where: { id: lab.id }, select: { testPanels: true } });
    expect(JSON.stringify(stored.testPanels ?? null)).not.toContain("unicorn");
  });
});

describe("verification", () => {
  it("POST /api/admin/listings/{id}/verify marks the facts verified today by our team, audit-logged", async () => {
    const lab = byName("Old Lab");
    expect((await verify(lab.id, null)).status).toBe(401);
    expect((await verify("no-such-listing")).status).toBe(404);
    const response = await verify(lab.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lastVerifiedAt: string; verifiedBy: string; updatedAt: string };
    expect(body.verifiedBy).toBe("admin");
    expect(Date.now() - Date.parse(body.lastVerifiedAt)).toBeLessThan(60_000);
    expect(await getListing("lab", lab.slug)).toMatchObject({ verifiedBy: "admin" });
    const audit = await db.auditLog.findFirst({ where: { entityId: lab.id, action: "listing.verify" } });
    expect(audit).toMatchObject({ actor: "admin", before: { verifiedBy: "owner" }, after: { verifiedBy: "admin" } });
    // The page and the lists change (its date shows there; "recently verified" sorts by it), no card does.
    expect(revalidatedTags).toEqual(expect.arrayContaining([CACHE_TAGS.listing(lab.id), CACHE_TAGS.listings]));
    expect(revalidatedTags).not.toContain(CACHE_TAGS.listingCard(lab.id));
  });

  it("records an owner's confirmation under the owner", async () => {
    const lab = byName("Fresh Lab");
    await confirmListingFacts(lab.id, "owner", { actor: "member:test-owner" });
    expect(await db.listing.findUnique({ where: { id: lab.id } })).toMatchObject({ verifiedBy: "owner" });
    expect(await db.auditLog.findFirst({ where: { entityId: lab.id, action: "listing.verify" } })).toMatchObject({
      actor: "member:test-owner",
    });
  });

  it("GET /api/admin/listings/stale lists published listings never verified or not in 12 months, oldest first", async () => {
    await db.listing.update({
      where: { id: byName("Old Lab").id },
      data: { lastVerifiedAt: new Date(Date.now() - 400 * DAY) },
    });
    const all: StaleListingPage["items"] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const response = await stale(`kind=lab&offset=${offset}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as StaleListingPage;
      all.push(...page.items);
      offset = page.nextOffset;
    }
    const names = all.map((listing) => listing.name);
    expect(names).toContain(`Facts Lab ${run}`);
    expect(names).toContain(`Old Lab ${run}`);
    expect(names).not.toContain(`Fresh Lab ${run}`);
    expect(names).not.toContain(`Draft Facts Lab ${run}`);
    expect(all.every((listing) => listing.kind === "lab")).toBe(true);
    const dated = all.filter((listing) => listing.lastVerifiedAt);
    expect(all.indexOf(dated[0]!)).toBe(all.length - dated.length);
    expect((await stale("offset=-1")).status).toBe(400);
    expect((await stale("kind=spaceship")).status).toBe(400);
  });
});

describe("facts in the import", () => {
  it("takes fact columns (and the old 'price'), and a row's lastVerifiedAt as verified by the import", async () => {
    const csv = [
      "kind,name,website,price,currency,sample_methods,turnaround_days,last_verified_at,source_urls",
      `lab,Imported Facts Lab ${run},https://imported-facts-${run}.example,19.9,eur,Finger-prick home kit,3,2026-01-15,https://imported-facts-${run}.example/prices`,
    ].join("\n");
    const rows = readImportFile("facts.csv", csv).rows;
    const send = () =>
      commitRoute(adminRequest("/api/admin/import/commit", { method: "POST", body: { rows }, token }), routeContext());
    const first = (await (await send()).json()) as ImportCommitResponse;
    expect(first.results[0]).toMatchObject({ outcome: "created", published: true });
    const stored = await db.listing.findFirstOrThrow({ where: { name: `Imported Facts Lab ${run}` } });
    expect(stored).toMatchObject({
      currency: "EUR",
      sampleMethods: ["finger-prick-kit"],
      turnaroundDays: 3,
      verifiedBy: "import",
      sourceUrls: [`https://imported-facts-${run}.example/prices`],
    });
    expect(stored.priceFrom?.toNumber()).toBe(19.9);
    expect(stored.lastVerifiedAt?.toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(stored.firstPublishedAt).not.toBeNull();
    const second = (await (await send()).json()) as ImportCommitResponse;
    expect(second.results[0]!.outcome).toBe("unchanged");
  });
});

describe("first published here", () => {
  it("is set by the first publication only", async () => {
    const draft = byName("Draft Facts Lab");
    const first = new Date("2026-02-01T10:00:00Z");
    await publishListing(draft.id, "admin", { now: first });
    await db.listing.update({ where: { id: draft.id }, data: { status: "draft" } });
    await publishListing(draft.id, "admin", { now: new Date("2026-06-01T10:00:00Z") });
    expect(await db.listing.findUnique({ where: { id: draft.id } })).toMatchObject({
      firstPublishedAt: first,
      publishedAt: new Date("2026-06-01T10:00:00Z"),
    });
  });
});
