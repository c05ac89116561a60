import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createRoute } from "@/app/api/saved-searches/route";
import { POST as visitorRoute } from "@/app/api/saved-searches/email/route";
import { POST as formRoute } from "@/app/api/saved-searches/save/route";
import { POST as pauseRoute } from "@/app/api/saved-searches/pause/route";
import { POST as unsubscribeRoute } from "@/app/api/saved-searches/unsubscribe/route";
import { db } from "@/server/db/client";
import { sendSavedSearchAlerts } from "@/server/jobs/send-saved-search-alerts";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { call, signUpMember, type Member } from "../alerts/members";

// Emails (no SMTP_URL here) go to a throwaway outbox, not the developer's .data/outbox.
vi.hoisted(() => {
  process.env.OUTBOX_DIR = `.tmp/test-outbox-saved-${process.env.TEST_DB_KIND ?? "pglite"}`;
});

type ErrorBody = { error: { message: string; fields?: Record<string, { code: string; params: object }[]> } };

const token = randomUUID()
  .replaceAll(/[^a-f]/g, "")
  .slice(0, 6)
  .padEnd(6, "x");
const word = `savedq${token}`;
const email = (name: string) => `${name}-saved-${token}@example.com`;
let member: Member;
let listings: Awaited<ReturnType<typeof createListings>> = [];

const save = (body: Record<string, unknown>, cookie = member.cookie) =>
  call(createRoute, "/api/saved-searches", { method: "POST", body, cookie });

beforeAll(async () => {
  member = await signUpMember(email("member"));
}, 60_000);

afterAll(async () => {
  await db.savedSearch.deleteMany({ where: { OR: [{ userId: member?.userId }, { email: { contains: token } }] } });
  await deleteListings(listings);
});

describe("saving a directory view", () => {
  it("keeps the view's canonical query string", async () => {
    const response = await save({
      view: "clinics",
      query: `?search=${word}&limit=5`,
      name: "Mine",
      frequency: "daily",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; query: string };
    expect(body.query).toBe(`search=${word}`);
    await db.savedSearch.delete({ where: { id: body.id } });
  });

  it("saves from the plain form before hydration, and lands on the outcome page in the form's language", async () => {
    const form = new URLSearchParams({
      view: "labs",
      query: "",
      name: "From the form",
      frequency: "weekly",
      locale: "de",
      returnTo: "/de/directory?category=labs",
    });
    const response = await call(formRoute, "/api/saved-searches/save", {
      method: "POST",
      rawBody: form.toString(),
      contentType: "application/x-www-form-urlencoded",
      cookie: member.cookie,
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/de/saved-searches/saved");
    expect(Object.fromEntries(location.searchParams)).toEqual({ status: "saved", back: "/de/directory?category=labs" });
    const row = await db.savedSearch.findFirstOrThrow({ where: { userId: member.userId, name: "From the form" } });
    expect(row.frequency).toBe("weekly");
    expect(row.locale).toBe("de");
    await db.savedSearch.delete({ where: { id: row.id } });
  });

  it("refuses a filter the page would not accept, naming the field", async () => {
    const response = await save({ view: "clinics", query: "radius=7&near=Berlin", name: "Bad" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, { code: string }[]> } };
    expect(Object.keys(body.error.fields)).toContain("radius");
  });

  it("refuses a member's 21st saved search with a coded message", async () => {
    const other = await signUpMember(email("many"));
    await db.savedSearch.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        userId: other.userId,
        name: `n${i}`,
        view: "all",
        query: "",
        unsubscribeToken: `${token}-${i}-member`.padEnd(43, "a"),
      })),
    });
    const response = await save({ view: "labs", query: "", name: "One more" }, other.cookie);
    expect(response.status).toBe(409);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.message).toMatch(/20/);
    expect(body.error.fields?._?.[0]).toMatchObject({
      code: "profile.savedSearches.errors.memberLimit",
      params: { max: 20 },
    });
    await db.user.delete({ where: { id: other.userId } });
  });

  it("lets an unconfirmed address keep 5, then refuses", async () => {
    const body = { view: "labs", query: "", name: "Visitor", email: email("visitor") };
    for (let i = 0; i < 5; i++)
      expect((await call(visitorRoute, "/api/saved-searches/email", { method: "POST", body })).status).toBe(202);
    const refused = await call(visitorRoute, "/api/saved-searches/email", { method: "POST", body });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.fields?.email?.[0]).toMatchObject({
      code: "profile.savedSearches.errors.emailLimit",
      params: { max: 5 },
    });
    const rows = await db.savedSearch.findMany({ where: { email: email("visitor") } });
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.confirmedAt === null && row.confirmToken)).toBe(true);
  });
});

