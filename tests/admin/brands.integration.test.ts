import { fieldCodes } from "../support/coded-errors";
import { hash } from "@node-rs/argon2";
import type { ApiErrorBody } from "@/lib/http/app-error";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { GET as statusRoute } from "@/app/api/admin/status/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/admin/brands/[id]/route";
import { DELETE as oldDeleteRoute, PATCH as oldPatchRoute } from "@/app/api/data/brands/[id]/route";
import { GET as listRoute } from "@/app/api/data/brands/route";
import { env } from "@/env";
import { BRAND_PATCH_ERRORS } from "@/lib/brands/moderation-errors";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { adminCookieName } from "@/server/auth/admin/session";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { hostileJson, hostileString } from "../support/hostile-input";
import { revalidatedTags } from "../support/next-cache";
import { createListings, deleteListings } from "../support/listing-fixtures";

const PASSWORD = "the admin password for brand tests";
const ORIGIN = "http://localhost:3000";
let address = 0;
const nextIp = () => `198.19.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

type Init = { method?: string; body?: unknown; token?: string; origin?: string };

function request(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": nextIp() };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token !== undefined) headers.cookie = `${adminCookieName()}=${init.token}`;
  if (init.origin) headers.origin = init.origin;
  return new NextRequest(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const list = (token?: string) => listRoute(request("/api/data/brands", { token }), context());
const patch = (id: string, body: unknown, init: Omit<Init, "body" | "method"> = {}) =>
  patchRoute(request(`/api/admin/brands/${id}`, { ...init, method: "PATCH", body }), context({ id }));
const remove = (id: string, init: Omit<Init, "body" | "method"> = {}) =>
  deleteRoute(request(`/api/admin/brands/${id}`, { ...init, method: "DELETE" }), context({ id }));

async function signIn(): Promise<string> {
  const response = await loginRoute(
    request("/api/admin/login", { method: "POST", body: { password: PASSWORD } }),
    context(),
  );
  expect(response.status).toBe(200);
  return new RegExp(`${adminCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
}

const suffix = `${Date.now()}`;
let token = "";
const created: { id: string }[] = [];

async function pendingBrand(name: string) {
  const [brand] = await createListings([
    {
      kind: "brand",
      name: `${name} ${suffix}`,
      status: "pending",
      origin: "submission",
      publishedAt: null,
      country: "Germany",
      region: "Europe",
      category: "sleep",
      website: "https://example.com",
    },
  ]);
  created.push(brand!);
  return brand!;
}

beforeAll(async () => {
  env().ADMIN_PASSWORD_HASH = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  token = await signIn();
});
afterEach(() => {
  vi.useRealTimers();
  delete env().ADMIN_TOTP_SECRET;
});
afterAll(async () => {
  await deleteListings(created);
  await db.auditLog.deleteMany({ where: { entityId: { in: created.map((row) => row.id) } } });
  await db.loginAttempt.deleteMany({ where: { scope: "admin-ip" } });
});

