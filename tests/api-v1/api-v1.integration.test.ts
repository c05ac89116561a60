import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as facts } from "@/app/api/v1/facts/route";
import { GET as kinds } from "@/app/api/v1/kinds/route";
import { GET as detail, OPTIONS as detailPreflight } from "@/app/api/v1/listings/[kind]/[slug]/route";
import { GET as listings } from "@/app/api/v1/listings/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { GET as places } from "@/app/api/v1/places/route";
import {
  errorBodySchema,
  factsSchema,
  kindsSchema,
  listingDetailSchema,
  listingItemsSchema,
  placesSchema,
} from "@/lib/api/v1-schemas";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { RATE_LIMITS } from "@/server/http/rate-limits";
import { createApiKey, revokeApiKey } from "@/server/api/keys";
import { db } from "@/server/db/client";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

type Context = { params: Promise<Record<string, string>> };
type Handler = (req: NextRequest, context: Context) => Promise<Response>;

/** Each test calls from its own address, so one test's calls never count against another's limit. */
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;

function call(
  handler: Handler,
  path: string,
  headers: Record<string, string> = {},
  params: Record<string, string> = {},
) {
  const req = new NextRequest(new URL(path, "http://localhost"), {
    headers: { "x-forwarded-for": address(), ...headers },
  });
  return handler(req, { params: Promise.resolve(params) });
}

