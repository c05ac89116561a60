// A wearable's validation and subscription, and a clinic's services, diagnostics, licence and declared conflict of
// interest, through the owner's and the admin's editors and the import, on the database under test (PGlite and
// PostgreSQL): one schema for all three, a coded error on each field at fault, nothing else lost.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as adminPatchRoute } from "@/app/api/admin/listings/[id]/route";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { PATCH as ownerPatchRoute } from "@/app/api/owner/listings/[id]/route";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { readImportFile, type ImportCommitResponse } from "@/lib/import/schema";
import { BUYER_FACT_ERRORS } from "@/lib/listings/buyer-fact-errors";
import { PANEL_ERRORS } from "@/lib/listings/panel-errors";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { call, type Member } from "../alerts/members";
import { clinic, makeOwner, member } from "../owners/owner-fixtures";
import { fieldCodes } from "../support/coded-errors";
import { createListings, deleteListings } from "../support/listing-fixtures";

// Fictional demo listings: the facts below belong to no real organisation.
const run = randomUUID().slice(0, 8);
let token: string;
let owner: Member;
let place: Awaited<ReturnType<typeof clinic>>;
let wearables: Awaited<ReturnType<typeof createListings>>;

const STUDY = {
  metric: "sleep-stages",
  referenceMethod: "polysomnography",
  doi: "10.1000/demo.sleep",
  sampleSize: 60,
  agreement: "Cohen's kappa 0.61",
  checkedAt: "2026-11-30",
};
const DEXA = {
  name: "DEXA body composition",
  priceMin: 120,
  priceMax: 180,
  currency: "EUR",
  sourceUrl: `https://demo-clinic-${run}.example.org/prices`,
  checkedAt: "2026-11-30",
};
const LICENCE = { registerUrl: `https://register-${run}.example.org/doctor/1`, checkedAt: "2026-11-30" };

const ownerPatch = (id: string, body: unknown) =>
  call(ownerPatchRoute, `/api/owner/listings/${id}`, { method: "PATCH", body, cookie: owner.cookie }, { id });
const adminPatch = (id: string, body: unknown) =>
  adminPatchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));

beforeAll(async () => {
  token = await signInAsAdmin();
  place = await clinic(`Demo Longevity Clinic ${run}`);
  owner = await member("clinic-owner");
  await makeOwner(place.id, owner.userId);
  wearables = await createListings([
    { kind: "wearable", name: `Demo Ring ${run}`, website: `https://demo-ring-${run}.example/` },
  ]);
});
afterAll(async () => {
  const ids = [place.id, ...wearables.map((listing) => listing.id)];
  await db.auditLog.deleteMany({ where: { entityId: { in: ids } } });
  await deleteListings([place, ...wearables]);
  await db.listing.deleteMany({ where: { name: { contains: run } } });
});

