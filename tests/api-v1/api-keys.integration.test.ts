import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeRoute } from "@/app/api/owner/api-keys/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/owner/api-keys/route";
import { GET as kinds } from "@/app/api/v1/kinds/route";
import type { ApiKeySummary, CreatedApiKey } from "@/lib/api/api-key-schema";
import { API_KEYS_PER_HOLDER } from "@/lib/api/api-key";
import { sessionCookieName, startSession } from "@/server/auth/member/session";
import { db } from "@/server/db/client";
import { createListings, deleteListings } from "../support/listing-fixtures";

const token = randomUUID().slice(0, 8);
let client = 0;

function request(path: string, init: { method?: string; body?: unknown; cookie?: string; key?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": `198.51.100.${(++client % 200) + 1}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = `${sessionCookieName()}=${init.cookie}`;
  if (init.key) headers["x-api-key"] = init.key;
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
const none = { params: Promise.resolve({}) };

describe("API keys on the owner's dashboard", () => {
  let listings: Awaited<ReturnType<typeof createListings>>;
  let owner: string;
  let member: string;
  let ownerId: string;

  beforeAll(async () => {
    listings = await createListings([{ name: "Api Key Owned Clinic", kind: "clinic" }]);
    const ownerUser = await db.user.create({ data: { email: `keys-owner-${token}@example.org` } });
    const memberUser = await db.user.create({ data: { email: `keys-member-${token}@example.org` } });
    ownerId = ownerUser.id;
    await db.listingOwner.create({
      data: { listingId: listings[0]!.id, userId: ownerUser.id, method: "admin", verifiedAt: new Date() },
    });
    owner = await startSession(ownerUser);
    member = await startSession(memberUser);
  });
  afterAll(async () => {
    await db.auditLog.deleteMany({ where: { actor: `owner:${ownerId}` } });
    await db.user.deleteMany({ where: { email: { endsWith: `-${token}@example.org` } } });
    await deleteListings(listings);
  });

  it("creates a key shown once, lists it by its prefix only, and revokes it (audited); the key then answers 401", async () => {
    const created = await createRoute(
      request("/api/owner/api-keys", { method: "POST", body: { name: "My app" }, cookie: owner }),
      none,
    );
    expect(created.status).toBe(201);
    const key = (await created.json()) as CreatedApiKey;
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const listed = await listRoute(request("/api/owner/api-keys", { cookie: owner }), none);
    const text = await listed.text();
    expect(text).not.toContain(key.key);
    expect((JSON.parse(text) as ApiKeySummary[]).map((entry) => entry.id)).toContain(key.id);

    expect((await kinds(request("/api/v1/kinds", { key: key.key }), none)).status).toBe(200);
    const revoked = await revokeRoute(request(`/api/owner/api-keys/${key.id}`, { method: "DELETE", cookie: owner }), {
      params: Promise.resolve({ id: key.id }),
    });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as ApiKeySummary).revokedAt).not.toBeNull();
    expect((await kinds(request("/api/v1/kinds", { key: key.key }), none)).status).toBe(401);
    const actions = await db.auditLog.findMany({ where: { entityId: key.id }, select: { action: true } });
    expect(actions.map((entry) => entry.action).sort()).toEqual(["api_key.create", "api_key.revoke"]);
  });

  it("refuses members who own no listing, another holder's key, a missing name and more than the live limit", async () => {
    const refused = await createRoute(
      request("/api/owner/api-keys", { method: "POST", body: { name: "Nope" }, cookie: member }),
      none,
    );
    expect(refused.status).toBe(403);
    expect((await listRoute(request("/api/owner/api-keys"), none)).status).toBe(401);

    const unnamed = await createRoute(
      request("/api/owner/api-keys", { method: "POST", body: { name: " " }, cookie: owner }),
      none,
    );
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { error: { fields: Record<string, unknown> } }).error.fields.name).toBeTruthy();

    const admins = await db.apiKey.create({ data: { userId: null, name: "admin", prefix: "ldk_x", hash: token } });
    const foreign = await revokeRoute(
      request(`/api/owner/api-keys/${admins.id}`, { method: "DELETE", cookie: owner }),
      { params: Promise.resolve({ id: admins.id }) },
    );
    expect(foreign.status).toBe(404);
    await db.apiKey.delete({ where: { id: admins.id } });

    const live = await db.apiKey.count({ where: { userId: ownerId, revokedAt: null } });
    for (let i = live; i < API_KEYS_PER_HOLDER; i++)
      await createRoute(
        request("/api/owner/api-keys", { method: "POST", body: { name: `k${i}` }, cookie: owner }),
        none,
      );
    const over = await createRoute(
      request("/api/owner/api-keys", { method: "POST", body: { name: "one too many" }, cookie: owner }),
      none,
    );
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("conflict");
  });
});
