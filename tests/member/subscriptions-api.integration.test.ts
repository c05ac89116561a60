import { fieldCodes, fieldMessages } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/subscriptions/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/subscriptions/route";
import {
  CATEGORIES_REQUIRED_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  type SubscriptionView,
} from "@/lib/alerts/subscription-options";
import { db } from "@/server/db/client";
import { PLACE_AMBIGUOUS, PLACE_UNKNOWN, warmPlaceIndex } from "@/server/geo/resolve-place";
import { call, signUpMember, type Member } from "../alerts/members";

// Sign-up's confirmation emails (no SMTP_URL here) go to a throwaway outbox, not the developer's .data/outbox.
vi.hoisted(() => {
  process.env.OUTBOX_DIR = `.tmp/test-outbox-${process.env.TEST_DB_KIND ?? "pglite"}`;
});

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-subs-${token}@example.com`;

const list = (cookie?: string) => call(listRoute, "/api/subscriptions", { cookie });
const create = (body: unknown, cookie?: string) =>
  call(createRoute, "/api/subscriptions", { method: "POST", body, cookie });
const update = (id: string, body: unknown, cookie?: string) =>
  call(updateRoute, `/api/subscriptions/${encodeURIComponent(id)}`, { method: "PUT", body, cookie }, { id });
const remove = (id: string, cookie?: string) =>
  call(deleteRoute, `/api/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE", cookie }, { id });

let ada: Member;
let bob: Member;
/** Bad input gets its own member: every request counts against the per-member rate limit. */
let cy: Member;

beforeAll(async () => {
  await warmPlaceIndex();
  [ada, bob, cy] = [
    await signUpMember(email("ada")),
    await signUpMember(email("bob")),
    await signUpMember(email("cy")),
  ];
}, 120_000);

afterAll(async () => {
  await db.user.deleteMany({ where: { email: { endsWith: `-subs-${token}@example.com` } } });
});

