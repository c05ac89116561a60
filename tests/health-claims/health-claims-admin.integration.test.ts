import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as claimRoute from "@/app/api/admin/health-claims/claims/[id]/route";
import { POST as createRoute } from "@/app/api/admin/health-claims/claims/route";
import { DELETE as deleteNutrientRoute } from "@/app/api/admin/health-claims/nutrients/[slug]/route";
import { POST as nutrientRoute } from "@/app/api/admin/health-claims/nutrients/route";
import { GET as listRoute } from "@/app/api/admin/health-claims/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { HEALTH_CLAIM_ERRORS as E } from "@/lib/health-claims/errors";
import type { HealthClaim, HealthClaimCatalogue } from "@/lib/health-claims/schemas";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { db } from "@/server/db/client";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { english, fieldCodes } from "../support/coded-errors";
import { revalidatedTags } from "../support/next-cache";

// A test register: the nutrient, its wordings, amounts and addresses are this test's own, not registered claims.
const run = randomUUID().slice(0, 8);
const SLUG = `testium-${run}`;
const NUTRIENT = {
  slug: SLUG,
  names: Object.fromEntries(["en", "de", "fr", "es", "it", "nl"].map((locale) => [locale, `Testium ${run}`])),
  nrv: { amount: 400, unit: "mg" },
  sourceUrl: "https://example.org/test-nrv",
  checkedAt: "2026-12-01",
};
const CLAIM = {
  nutrient: SLUG,
  wording: {
    en: { status: "official", text: `Fixture wording ${run}` },
    de: { status: "pending" },
    fr: { status: "pending" },
    es: { status: "pending" },
    it: { status: "pending" },
    nl: { status: "pending" },
  },
  minAmount: 60,
  minUnit: "mg",
  regulation: "Test regulation",
  sourceUrl: "https://example.org/test-register",
  checkedAt: "2026-12-01",
};
let token: string;

const json = async <T>(response: Response) => (await response.json()) as T;
const saveNutrient = (body: unknown, withToken: string | null = token) =>
  nutrientRoute(
    adminRequest("/api/admin/health-claims/nutrients", { method: "POST", body, token: withToken }),
    routeContext(),
  );
const createClaim = (body: unknown) =>
  createRoute(adminRequest("/api/admin/health-claims/claims", { method: "POST", body, token }), routeContext());
const updateClaim = (id: string, body: unknown) =>
  claimRoute.PUT(
    adminRequest(`/api/admin/health-claims/claims/${id}`, { method: "PUT", body, token }),
    routeContext({ id }),
  );
const deleteClaim = (id: string) =>
  claimRoute.DELETE(
    adminRequest(`/api/admin/health-claims/claims/${id}`, { method: "DELETE", token }),
    routeContext({ id }),
  );
const deleteNutrient = (slug: string) =>
  deleteNutrientRoute(
    adminRequest(`/api/admin/health-claims/nutrients/${slug}`, { method: "DELETE", token }),
    routeContext({ slug }),
  );
const list = async () =>
  json<HealthClaimCatalogue>(await listRoute(adminRequest("/api/admin/health-claims", { token }), routeContext()));
const codes = async (response: Response) => fieldCodes((await json<ApiErrorBody>(response)).error.fields);

beforeAll(async () => {
  token = await signInAsAdmin();
});
afterAll(async () => {
  const claims = await db.healthClaim.findMany({ where: { nutrientSlug: SLUG }, select: { id: true } });
  await db.auditLog.deleteMany({ where: { entityId: { in: [SLUG, ...claims.map((claim) => claim.id)] } } });
  await db.healthClaim.deleteMany({ where: { nutrientSlug: SLUG } });
  await db.claimNutrient.deleteMany({ where: { slug: SLUG } });
});

