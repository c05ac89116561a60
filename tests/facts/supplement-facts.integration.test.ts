import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { readImportFile, type ImportCommitResponse } from "@/lib/import/schema";
import { SUPPLEMENT_ERRORS } from "@/lib/listings/supplement-errors";
import { PANEL_ERRORS } from "@/lib/listings/panel-errors";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { fieldCodes } from "../support/coded-errors";
import { createListings, deleteListings } from "../support/listing-fixtures";

// Fictional demo products: the facts below belong to no real organisation.
const run = randomUUID().slice(0, 8);
let token: string;
let fixtures: Awaited<ReturnType<typeof createListings>>;

const patch = (id: string, body: unknown) =>
  patchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));

const TEST = {
  programme: "informed-sport",
  batch: "DEMO-1",
  registerUrl: `https://sport.wetestyoutrust.com/supplement-search/demo-${run}`,
  checkedAt: "2026-11-30",
};

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([
    { kind: "supplement", name: `Demo Magnesium ${run}`, website: `https://demo-magnesium-${run}.example/` },
  ]);
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: fixtures.map((listing) => listing.id) } } });
  await deleteListings(fixtures);
  await db.listing.deleteMany({ where: { name: { contains: run } } });
});

describe("a supplement's facts in the admin editor", () => {
  it("saves ingredients with their form, servings and third-party tests, audit-logged, and shows them", async () => {
    const [supplement] = fixtures;
    const response = await patch(supplement!.id, {
      priceFrom: "24",
      ingredientAmounts: JSON.stringify([{ name: "Magnesium", amount: 100, unit: "mg", form: "magnesium glycinate" }]),
      servingsPerContainer: "60",
      servingsPerDay: "2",
      thirdPartyTests: [TEST],
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { changed: string[] };
    expect(saved.changed).toEqual(
      expect.arrayContaining(["ingredientAmounts", "servingsPerContainer", "servingsPerDay", "thirdPartyTests"]),
    );
    expect(await getListing("supplement", supplement!.slug)).toMatchObject({
      ingredientAmounts: [{ name: "Magnesium", amount: 100, unit: "mg", form: "magnesium glycinate" }],
      servingsPerContainer: 60,
      servingsPerDay: 2,
      thirdPartyTests: [TEST],
    });
    const audit = await db.auditLog.findFirst({ where: { entityId: supplement!.id }, orderBy: { createdAt: "desc" } });
    expect(JSON.stringify(audit?.after)).toContain("thirdPartyTests");
  });

  it("answers 400 with a coded message on each fact at fault and keeps what was stored", async () => {
    const [supplement] = fixtures;
    const response = await patch(supplement!.id, {
      servingsPerDay: "0",
      thirdPartyTests: [
        { ...TEST, registerUrl: "https://localhost/register" },
        { ...TEST, programme: "ours" },
      ],
    });
    expect(response.status).toBe(400);
    const codes = fieldCodes(((await response.json()) as ApiErrorBody).error.fields);
    expect(codes["thirdPartyTests.0.registerUrl"]).toEqual([PANEL_ERRORS.registerUrl]);
    expect(Object.keys(codes)).toContain("servingsPerDay");
    expect(await getListing("supplement", supplement!.slug)).toMatchObject({ servingsPerDay: 2 });
    const elsewhere = await patch(supplement!.id, {
      thirdPartyTests: [{ ...TEST, registerUrl: "https://www.koelnerliste.com/en/not-informed-sport" }],
    });
    expect(fieldCodes(((await elsewhere.json()) as ApiErrorBody).error.fields)).toEqual({
      "thirdPartyTests.0.registerUrl": [PANEL_ERRORS.registerHost],
    });
    const batchless = await patch(supplement!.id, { thirdPartyTests: [{ ...TEST, batch: undefined }] });
    expect(fieldCodes(((await batchless.json()) as ApiErrorBody).error.fields)).toEqual({
      "thirdPartyTests.0.product": [SUPPLEMENT_ERRORS.testedItemRequired],
    });
  });
});

describe("a supplement's facts in the import", () => {
  const send = (csv: string) =>
    commitRoute(
      adminRequest("/api/admin/import/commit", {
        method: "POST",
        body: { rows: readImportFile("supplements.csv", csv).rows },
        token,
      }),
      routeContext(),
    );
  const cell = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;

  it("takes ingredients, servings and tests from CSV cells", async () => {
    const csv = [
      "kind,name,website,price,servings_per_container,servings_per_day,ingredient_amounts,third_party_tests",
      `supplement,Imported Demo Magnesium ${run},https://imported-demo-${run}.example,18,30,1,${cell([{ name: "Magnesium", amount: 40, unit: "mg" }])},${cell([TEST])}`,
    ].join("\n");
    const result = ((await (await send(csv)).json()) as ImportCommitResponse).results[0];
    expect(result).toMatchObject({ outcome: "created", errors: [] });
    expect(await db.listing.findFirstOrThrow({ where: { name: `Imported Demo Magnesium ${run}` } })).toMatchObject({
      servingsPerContainer: 30,
      servingsPerDay: 1,
      ingredientAmounts: [{ name: "Magnesium", amount: 40, unit: "mg" }],
      thirdPartyTests: [TEST],
    });
  });

  it("rejects a row's bad test with its field and code", async () => {
    const csv = [
      "kind,name,website,third_party_tests",
      `supplement,Rejected Demo ${run},https://rejected-demo-${run}.example,${cell([{ ...TEST, checkedAt: "2026-02-30" }])}`,
    ].join("\n");
    const result = ((await (await send(csv)).json()) as ImportCommitResponse).results[0];
    expect(result?.outcome).toBe("error");
    expect(result?.errors).toEqual([
      expect.objectContaining({ field: "thirdPartyTests.0.checkedAt", code: PANEL_ERRORS.checkedAt }),
    ]);
  });
});
