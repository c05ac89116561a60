// Every admin tool endpoint refuses a caller without a live admin session (401), a forged cookie (401) and a write
// from another origin (403), before reading any body or touching any listing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as auditLog from "@/app/api/admin/audit-log/route";
import * as importCommit from "@/app/api/admin/import/commit/route";
import * as importPreview from "@/app/api/admin/import/preview/route";
import * as listing from "@/app/api/admin/listings/[id]/route";
import * as listings from "@/app/api/admin/listings/route";
import * as review from "@/app/api/admin/reviews/[id]/route";
import * as reviews from "@/app/api/admin/reviews/route";
import { db } from "@/server/db/client";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

type Handler = (req: ReturnType<typeof adminRequest>, context: ReturnType<typeof routeContext>) => Promise<Response>;
type Endpoint = {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  params?: Record<string, string>;
  body?: unknown;
};

let fixtures: Awaited<ReturnType<typeof createListings>>;
let token: string;
const endpoints = (): Endpoint[] => {
  const id = fixtures[0]!.id;
  const rows = {
    rows: [{ row: 2, values: { kind: "clinic", name: "Should Never Exist", website: "never-exist.example" } }],
  };
  return [
    { name: "GET listings", handler: listings.GET, method: "GET", path: "/api/admin/listings" },
    { name: "GET listing", handler: listing.GET, method: "GET", path: `/api/admin/listings/${id}`, params: { id } },
    {
      name: "PATCH listing",
      handler: listing.PATCH,
      method: "PATCH",
      path: `/api/admin/listings/${id}`,
      params: { id },
      body: { name: "Hijacked" },
    },
    {
      name: "POST import preview",
      handler: importPreview.POST,
      method: "POST",
      path: "/api/admin/import/preview",
      body: rows,
    },
    {
      name: "POST import commit",
      handler: importCommit.POST,
      method: "POST",
      path: "/api/admin/import/commit",
      body: rows,
    },
    { name: "GET reviews", handler: reviews.GET, method: "GET", path: "/api/admin/reviews" },
    {
      name: "PATCH review",
      handler: review.PATCH,
      method: "PATCH",
      path: "/api/admin/reviews/x",
      params: { id: "x" },
      body: { status: "hidden" },
    },
    { name: "GET audit log", handler: auditLog.GET, method: "GET", path: "/api/admin/audit-log" },
  ];
};

const call = (endpoint: Endpoint, init: { token?: string | null; origin?: string } = {}) =>
  endpoint.handler(
    adminRequest(endpoint.path, { method: endpoint.method, body: endpoint.body, ...init }),
    routeContext(endpoint.params),
  );

beforeAll(async () => {
  fixtures = await createListings([{ kind: "clinic", name: "Auth Fixture Clinic" }]);
  token = await signInAsAdmin();
});
afterAll(async () => {
  await deleteListings(fixtures);
});

describe("admin tool endpoints", () => {
  it("answer 401 without a session and with a forged or revoked-looking cookie", async () => {
    for (const endpoint of endpoints()) {
      expect((await call(endpoint)).status, `${endpoint.name} anonymous`).toBe(401);
      expect((await call(endpoint, { token: "A".repeat(43) })).status, `${endpoint.name} forged`).toBe(401);
      expect((await call(endpoint, { token: "not a token" })).status, `${endpoint.name} malformed`).toBe(401);
    }
  });

  it("refuse writes from another origin with 403, even with a live session", async () => {
    for (const endpoint of endpoints().filter((e) => e.method !== "GET")) {
      expect((await call(endpoint, { token, origin: "https://evil.example" })).status, endpoint.name).toBe(403);
      expect((await call(endpoint, { origin: "https://evil.example" })).status, `${endpoint.name} anonymous`).toBe(403);
    }
    expect((await db.listing.findUnique({ where: { id: fixtures[0]!.id } }))?.name).toBe("Auth Fixture Clinic");
    expect(await db.listing.count({ where: { name: "Should Never Exist" } })).toBe(0);
  });

  it("answer a live session", async () => {
    for (const endpoint of endpoints().filter((e) => e.method === "GET")) {
      expect((await call(endpoint, { token })).status, endpoint.name).toBe(200);
    }
  });

  it("refuse a body that is not JSON (415) or too large (413)", async () => {
    const preview = endpoints().find((e) => e.name === "POST import preview")!;
    const form = await importPreview.POST(
      adminRequest(preview.path, {
        method: "POST",
        rawBody: "rows=1",
        token,
        contentType: "application/x-www-form-urlencoded",
      }),
      routeContext(),
    );
    expect(form.status).toBe(415);
    const huge = await importPreview.POST(
      adminRequest(preview.path, {
        method: "POST",
        rawBody: JSON.stringify({ rows: [], pad: "x".repeat(600 * 1024) }),
        token,
      }),
      routeContext(),
    );
    expect(huge.status).toBe(413);
    const tooMany = await importCommit.POST(
      adminRequest("/api/admin/import/commit", {
        method: "POST",
        body: {
          rows: Array.from({ length: 51 }, (_, i) => ({ row: i + 1, values: { kind: "clinic", name: `n${i}` } })),
        },
        token,
      }),
      routeContext(),
    );
    expect(tooMany.status).toBe(400);
  });
});