describe("the alert job", () => {
  it("sends each new match once per saved search, then pause and unsubscribe stop it", async () => {
    const response = await save({ view: "clinics", query: `search=${word}`, name: "Job", frequency: "daily" });
    const { id } = (await response.json()) as { id: string };
    listings = await createListings([
      {
        kind: "clinic",
        name: `Job Clinic ${word}`,
        city: "Berlin",
        country: "Germany",
        publishedAt: new Date(Date.now() + 60_000),
      },
    ]);
    const now = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const emailsOf = () => db.outboundEmail.findMany({ where: { dedupeKey: { startsWith: `saved-search:${id}:` } } });

    await sendSavedSearchAlerts({ now });
    const [sent] = await emailsOf();
    expect(sent?.to).toBe(member.email);
    expect(await db.savedSearchAlert.count({ where: { savedSearchId: id } })).toBe(1);

    // A day later, with the search's clock put back: the listing was already sent for it, so nothing goes out.
    await db.savedSearch.update({ where: { id }, data: { lastNotifiedAt: null } });
    await sendSavedSearchAlerts({ now: new Date(now.getTime() + 24 * 60 * 60 * 1000) });
    expect(await emailsOf()).toHaveLength(1);

    const { unsubscribeToken } = await db.savedSearch.findUniqueOrThrow({ where: { id } });
    const oneClick = {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    };
    const paused = await call(pauseRoute, `/api/saved-searches/pause?token=${unsubscribeToken}`, oneClick);
    expect(paused.status).toBe(200);
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id } })).active).toBe(false);
    const gone = await call(unsubscribeRoute, `/api/saved-searches/unsubscribe?token=${unsubscribeToken}`, oneClick);
    expect(gone.status).toBe(200);
    expect(await db.savedSearch.count({ where: { id } })).toBe(0);
    const again = await call(unsubscribeRoute, `/api/saved-searches/unsubscribe?token=${unsubscribeToken}`, oneClick);
    expect(again.status).toBe(404);
  }, 60_000);
});

describe("the migration of location alerts", () => {
  it("moves an alert into one saved search per category, near its place", async () => {
    const subscription = await db.subscription.create({
      data: { userId: member.userId, location: "Bad Tölz & Co", categories: ["clinics", "labs"], active: false },
    });
    const sql = readFileSync("prisma/migrations/20261202170504_saved_searches.sql", "utf8");
    const insert = sql.slice(sql.indexOf("INSERT INTO"));
    await db.$executeRawUnsafe(
      insert
        .replace(/;\s*$/, "")

        .concat(` AND s."id" = '${subscription.id}'`),
    );
    const moved = await db.savedSearch.findMany({
      where: { subscriptionId: subscription.id },
      orderBy: { view: "asc" },
    });
    expect(moved.map((row) => [row.view, row.query, row.active, row.frequency])).toEqual([
      ["clinics", "near=Bad+Tölz+%26+Co&radius=50", false, "daily"],
      ["labs", "near=Bad+Tölz+%26+Co&radius=50", false, "daily"],
    ]);
    expect(new URLSearchParams(moved[0]!.query).get("near")).toBe("Bad Tölz & Co");
    await db.subscription.delete({ where: { id: subscription.id } });
  });
});