describe("the health-claims register in the admin API", () => {
  it("saves a nutrient with its NRV and the copy it was read in, audit-logged; the same slug again edits it", async () => {
    expect((await saveNutrient(NUTRIENT, null)).status).toBe(401);
    revalidatedTags.length = 0;
    expect((await saveNutrient(NUTRIENT)).status).toBe(200);
    expect(revalidatedTags).toContain(CACHE_TAGS.healthClaims);
    expect((await saveNutrient({ ...NUTRIENT, nrv: { amount: 375, unit: "mg" } })).status).toBe(200);
    const audit = await db.auditLog.findMany({ where: { entityId: SLUG }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(["claim_nutrient.save", "claim_nutrient.save"]);
    expect(audit[1]).toMatchObject({ before: { nrvAmount: 400 }, after: { nrvAmount: 375, nrvUnit: "mg" } });
    expect((await list()).nutrients.find((nutrient) => nutrient.slug === SLUG)).toEqual({
      ...NUTRIENT,
      nrv: { amount: 375, unit: "mg" },
    });
  });

  it("keeps an NRV only with its source, and no checked day after today, by code", async () => {
    const unsourced = await saveNutrient({ ...NUTRIENT, sourceUrl: null, checkedAt: null });
    expect(unsourced.status).toBe(400);
    expect(await codes(unsourced)).toEqual({ sourceUrl: [E.nrvSource] });
    const future = await saveNutrient({ ...NUTRIENT, checkedAt: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(await codes(future)).toEqual({ checkedAt: [E.checkedFuture] });
  });

  it("adds a claim only to a nutrient of the register, its English wording official", async () => {
    const unknown = await createClaim({ ...CLAIM, nutrient: `nothing-${run}` });
    expect(unknown.status).toBe(400);
    expect(await codes(unknown)).toEqual({ nutrient: [E.unknownNutrient] });
    const pendingEnglish = await createClaim({ ...CLAIM, wording: { ...CLAIM.wording, en: { status: "pending" } } });
    expect(pendingEnglish.status).toBe(400);
    expect(await codes(pendingEnglish)).toEqual({ "wording.en": [E.englishOfficial] });
    const badCondition = await createClaim({ ...CLAIM, minAmount: -5, minUnit: "IU", sourceUrl: "http://localhost/x" });
    expect(await codes(badCondition)).toEqual({
      minAmount: [E.minAmount],
      minUnit: [E.unit],
      sourceUrl: [E.sourceUrl],
    });
    expect(await db.healthClaim.count({ where: { nutrientSlug: SLUG } })).toBe(0);
  });

  it("creates, lists and edits a claim, audit-logged with what it was", async () => {
    revalidatedTags.length = 0;
    const created = await createClaim(CLAIM);
    expect(created.status).toBe(201);
    const claim = await json<HealthClaim>(created);
    expect(revalidatedTags).toContain(CACHE_TAGS.healthClaims);
    expect((await list()).claims.find((row) => row.id === claim.id)).toEqual({ id: claim.id, ...CLAIM });
    const german = { status: "official", text: `Testwortlaut ${run}` };
    const edited = await updateClaim(claim.id, {
      ...CLAIM,
      minAmount: 56.25,
      wording: { ...CLAIM.wording, de: german },
    });
    expect(edited.status).toBe(200);
    expect((await list()).claims.find((row) => row.id === claim.id)).toMatchObject({
      minAmount: 56.25,
      wording: { de: german },
    });
    const audit = await db.auditLog.findMany({ where: { entityId: claim.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(["health_claim.save", "health_claim.save"]);
    expect(audit[1]).toMatchObject({ before: { minAmount: 60 }, after: { minAmount: 56.25 } });
    expect((await updateClaim(`missing-${run}`, CLAIM)).status).toBe(404);
  });

  it("leaves out a row written by hand that no longer fits the schema", async () => {
    const row = await db.healthClaim.create({
      data: { ...CLAIM, nutrient: undefined, nutrientSlug: SLUG, wording: { en: "not a wording" } },
    });
    expect((await list()).claims.some((claim) => claim.id === row.id)).toBe(false);
    await db.healthClaim.delete({ where: { id: row.id } });
  });

  it("deletes a nutrient only once its claims are gone; deletes are audit-logged and a missing one is a 404", async () => {
    const held = await deleteNutrient(SLUG);
    expect(held.status).toBe(409);
    const body = await json<ApiErrorBody>(held);
    expect(fieldCodes(body.error.fields)).toEqual({ slug: [E.nutrientHasClaims] });
    expect(body.error.message).toBe(english(E.nutrientHasClaims, { count: 1 }));
    const [claim] = await db.healthClaim.findMany({ where: { nutrientSlug: SLUG } });
    expect((await deleteClaim(claim!.id)).status).toBe(204);
    expect((await deleteClaim(claim!.id)).status).toBe(404);
    expect(
      await db.auditLog.findFirst({ where: { entityId: claim!.id, action: "health_claim.delete" } }),
    ).not.toBeNull();
    expect((await deleteNutrient(SLUG)).status).toBe(204);
    expect(await db.claimNutrient.findUnique({ where: { slug: SLUG } })).toBeNull();
    expect(await db.auditLog.findFirst({ where: { entityId: SLUG, action: "claim_nutrient.delete" } })).not.toBeNull();
    expect((await deleteNutrient(SLUG)).status).toBe(404);
  });
});