describe("subscriptions API", () => {
  it("answers 401 to every endpoint without a session, whatever the body", async () => {
    expect((await list()).status).toBe(401);
    expect((await create({ location: "Berlin", categories: ["clinics"] })).status).toBe(401);
    expect((await create({})).status).toBe(401);
    expect((await update("anything", { active: false })).status).toBe(401);
    expect((await remove("anything")).status).toBe(401);
    expect((await list("not-a-session")).status).toBe(401);
  });

  it("creates subscriptions active by default on a resolved city or country, and lists only the member's own", async () => {
    const berlin = await create({ location: " berlin ", categories: ["labs", "clinics", "labs"] }, ada.cookie);
    expect(berlin.status).toBe(201);
    const created = (await berlin.json()) as SubscriptionView;
    expect(created).toMatchObject({
      location: "berlin",
      placeName: "Berlin, Germany",
      placeType: "city",
      categories: ["clinics", "labs"],
      active: true,
      lastNotifiedAt: null,
    });
    const row = await db.subscription.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ userId: ada.userId, placeCountry: "DE", placeCity: "Berlin", placeRegion: "Berlin" });
    expect(row.lat).toBeCloseTo(52.52, 1);
    expect(row.lng).toBeCloseTo(13.4, 1);

    const germany = await create({ location: "Deutschland", categories: ["supplements"], active: false }, ada.cookie);
    expect(germany.status).toBe(201);
    expect(await germany.json()).toMatchObject({ placeName: "Germany", placeType: "country", active: false });
    expect(await db.subscription.findFirstOrThrow({ where: { userId: ada.userId, placeCity: null } })).toMatchObject({
      placeCountry: "DE",
      lat: null,
      lng: null,
    });

    const mine = (await (await list(ada.cookie)).json()) as SubscriptionView[];
    expect(mine.map((s) => s.placeName)).toEqual(["Germany", "Berlin, Germany"]);
    expect(await (await list(bob.cookie)).json()).toEqual([]);
  });

  it("gives another member's subscription a 404 on PUT and DELETE, exactly like an unknown id, and changes nothing", async () => {
    const [target] = (await (await list(ada.cookie)).json()) as SubscriptionView[];
    const foreignUpdate = await update(target!.id, { active: false }, bob.cookie);
    const unknownUpdate = await update("cunknownsubscription000", { active: false }, bob.cookie);
    expect(foreignUpdate.status).toBe(404);
    expect(unknownUpdate.status).toBe(404);
    expect(await foreignUpdate.json()).toEqual(await unknownUpdate.json());
    expect((await remove(target!.id, bob.cookie)).status).toBe(404);
    expect(await db.subscription.findUniqueOrThrow({ where: { id: target!.id } })).toMatchObject({
      active: target!.active,
      userId: ada.userId,
    });
  });

  it("pauses, resumes, edits and deletes the member's own subscription", async () => {
    const created = (await (
      await create({ location: "Vienna", categories: ["clinics"] }, bob.cookie)
    ).json()) as SubscriptionView;
    const paused = await update(created.id, { active: false }, bob.cookie);
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id: created.id, active: false, placeName: "Vienna, Austria" });
    expect(await (await update(created.id, { active: true }, bob.cookie)).json()).toMatchObject({ active: true });

    const moved = await update(created.id, { location: "Munich", categories: ["labs", "wearables"] }, bob.cookie);
    expect(await moved.json()).toMatchObject({
      location: "Munich",
      placeName: "Munich, Germany",
      categories: ["labs", "wearables"],
      active: true,
    });
    expect(await db.subscription.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      placeCountry: "DE",
      placeCity: "Munich",
    });

    const deleted = await remove(created.id, bob.cookie);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: created.id, deleted: true });
    expect(await (await list(bob.cookie)).json()).toEqual([]);
    expect((await remove(created.id, bob.cookie)).status).toBe(404);
  });

  it("refuses bad input with 400 and the spec's field messages", async () => {
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return fieldMessages(((await response.json()) as ApiErrorBody).error.fields);
    };
    expect(await fieldsOf(await create({}, cy.cookie))).toEqual({
      location: [LOCATION_REQUIRED_MESSAGE],
      categories: [CATEGORIES_REQUIRED_MESSAGE],
    });
    expect(await fieldsOf(await create({ location: "   ", categories: [] }, cy.cookie))).toEqual({
      location: [LOCATION_REQUIRED_MESSAGE],
      categories: [CATEGORIES_REQUIRED_MESSAGE],
    });
    expect(Object.keys(await fieldsOf(await create({ location: "Berlin", categories: ["spas"] }, cy.cookie)))).toEqual([
      "categories.0",
    ]);
    expect(
      Object.keys(await fieldsOf(await create({ location: "Berlin", categories: ["labs"], active: "yes" }, cy.cookie))),
    ).toEqual(["active"]);
    expect(
      Object.keys(await fieldsOf(await create({ location: "x".repeat(121), categories: ["labs"] }, cy.cookie))),
    ).toEqual(["location"]);

    const existing = (await (
      await create({ location: "Paris", categories: ["labs"] }, cy.cookie)
    ).json()) as SubscriptionView;
    expect(Object.keys(await fieldsOf(await update(existing.id, {}, cy.cookie)))).toEqual(["_"]);
    expect(await fieldsOf(await update(existing.id, { categories: [] }, cy.cookie))).toEqual({
      categories: [CATEGORIES_REQUIRED_MESSAGE],
    });
    expect(await fieldsOf(await update(existing.id, { location: " " }, cy.cookie))).toEqual({
      location: [LOCATION_REQUIRED_MESSAGE],
    });

    const malformed = await call(createRoute, "/api/subscriptions", {
      method: "POST",
      rawBody: "{",
      cookie: cy.cookie,
    });
    expect(malformed.status).toBe(400);
    const text = await call(createRoute, "/api/subscriptions", {
      method: "POST",
      rawBody: "location=Berlin",
      contentType: "text/plain",
      cookie: cy.cookie,
    });
    expect(text.status).toBe(415);
  });

  it("answers an ambiguous or unknown place with a message on location and suggestions, and saves nothing", async () => {
    const before = await db.subscription.count({ where: { userId: cy.userId } });
    const ambiguous = await create({ location: "Springfield", categories: ["clinics"] }, cy.cookie);
    expect(ambiguous.status).toBe(400);
    const { error } = (await ambiguous.json()) as ApiErrorBody;
    const suggestions = error.suggestions ?? [];
    expect(fieldCodes(error.fields).location).toEqual([PLACE_AMBIGUOUS]);
    expect(suggestions.length).toBeGreaterThan(1);
    for (const suggestion of suggestions) expect(suggestion).toMatch(/^Springfield, /);

    const unknown = await create({ location: "Xyzzyqwv", categories: ["clinics"] }, cy.cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: "bad_request", fields: { location: [{ code: PLACE_UNKNOWN, params: {} }] }, suggestions: [] },
    });
    expect(await db.subscription.count({ where: { userId: cy.userId } })).toBe(before);

    const [own] = (await (await list(cy.cookie)).json()) as SubscriptionView[];
    const moved = await update(own!.id, { location: "Springfield" }, cy.cookie);
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as ApiErrorBody).error.suggestions?.length).toBeGreaterThan(1);
    expect(await db.subscription.findUniqueOrThrow({ where: { id: own!.id } })).toMatchObject({
      location: own!.location,
      placeName: own!.placeName,
    });

    const chosen = await create({ location: suggestions[0], categories: ["clinics"] }, cy.cookie);
    expect(chosen.status).toBe(201);
    expect(((await chosen.json()) as SubscriptionView).placeName).toMatch(/^Springfield, /);
  });

  it("says why a place names no city in the member's language", async () => {
    await db.user.update({ where: { id: cy.userId }, data: { locale: "de" } });
    try {
      const ambiguous = await create({ location: "Springfield", categories: ["clinics"] }, cy.cookie);
      expect(ambiguous.status).toBe(400);
      const { error } = (await ambiguous.json()) as ApiErrorBody;
      expect(error.fields?.location?.[0]?.message).toMatch(/^Mehrere Orte tragen diesen Namen\./);
      expect(error.suggestions?.length).toBeGreaterThan(1);
    } finally {
      await db.user.update({ where: { id: cy.userId }, data: { locale: "en" } });
    }
  });
});
