import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/admin/audit-log/route";
import { db } from "@/server/db/client";
import type { AuditLogPage } from "@/server/audit/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

const run = randomUUID().slice(0, 8);
let token: string;
let listings: Awaited<ReturnType<typeof createListings>>;
const entity = (n: number) => `audit-${run}-${n}`;

const get = (query: string) => auditRoute(adminRequest(`/api/admin/audit-log?${query}`, { token }), routeContext());
const page = async (query: string) => {
  const response = await get(query);
  expect(response.status, query).toBe(200);
  return (await response.json()) as AuditLogPage;
};

beforeAll(async () => {
  token = await signInAsAdmin();
  listings = await createListings([{ kind: "clinic", name: `Audited Clinic ${run}` }]);
  await db.auditLog.createMany({
    data: [
      {
        actor: "admin",
        action: "listing.edit",
        entityType: "listing",
        entityId: listings[0]!.id,
        before: { name: "a" },
        after: { name: "b" },
        createdAt: new Date("2030-01-01T10:00:00Z"),
      },
      {
        actor: "admin",
        action: "listing.import.create",
        entityType: "listing",
        entityId: entity(1),
        createdAt: new Date("2030-01-02T10:00:00Z"),
      },
      {
        actor: "admin",
        action: "listing.import.update",
        entityType: "listing",
        entityId: entity(1),
        createdAt: new Date("2030-01-03T10:00:00Z"),
      },
      {
        actor: "scheduler",
        action: "listing.publish",
        entityType: "listing",
        entityId: entity(2),
        createdAt: new Date("2030-01-04T10:00:00Z"),
      },
      {
        actor: "admin",
        action: "review.hide",
        entityType: "review",
        entityId: entity(3),
        createdAt: new Date("2030-01-05T10:00:00Z"),
      },
      ...Array.from({ length: 55 }, (_, i) => ({
        actor: "admin",
        action: "listing.edit",
        entityType: "listing",
        entityId: entity(4),
        createdAt: new Date(Date.UTC(2030, 1, 1, 0, i)),
      })),
    ],
  });
});
afterAll(async () => {
  await db.auditLog.deleteMany({
    where: { OR: [{ entityId: { startsWith: `audit-${run}` } }, { entityId: listings[0]!.id }] },
  });
  await deleteListings(listings);
});

describe("GET /api/admin/audit-log", () => {
  it("filters by entity, action prefix, actor and date range, newest first", async () => {
    expect((await page(`entityId=${entity(1)}`)).items.map((item) => item.action)).toEqual([
      "listing.import.update",
      "listing.import.create",
    ]);
    expect((await page(`entityId=${entity(1)}&action=listing.import.c`)).items.map((item) => item.action)).toEqual([
      "listing.import.create",
    ]);
    expect((await page("from=2030-01-01&to=2030-01-05&entityType=review")).items.map((item) => item.entityId)).toEqual([
      entity(3),
    ]);
    expect((await page("from=2030-01-02&to=2030-01-04&actor=admin")).items.map((item) => item.entityId)).toEqual([
      entity(1),
      entity(1),
    ]);
    expect(
      (await page("from=2030-01-04T00:00:00Z&to=2030-01-04&actor=scheduler")).items.map((item) => item.action),
    ).toEqual(["listing.publish"]);
  });

  it("names the listing of a listing entry, and shows before and after", async () => {
    const [entry] = (await page(`entityId=${listings[0]!.id}`)).items;
    expect(entry).toMatchObject({
      entityName: `Audited Clinic ${run}`,
      before: { name: "a" },
      after: { name: "b" },
      actor: "admin",
    });
  });

  it("pages 50 at a time by cursor", async () => {
    const first = await page(`entityId=${entity(4)}`);
    expect(first.items).toHaveLength(50);
    const second = await page(`entityId=${entity(4)}&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(55);
  });

  it("answers 400 to a malformed date or cursor", async () => {
    expect((await get("from=yesterday")).status).toBe(400);
    expect((await get("to=2030-13-45")).status).toBe(400);
    expect((await get("cursor=%7B%7D")).status).toBe(400);
  });
});
