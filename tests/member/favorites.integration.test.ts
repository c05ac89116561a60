import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { DELETE as deleteRoute } from "@/app/api/favorites/[itemType]/[itemId]/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/favorites/route";
import { db } from "@/server/db/client";
import { sessionCookieName } from "@/server/auth/member/session";
import { hostileJson, hostileString } from "../support/hostile-input";
import { createListings, deleteListings } from "../support/listing-fixtures";

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-fav-${token}@example.com`;
let client = 0;

type Init = { method?: string; body?: unknown; rawBody?: string; cookie?: string; origin?: string };

function request(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": `198.51.100.${(++client % 200) + 1}` };
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = `${sessionCookieName()}=${init.cookie}`;
  if (init.origin) headers.origin = init.origin;
  return new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? "GET", headers, body });
}

async function signUp(name: string): Promise<string> {
  const response = await signUpRoute(
    request("/api/auth/signup", {
      method: "POST",
      body: { fullName: `Fav ${name}`, email: email(name), password: "correct horse battery" },
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(201);
  const cookie = new RegExp(`${sessionCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

const list = (cookie?: string) => listRoute(request("/api/favorites", { cookie }), { params: Promise.resolve({}) });
const add = (body: unknown, cookie?: string) =>
  addRoute(request("/api/favorites", { method: "POST", body, cookie }), { params: Promise.resolve({}) });
const addRaw = (rawBody: string, cookie: string) =>
  addRoute(request("/api/favorites", { method: "POST", rawBody, cookie }), { params: Promise.resolve({}) });
const remove = (itemType: string, itemId: string, cookie?: string) =>
  deleteRoute(
    request(
      `/api/favorites/${encodeURIComponent(itemType.toWellFormed())}/${encodeURIComponent(itemId.toWellFormed())}`,
      { method: "DELETE", cookie },
    ),
    {
      params: Promise.resolve({ itemType, itemId }),
    },
  );

type Listings = Awaited<ReturnType<typeof createListings>>;
let listings: Listings;
let clinic: Listings[number];
let lab: Listings[number];
let draft: Listings[number];
let ada: string;
let bob: string;

beforeAll(async () => {
  listings = await createListings([
    {
      kind: "clinic",
      name: "Favorite Test Clinic",
      city: "Berlin",
      country: "Germany",
      shortDescription: "A clinic to save.",
    },
    { kind: "lab", name: "Favorite Test Lab", country: "Netherlands" },
    { kind: "clinic", name: "Favorite Draft Clinic", status: "draft", publishedAt: null },
    {
      kind: "clinic",
      name: "Favorite Translated Clinic",
      shortDescription: "Eine Klinik zum Merken.",
      contentLocale: "de",
      translations: { fr: { shortDescription: "Une clinique à garder." } },
    },
  ]);
  [clinic, lab, draft] = ["Favorite Test Clinic", "Favorite Test Lab", "Favorite Draft Clinic"].map((name) =>
    listings.find((l) => l.name === name)!,
  ) as [Listings[number], Listings[number], Listings[number]];
  [ada, bob] = await Promise.all([signUp("ada"), signUp("bob")]);
});

afterAll(async () => {
  await db.user.deleteMany({ where: { email: { endsWith: `-fav-${token}@example.com` } } });
  await deleteListings(listings);
});

async function rowsOf(cookieEmail: string) {
  return db.favorite.findMany({ where: { user: { email: cookieEmail } } });
}

describe("favorites API", () => {
  it("answers 401 to anonymous callers on every endpoint, and with a forged cookie", async () => {
    expect((await list()).status).toBe(401);
    expect((await add({ itemType: "clinic", itemId: clinic.id })).status).toBe(401);
    expect((await remove("clinic", clinic.id)).status).toBe(401);
    expect((await list("not-a-session")).status).toBe(401);
    expect((await add({ itemType: "clinic", itemId: clinic.id }, "not-a-session")).status).toBe(401);
    expect(await db.favorite.count({ where: { listingId: clinic.id } })).toBe(0);
  });

  it("adds by id or slug, lists with the card fields and url, and is never cached", async () => {
    const created = await add({ itemType: "clinic", itemId: clinic.id }, ada);
    expect(created.status).toBe(201);
    const favorite = await created.json();
    expect(favorite).toMatchObject({
      itemType: "clinic",
      itemId: clinic.id,
      listing: { id: clinic.id, name: clinic.name, slug: clinic.slug, url: `/clinic/${clinic.slug}` },
    });
    expect(Date.parse(favorite.createdAt)).not.toBeNaN();

    const bySlug = await add({ itemType: "lab", itemId: lab.slug }, ada);
    expect(bySlug.status).toBe(201);
    expect((await bySlug.json()).itemId).toBe(lab.id);

    const response = await list(ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const items = await response.json();
    expect(items.map((item: { itemId: string }) => item.itemId).sort()).toEqual([clinic.id, lab.id].sort());
    const saved = items.find((item: { itemId: string }) => item.itemId === clinic.id);
    expect(saved).toMatchObject({ id: favorite.id, itemType: "clinic", createdAt: favorite.createdAt });
    expect(saved.listing).toMatchObject({
      kind: "clinic",
      city: "Berlin",
      country: "Germany",
      shortDescription: "A clinic to save.",
      url: `/clinic/${clinic.slug}`,
    });
  });

  it("never shows or changes another member's favorites", async () => {
    expect(await (await list(bob)).json()).toEqual([]);
    const removed = await remove("clinic", clinic.id, bob);
    expect(removed.status).toBe(200);
    expect((await removed.json()).removed).toBe(false);
    expect(await rowsOf(email("ada"))).toHaveLength(2);

    expect((await add({ itemType: "clinic", itemId: clinic.id }, bob)).status).toBe(201);
    const adaItems = await (await list(ada)).json();
    const bobItems = await (await list(bob)).json();
    expect(bobItems).toHaveLength(1);
    expect(adaItems.map((item: { id: string }) => item.id)).not.toContain(bobItems[0].id);
    expect((await remove("clinic", clinic.id, bob)).status).toBe(200);
    expect(await rowsOf(email("ada"))).toHaveLength(2);
  });

  it("adding twice is not an error and leaves one row", async () => {
    const again = await add({ itemType: "clinic", itemId: clinic.id }, ada);
    expect(again.status).toBe(200);
    expect((await again.json()).itemId).toBe(clinic.id);
    expect(await db.favorite.count({ where: { listingId: clinic.id, user: { email: email("ada") } } })).toBe(1);
  });

  it("20 concurrent identical POSTs leave exactly one row", async () => {
    const cookie = await signUp("race");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add({ itemType: "lab", itemId: lab.id }, cookie)),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 200 || status === 201),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    expect(await rowsOf(email("race"))).toHaveLength(1);
  });

  it("removes idempotently, by id or slug", async () => {
    const first = await remove("clinic", clinic.id, ada);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toEqual({ itemType: "clinic", itemId: clinic.id, removed: true });
    const second = await remove("clinic", clinic.slug, ada);
    expect(second.status).toBe(200);
    expect((await second.json()).removed).toBe(false);
    const items = await (await list(ada)).json();
    expect(items.map((item: { itemId: string }) => item.itemId)).toEqual([lab.id]);
  });

  it("404 for an unknown or unpublished item, or one of another kind", async () => {
    for (const body of [
      { itemType: "clinic", itemId: "no-such-listing" },
      { itemType: "clinic", itemId: draft.id },
      { itemType: "clinic", itemId: draft.slug },
      { itemType: "lab", itemId: clinic.id },
      { itemType: "clinic", itemId: lab.slug },
    ]) {
      const response = await add(body, ada);
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect((await response.json()).error.message).toBe("Listing not found");
    }
    expect((await remove("clinic", "no-such-listing", ada)).status).toBe(404);
    expect((await remove("clinic", draft.id, ada)).status).toBe(404);
    expect((await remove("lab", clinic.id, ada)).status).toBe(404);
    expect(await rowsOf(email("ada"))).toHaveLength(1);
  });

  it("hides a favorite once its listing is unpublished, and still lets the member remove it", async () => {
    const cookie = await signUp("unpublish");
    const [gone] = await createListings([{ kind: "wearable", name: "Favorite Soon Gone Ring" }]);
    listings.push(gone!);
    expect((await add({ itemType: "wearable", itemId: gone!.id }, cookie)).status).toBe(201);
    await db.listing.update({ where: { id: gone!.id }, data: { status: "draft" } });
    expect(await (await list(cookie)).json()).toEqual([]);
    const removed = await remove("wearable", gone!.id, cookie);
    expect(removed.status).toBe(200);
    expect((await removed.json()).removed).toBe(true);
    expect((await remove("wearable", gone!.id, cookie)).status).toBe(404);
  });

  it("refuses bad input with 400 and field messages", async () => {
    const cases: [unknown, string[]][] = [
      [{}, ["itemId", "itemType"]],
      [{ itemType: 5, itemId: ["x"] }, ["itemId", "itemType"]],
      [{ itemType: null, itemId: { id: clinic.id } }, ["itemId", "itemType"]],
      [{ itemType: "clinics", itemId: clinic.id }, ["itemType"]],
      [{ itemType: "hospital", itemId: clinic.id }, ["itemType"]],
      [{ itemType: "clinic", itemId: "" }, ["itemId"]],
      [{ itemType: "clinic", itemId: "   " }, ["itemId"]],
      [{ itemType: "clinic", itemId: "x".repeat(201) }, ["itemId"]],
      [{ itemType: "clinic", itemId: "bad\tid" }, ["itemId"]],
      [{ itemType: "clinic", itemId: "bad\u0000id" }, ["itemId"]],
      [{ itemType: "clinic", itemId: "bad\u0085id" }, ["itemId"]],
      [{ itemType: "clinic", itemId: "lone\ud800" }, ["itemId"]],
    ];
    for (const [body, fields] of cases) {
      const response = await add(body, ada);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = await response.json();
      expect(Object.keys(json.error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const unknownType = await (await add({ itemType: "hospital", itemId: clinic.id }, ada)).json();
    expect(unknownType.error.fields.itemType[0].message).toMatch(/^itemType must be one of: clinic, lab/);

    expect((await addRaw("{not json", ada)).status).toBe(400);
    expect((await addRaw(JSON.stringify({ itemType: "clinic", itemId: "x".repeat(2000) }), ada)).status).toBe(413);

    const badPath = await remove("hospital", "x\u0001y", ada);
    expect(badPath.status).toBe(400);
    expect(Object.keys((await badPath.json()).error.fields)).toEqual(["itemId"]);
    const unknownPathType = await remove("hospital", clinic.id, ada);
    expect(unknownPathType.status).toBe(400);
    expect(Object.keys((await unknownPathType.json()).error.fields)).toEqual(["itemType"]);
    expect(await rowsOf(email("ada"))).toHaveLength(1);
  });

  it("refuses a write from another origin", async () => {
    const req = request("/api/favorites", {
      method: "POST",
      body: { itemType: "clinic", itemId: clinic.id },
      cookie: ada,
      origin: "https://evil.example",
    });
    expect((await addRoute(req, { params: Promise.resolve({}) })).status).toBe(403);
  });

  it("a signed-in member's hostile bodies and paths never cause a 5xx", async () => {
    const cookie = await signUp("fuzz");
    const itemType = fc.oneof(fc.constantFrom("clinic", "lab", "brand"), hostileString);
    // Within the member's rate limit (120 a minute), so every request reaches the schema and the database.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileJson, fc.record({ itemType, itemId: fc.oneof(hostileString, fc.constant(clinic.slug)) })),
        async (body) => {
          const response = await add(body, cookie);
          expect(response.status, `${JSON.stringify(body)?.slice(0, 120)} → ${response.status}`).toBeLessThan(500);
        },
      ),
      { numRuns: 50 },
    );
    await fc.assert(
      fc.asyncProperty(itemType, hostileString, async (type, id) => {
        const response = await remove(type, id, cookie);
        expect(response.status, `${type} ${id.slice(0, 80)} → ${response.status}`).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });

  it("lists and saves the listings' texts in the member's language, else the original with its language", async () => {
    const translated = listings.find((l) => l.name === "Favorite Translated Clinic")!;
    const cookie = await signUp("lang");
    await db.user.update({ where: { email: email("lang") }, data: { locale: "fr" } });
    const saved = await (await add({ itemType: "clinic", itemId: translated.id }, cookie)).json();
    expect(saved.listing).toMatchObject({ shortDescription: "Une clinique à garder.", textLocale: "fr" });
    await db.user.update({ where: { email: email("lang") }, data: { locale: "it" } });
    const [favorite] = await (await list(cookie)).json();
    expect(favorite.listing).toMatchObject({ shortDescription: "Eine Klinik zum Merken.", textLocale: "de" });
  });
});