describe("admin brand API: who may call it", () => {
  it("refuses PATCH and DELETE without a session, with a forged cookie and with an expired session (401)", async () => {
    const brand = await pendingBrand("Guarded Brand");
    for (const cookie of [undefined, "A".repeat(43), "not a token", ""]) {
      expect(
        (await patch(brand.id, { verified: true, featured: false }, { token: cookie })).status,
        `cookie ${cookie}`,
      ).toBe(401);
      expect((await patch(brand.id, { featured: true }, { token: cookie })).status).toBe(401);
      expect((await remove(brand.id, { token: cookie })).status).toBe(401);
    }

    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const expiring = await signIn();
    vi.setSystemTime(start + 24 * 3_600_000 + 1_000);
    expect((await patch(brand.id, { verified: true, featured: false }, { token: expiring })).status).toBe(401);
    expect((await remove(brand.id, { token: expiring })).status).toBe(401);
    const listed = (await (await list(expiring)).json()) as AdminBrand[];
    expect(listed.some((row) => row.id === brand.id)).toBe(false);
    vi.useRealTimers();

    expect(await db.listing.findUnique({ where: { id: brand.id }, select: { status: true } })).toEqual({
      status: "pending",
    });
  });

  it("refuses cross-origin writes (403), even with a live session", async () => {
    const brand = await pendingBrand("Cross Origin Brand");
    for (const origin of ["https://evil.example", "null"]) {
      expect((await patch(brand.id, { verified: true, featured: false }, { token, origin })).status).toBe(403);
      expect((await remove(brand.id, { token, origin })).status).toBe(403);
      expect((await patch(brand.id, { verified: true, featured: false }, { origin })).status).toBe(403);
    }
    expect((await db.listing.findUnique({ where: { id: brand.id } }))?.status).toBe("pending");
  });

  it("lists only published brands to everyone else, and every brand to the admin, never for a shared cache", async () => {
    const pending = await pendingBrand("Listed Pending Brand");
    const [published] = await createListings([{ kind: "brand", name: `Listed Published Brand ${suffix}` }]);
    const [clinic] = await createListings([{ kind: "clinic", name: `Not A Brand Clinic ${suffix}` }]);
    created.push(published!, clinic!);

    const anonymous = await list();
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const publicBrands = (await anonymous.json()) as AdminBrand[];
    expect(publicBrands.every((brand) => brand.status === "published")).toBe(true);
    expect(publicBrands.map((brand) => brand.id)).toContain(published!.id);
    expect(publicBrands.map((brand) => brand.id)).not.toContain(pending.id);
    expect(publicBrands.map((brand) => brand.id)).not.toContain(clinic!.id);

    const adminBrands = (await (await list(token)).json()) as AdminBrand[];
    const ids = adminBrands.map((brand) => brand.id);
    expect(ids).toContain(pending.id);
    expect(ids).toContain(published!.id);
    expect(ids).not.toContain(clinic!.id);
    const shown = adminBrands.find((brand) => brand.id === pending.id)!;
    expect(Object.keys(shown).sort()).toEqual(
      [
        "id",
        "slug",
        "name",
        "status",
        "shortDescription",
        "longDescription",
        "description",
        "category",
        "region",
        "country",
        "website",
        "logoUrl",
        "rating",
        "reviewCount",
        "siteRating",
        "featuredReview",
        "reviewSource",
        "featured",
        "sponsored",
        "verified",
        "createdAt",
      ].sort(),
    );
    expect(shown).toMatchObject({
      status: "pending",
      verified: false,
      featured: false,
      country: "Germany",
      category: "sleep",
    });
    expect(new Date(shown.createdAt).toISOString()).toBe(shown.createdAt);
  });

  it("tells whether TOTP is on through the status", async () => {
    const status = async () => (await statusRoute(request("/api/admin/status", { token }), context())).json();
    expect(await status()).toEqual({ isAdmin: true, totp: false });
    env().ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DP";
    expect(await status()).toEqual({ isAdmin: true, totp: true });
  });
});