describe("a clinic's owner", () => {
  it("saves services with price ranges, diagnostics, the medical director's licence and the declared conflict", async () => {
    const response = await ownerPatch(place.id, {
      servicePrices: JSON.stringify([DEXA]),
      diagnostics: ["dexa", "coronary-calcium-score"],
      medicalDirector: "Dr. Demo Person",
      licenceRegister: JSON.stringify(LICENCE),
      sellsTreatments: "no",
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await getListing("clinic", place.slug)).toMatchObject({
      servicePrices: [DEXA],
      diagnostics: ["dexa", "coronary-calcium-score"],
      medicalDirector: "Dr. Demo Person",
      licenceRegister: LICENCE,
      sellsTreatments: false,
    });
  });

  it("gets a coded message on each field at fault, and what was stored stays", async () => {
    const response = await ownerPatch(place.id, {
      servicePrices: [{ ...DEXA, priceMax: 100 }],
      licenceRegister: { ...LICENCE, registerUrl: "https://localhost/doctor/1" },
      diagnostics: ["x-ray"],
    });
    expect(response.status).toBe(400);
    const codes = fieldCodes(((await response.json()) as ApiErrorBody).error.fields);
    expect(codes["servicePrices.0.priceMax"]).toEqual([BUYER_FACT_ERRORS.priceOrder]);
    expect(codes["licenceRegister.registerUrl"]).toEqual([PANEL_ERRORS.registerUrl]);
    expect(Object.keys(codes)).toContain("diagnostics");
    expect(await getListing("clinic", place.slug)).toMatchObject({
      servicePrices: [DEXA],
      licenceRegister: LICENCE,
      diagnostics: ["dexa", "coronary-calcium-score"],
    });
  });
});

describe("a wearable in the admin editor", () => {
  it("saves validation per metric and a subscription in its own currency", async () => {
    const [ring] = wearables;
    const response = await adminPatch(ring!.id, {
      priceFrom: "299",
      currency: "USD",
      subscriptionPrice: "5.99",
      subscriptionCurrency: "usd",
      validationStudies: [STUDY],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await getListing("wearable", ring!.slug)).toMatchObject({
      priceFrom: 299,
      subscriptionPrice: 5.99,
      subscriptionCurrency: "USD",
      validationStudies: [STUDY],
    });
    const audit = await db.auditLog.findFirst({ where: { entityId: ring!.id }, orderBy: { createdAt: "desc" } });
    expect(JSON.stringify(audit?.after)).toContain("validationStudies");
  });

  it("refuses a malformed DOI and an unknown metric by code, keeping the stored studies", async () => {
    const [ring] = wearables;
    const response = await adminPatch(ring!.id, {
      validationStudies: [
        { ...STUDY, doi: "not-a-doi" },
        { ...STUDY, metric: "mood" },
      ],
    });
    expect(response.status).toBe(400);
    expect(fieldCodes(((await response.json()) as ApiErrorBody).error.fields)).toEqual({
      "validationStudies.0.doi": [BUYER_FACT_ERRORS.doi],
    });
    expect(await getListing("wearable", ring!.slug)).toMatchObject({ validationStudies: [STUDY] });
  });
});

describe("the import", () => {
  const send = (csv: string) =>
    commitRoute(
      adminRequest("/api/admin/import/commit", {
        method: "POST",
        body: { rows: readImportFile("listings.csv", csv).rows },
        token,
      }),
      routeContext(),
    );
  const cell = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;

  it("takes the same facts from CSV cells", async () => {
    const csv = [
      "kind,name,website,price,currency,subscription_price,subscription_currency,validation_studies",
      `wearable,Imported Demo Band ${run},https://imported-band-${run}.example,199,EUR,4,EUR,${cell([STUDY])}`,
    ].join("\n");
    const result = ((await (await send(csv)).json()) as ImportCommitResponse).results[0];
    expect(result).toMatchObject({ outcome: "created", errors: [] });
    expect(await db.listing.findFirstOrThrow({ where: { name: `Imported Demo Band ${run}` } })).toMatchObject({
      subscriptionCurrency: "EUR",
      validationStudies: [STUDY],
    });
    const clinics = [
      "kind,name,website,service_prices,licence_register,diagnostics",
      `clinic,Imported Demo Clinic ${run},https://imported-clinic-${run}.example,${cell([DEXA])},${cell(LICENCE)},dexa`,
    ].join("\n");
    const created = ((await (await send(clinics)).json()) as ImportCommitResponse).results[0];
    expect(created).toMatchObject({ outcome: "created", errors: [] });
    expect(await db.listing.findFirstOrThrow({ where: { name: `Imported Demo Clinic ${run}` } })).toMatchObject({
      servicePrices: [DEXA],
      licenceRegister: LICENCE,
      diagnostics: ["dexa"],
    });
  });

  it("rejects a row's bad service price with its field and code", async () => {
    const csv = [
      "kind,name,website,service_prices",
      `clinic,Rejected Demo Clinic ${run},https://rejected-clinic-${run}.example,${cell([{ ...DEXA, priceMin: -5 }])}`,
    ].join("\n");
    const result = ((await (await send(csv)).json()) as ImportCommitResponse).results[0];
    expect(result?.outcome).toBe("error");
    expect(result?.errors).toEqual([
      expect.objectContaining({ field: "servicePrices.0.priceMin", code: BUYER_FACT_ERRORS.servicePrice }),
    ]);
  });
});