describe("the public read API v1", () => {
  let fixtures: Awaited<ReturnType<typeof createListings>>;
  const owner = `api-owner-${randomUUID().slice(0, 8)}@example.org`;
  let userId: string;

  beforeAll(async () => {
    fixtures = await createListings([
      { name: "Api Clinic Zurich", kind: "clinic", city: "Zürich", country: "Switzerland", region: "Europe" },
      { name: "Api Hidden Lab", kind: "lab", status: "pending", publishedAt: null },
    ]);
    userId = (await db.user.create({ data: { email: owner } })).id;
  });
  afterAll(async () => {
    await db.user.deleteMany({ where: { email: owner } });
    await deleteListings(fixtures);
  });

  it("lists listings by the directory URL's filters, in the documented shape, with CORS, ETag and Cache-Control", async () => {
    const response = await call(listings, "/api/v1/listings?category=clinics&search=Api%20Clinic%20Zurich");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("cache-control")).toContain("public");
    const items = listingItemsSchema.parse(await response.json());
    expect(items.map((item) => item.slug)).toContain(fixtures[0]!.slug);
    expect(items.every((item) => item.kind === "clinic")).toBe(true);
  });

  it("answers 304 to a matching If-None-Match, with the ETag and no body", async () => {
    const first = await call(kinds, "/api/v1/kinds");
    const etag = first.headers.get("etag")!;
    const again = await call(kinds, "/api/v1/kinds", { "if-none-match": `W/"nope", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    expect(await again.text()).toBe("");
    const stale = await call(kinds, "/api/v1/kinds", { "if-none-match": '"stale"' });
    expect(stale.status).toBe(200);
  });

  it("refuses filters outside the view's schema with a 400 and a code per field", async () => {
    const response = await call(listings, "/api/v1/listings?category=wearables&accreditation=cap&colour=red&limit=0");
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.fields?.accreditation?.[0]?.code).toBe("errors.unknownKeys");
    expect(body.error.fields?.colour?.[0]?.code).toBe("errors.unknownKeys");
    expect(body.error.fields?.limit?.[0]?.code).toBe("errors.nameAtLeast");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const unknownView = await call(listings, "/api/v1/listings?category=spaceships");
    expect(unknownView.status).toBe(400);
    expect(errorBodySchema.parse(await unknownView.json()).error.fields?.category?.[0]?.code).toBe(
      "errors.unknownValue",
    );
  });

  it("serves one published listing by kind and slug; unknown kinds, slugs and unpublished listings are 404", async () => {
    const response = await call(detail, "/api/v1/listings/clinic/x", {}, { kind: "clinic", slug: fixtures[0]!.slug });
    expect(response.status).toBe(200);
    expect(listingDetailSchema.parse(await response.json()).id).toBe(fixtures[0]!.id);
    for (const params of [
      { kind: "spaceship", slug: fixtures[0]!.slug },
      { kind: "lab", slug: fixtures[0]!.slug },
      { kind: "lab", slug: fixtures[1]!.slug },
    ]) {
      const missing = await call(detail, "/api/v1/listings/x/y", {}, params);
      expect(missing.status, JSON.stringify(params)).toBe(404);
      expect(errorBodySchema.parse(await missing.json()).error.code).toBe("not_found");
    }
    const preflight = detailPreflight();
    expect(preflight.headers.get("access-control-allow-headers")).toContain("X-API-Key");
  });

  it("serves the kinds, places and facts catalogues in their documented shapes", async () => {
    const kindList = kindsSchema.parse(await (await call(kinds, "/api/v1/kinds")).json());
    expect(kindList.find((kind) => kind.kind === "clinic")!.count).toBeGreaterThanOrEqual(1);
    const placeList = placesSchema.parse(await (await call(places, "/api/v1/places")).json());
    expect(placeList.countries.find((country) => country.name === "Switzerland")?.code).toBe("CH");
    expect(placeList.cities.some((city) => city.name === "Zürich")).toBe(true);
    const catalogue = factsSchema.parse(await (await call(facts, "/api/v1/facts")).json());
    expect(catalogue.facts.find((fact) => fact.key === "turnaroundDays")?.kinds).toContain("lab");
    expect(catalogue.filters.labs?.map((filter) => filter.key)).toContain("accreditation");
    const document = await call(openapi, "/api/v1/openapi.json");
    expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("takes a live key in either header, refuses a wrong or revoked one with 401, and gives keys the higher limit", async () => {
    const created = await createApiKey({ userId }, "Integration test");
    expect(created.key).toMatch(/^ldk_/);
    const stored = await db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.hash).not.toContain(created.key);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const bearer = await call(kinds, "/api/v1/kinds", { authorization: `Bearer ${created.key}` });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get("ratelimit-limit")).toBe(String(RATE_LIMITS.apiKey.limit));
    const header = await call(kinds, "/api/v1/kinds", { "x-api-key": created.key });
    expect(header.status).toBe(200);
    const anonymous = await call(kinds, "/api/v1/kinds");
    expect(anonymous.headers.get("ratelimit-limit")).toBe(String(RATE_LIMITS.apiAnonymous.limit));
    expect(RATE_LIMITS.apiKey.limit).toBeGreaterThan(RATE_LIMITS.apiAnonymous.limit);

    for (const wrong of [
      "Bearer ldk_nope",
      `Bearer ${created.key.slice(0, -1)}${created.key.endsWith("A") ? "B" : "A"}`,
      "Basic dXNlcjpwYXNz",
    ]) {
      const refused = await call(kinds, "/api/v1/kinds", { authorization: wrong });
      expect(refused.status, wrong).toBe(401);
      const body = errorBodySchema.parse(await refused.json());
      expect(body.error.code).toBe("unauthorized");
      expect(body.error.fields?.authorization?.[0]?.code).toBe("errors.apiKeyInvalid");
      expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    }
    await revokeApiKey({ userId }, created.id, "127.0.0.1");
    expect(revalidatedTags, "the key's cached lookup ends with its revocation").toContain(
      CACHE_TAGS.apiKey(stored.hash),
    );
    const revoked = await call(kinds, "/api/v1/kinds", { "x-api-key": created.key });
    expect(revoked.status).toBe(401);
  });

  it("limits anonymous calls per address, counted without a database write", async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.apiAnonymous.limit; i++)
      statuses.push((await call(kinds, "/api/v1/kinds", { "x-forwarded-for": ip })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const limited = await call(kinds, "/api/v1/kinds", { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(errorBodySchema.parse(await limited.json()).error.code).toBe("rate_limited");
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: `apiAnonymous:${ip}` } } })).toBe(0);
  });
});