describe("admin brand API: the old address under /api/data", () => {
  it("answers PATCH and DELETE with a 308 to /api/admin/brands/{id}, touching nothing", async () => {
    const brand = await pendingBrand("Moved Brand");
    const body = { verified: true, featured: false };
    const moved = [
      await oldPatchRoute(
        request(`/api/data/brands/${brand.id}?from=old`, { method: "PATCH", body, token }),
        context({ id: brand.id }),
      ),
      await oldDeleteRoute(
        request(`/api/data/brands/${brand.id}`, { method: "DELETE", token }),
        context({ id: brand.id }),
      ),
    ];
    expect(moved.map((response) => response.status)).toEqual([308, 308]);
    expect(moved.map((response) => response.headers.get("location"))).toEqual([
      `/api/admin/brands/${brand.id}?from=old`,
      `/api/admin/brands/${brand.id}`,
    ]);
    expect((await db.listing.findUnique({ where: { id: brand.id } }))?.status).toBe("pending");
  });

  it("keeps the id one path segment and refuses cross-origin writes like every write", async () => {
    const response = await oldPatchRoute(
      request(`/api/data/brands/${encodeURIComponent("a/../b?c")}`, { method: "PATCH", body: {} }),
      context({ id: "a/../b?c" }),
    );
    expect(response.headers.get("location")).toBe("/api/admin/brands/a%2F..%2Fb%3Fc");
    const foreign = await oldDeleteRoute(
      request("/api/data/brands/x", { method: "DELETE", origin: "https://evil.example" }),
      context({ id: "x" }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe("admin brand API: approve, feature, reject", () => {
  it("approves: published through the one publishing path, verified, unfeatured, audited, public at once", async () => {
    const brand = await pendingBrand("Approved Brand");
    await db.listing.update({ where: { id: brand.id }, data: { placement: "editorial" } });
    expect(await getListing("brand", brand.slug)).toBeNull();
    revalidatedTags.length = 0;

    const response = await patch(brand.id, { verified: true, featured: false }, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: brand.id, status: "published", verified: true, featured: false });

    const row = await db.listing.findUniqueOrThrow({ where: { id: brand.id } });
    expect(row).toMatchObject({ status: "published", verified: true, placement: null });
    expect(row.publishedAt).toBeInstanceOf(Date);
    // One action, one audit row: the whole move from the pending submission to a verified, unfeatured listing.
    const logs = await db.auditLog.findMany({ where: { entityId: brand.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((log) => [log.action, log.actor, log.before, log.after])).toEqual([
      [
        "brand.approve",
        "admin",
        { status: "pending", verified: false, featured: true, placement: "editorial" },
        { status: "published", verified: true, featured: false, placement: null },
      ],
    ]);
    // Revalidated once, after the commit: every tag of the change exactly once.
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([
        CACHE_TAGS.listing(brand.id),
        CACHE_TAGS.listingKey(brand.slug),
        CACHE_TAGS.listings,
        CACHE_TAGS.sitemap,
      ]),
    );
    expect(revalidatedTags).toHaveLength(new Set(revalidatedTags).size);

    expect((await getListing("brand", brand.slug))?.id).toBe(brand.id);
    const publicIds = ((await (await list()).json()) as AdminBrand[]).map((item) => item.id);
    expect(publicIds).toContain(brand.id);

    // Approving again changes nothing and publishes nothing twice.
    expect((await patch(brand.id, { verified: true, featured: false }, { token })).status).toBe(200);
    expect((await db.listing.findUniqueOrThrow({ where: { id: brand.id } })).publishedAt).toEqual(row.publishedAt);
    expect(await db.auditLog.count({ where: { entityId: brand.id, action: "listing.publish" } })).toBe(0);
  });

  it("features and unfeatures only a verified brand (409 otherwise), audited", async () => {
    const brand = await pendingBrand("Featured Brand");
    const refused = await patch(brand.id, { featured: true }, { token });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("Only verified brands can be featured");
    const [listedUnverified] = await createListings([{ kind: "brand", name: `Unverified Listed Brand ${suffix}` }]);
    created.push(listedUnverified!);
    expect((await patch(listedUnverified!.id, { featured: true }, { token })).status).toBe(409);

    expect((await patch(brand.id, { verified: true, featured: false }, { token })).status).toBe(200);
    const featured = await patch(brand.id, { featured: true }, { token });
    expect(featured.status).toBe(200);
    expect(await featured.json()).toMatchObject({ id: brand.id, verified: true, featured: true });
    expect((await db.listing.findUniqueOrThrow({ where: { id: brand.id } })).placement).toBe("editorial");

    const unfeatured = await patch(brand.id, { featured: false }, { token });
    expect(await unfeatured.json()).toMatchObject({ featured: false });
    const actions = (await db.auditLog.findMany({ where: { entityId: brand.id }, orderBy: { createdAt: "asc" } })).map(
      (log) => log.action,
    );
    expect(actions).toEqual(["brand.approve", "brand.feature", "brand.unfeature"]);
  });

  it("rejects (deletes) a pending submission, keeping its BrandSubmission row, and refuses a published brand", async () => {
    const brand = await pendingBrand("Rejected Brand");
    const submission = await db.brandSubmission.create({
      data: {
        idempotencyKey: `reject-${brand.id}`,
        listingId: brand.id,
        website: "https://example.com",
        host: "example.com",
        category: "sleep",
      },
    });
    const response = await remove(brand.id, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: brand.id, deleted: true });
    expect(await db.listing.findUnique({ where: { id: brand.id } })).toBeNull();
    expect((await db.brandSubmission.findUniqueOrThrow({ where: { id: submission.id } })).listingId).toBeNull();
    const log = await db.auditLog.findFirstOrThrow({ where: { entityId: brand.id, action: "brand.reject" } });
    expect(log.before).toMatchObject({ status: "pending", name: brand.name });
    await db.brandSubmission.delete({ where: { id: submission.id } });

    expect((await remove(brand.id, { token })).status).toBe(404);

    const [published] = await createListings([{ kind: "brand", name: `Kept Published Brand ${suffix}` }]);
    created.push(published!);
    const refused = await remove(published!.id, { token });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("Only pending submissions can be rejected");
    expect(await db.listing.findUnique({ where: { id: published!.id } })).not.toBeNull();
  });

  it("answers 404 for an unknown id or a listing of another kind", async () => {
    const [clinic] = await createListings([
      { kind: "clinic", name: `Other Kind Clinic ${suffix}`, status: "pending", publishedAt: null },
    ]);
    created.push(clinic!);
    for (const id of ["no-such-brand", clinic!.id]) {
      expect((await patch(id, { verified: true, featured: false }, { token })).status).toBe(404);
      expect((await patch(id, { featured: true }, { token })).status).toBe(404);
      expect((await remove(id, { token })).status).toBe(404);
    }
    expect((await db.listing.findUniqueOrThrow({ where: { id: clinic!.id } })).status).toBe("pending");
  });

  it("answers bad input with 400 and field messages", async () => {
    const brand = await pendingBrand("Bad Input Brand");
    const cases: [unknown, string][] = [
      [{ verified: false }, BRAND_PATCH_ERRORS.verified],
      [{ featured: "yes" }, BRAND_PATCH_ERRORS.featured],
      [{}, BRAND_PATCH_ERRORS.empty],
      [{ verified: true, featured: true }, BRAND_PATCH_ERRORS.approveFeatured],
    ];
    for (const [body, message] of cases) {
      const response = await patch(brand.id, body, { token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as ApiErrorBody;
      expect(Object.values(fieldCodes(answer.error.fields)).flat(), JSON.stringify(body)).toContain(message);
    }
    const array = await patch(brand.id, [true], { token });
    expect(array.status).toBe(400);
    expect((await db.listing.findUniqueOrThrow({ where: { id: brand.id } })).status).toBe("pending");
  });

  it("never answers 5xx to hostile ids and bodies from a signed-in admin", async () => {
    const brand = await pendingBrand("Hostile Input Brand");
    const id = fc.oneof(
      hostileString.filter((text) => text.length > 0),
      fc.constant(brand.id),
    );
    const body = fc.oneof(
      hostileJson,
      fc.record(
        { verified: fc.oneof(fc.constant(true), hostileJson), featured: fc.oneof(fc.boolean(), hostileJson) },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(id, body, async (target, input) => {
        for (const response of [
          await patch(target, input, { token }),
          await remove(target === brand.id ? "no-such-brand" : target, { token }),
        ]) {
          expect(response.status, `${target} ${JSON.stringify(input)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});
