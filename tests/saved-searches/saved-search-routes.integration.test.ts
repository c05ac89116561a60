// The member's and the visitor's saved-search routes: editing, pausing and deleting one's own (a stranger's id is a
// 404), coded field errors for bad input and the limits, the no-JavaScript form's outcome page in the form's
// language, the confirmation email's links in the saver's language, and hostile input as a signed-in member.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/saved-searches/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/saved-searches/[id]/route";
import { POST as visitorRoute } from "@/app/api/saved-searches/email/route";
import { POST as formRoute } from "@/app/api/saved-searches/save/route";
import { POST as confirmRoute } from "@/app/api/saved-searches/confirm/route";
import { db } from "@/server/db/client";
import { hostileJson, hostileString } from "../support/hostile-input";
import { call, signUpMember, type Member } from "../alerts/members";
import { createListings, deleteListings } from "../support/listing-fixtures";

vi.hoisted(() => {
  process.env.OUTBOX_DIR = `.tmp/test-outbox-saved-routes-${process.env.TEST_DB_KIND ?? "pglite"}`;
});

type FieldIssue = { code: string; params: Record<string, unknown>; message: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, FieldIssue[]> } };
type Saved = { id: string; name: string; frequency: string; active: boolean; view: string; query: string };

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-ssr-${token}@example.com`;
const ORIGIN = { origin: "http://localhost:3000" };
let owner: Member;
let stranger: Member;

const create = async (member: Member, body: Record<string, unknown> = {}) => {
  const response = await call(createRoute, "/api/saved-searches", {
    method: "POST",
    cookie: member.cookie,
    body: { view: "labs", query: "markers=apob", name: "Labs with ApoB", frequency: "daily", ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Saved;
};

const update = (member: Member | null, id: string, body: unknown, rawBody?: string) =>
  call(
    updateRoute,
    `/api/saved-searches/${encodeURIComponent(id.toWellFormed())}`,
    { method: "PUT", cookie: member?.cookie, body: rawBody === undefined ? body : undefined, rawBody },
    { id },
  );

const remove = (member: Member | null, id: string) =>
  call(
    deleteRoute,
    `/api/saved-searches/${encodeURIComponent(id.toWellFormed())}`,
    { method: "DELETE", cookie: member?.cookie },
    { id },
  );

const postForm = (
  fields: Record<string, string>,
  init: { cookie?: string; referer?: string; actionLocale?: string } = {},
) =>
  call(formRoute, `/api/saved-searches/save${init.actionLocale ? `?locale=${init.actionLocale}` : ""}`, {
    method: "POST",
    rawBody: new URLSearchParams(fields).toString(),
    contentType: "application/x-www-form-urlencoded",
    cookie: init.cookie,
    headers: { ...ORIGIN, ...(init.referer ? { referer: init.referer } : {}) },
  });

const locationOf = (response: Response) => new URL(response.headers.get("location") ?? "", "http://localhost:3000");

beforeAll(async () => {
  owner = await signUpMember(email("owner"));
  stranger = await signUpMember(email("stranger"));
}, 60_000);

afterAll(async () => {
  await db.savedSearch.deleteMany({
    where: {
      OR: [{ userId: { in: [owner?.userId, stranger?.userId].filter(Boolean) } }, { email: { contains: token } }],
    },
  });
});

describe("a member's own saved searches", () => {
  it("renames it and changes how often, pauses and resumes it, then deletes it", async () => {
    const saved = await create(owner);
    expect(saved).toMatchObject({ view: "labs", query: "markers=apob", active: true, frequency: "daily" });

    const renamed = await update(owner, saved.id, { name: "  ApoB labs  ", frequency: "weekly" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: saved.id, name: "ApoB labs", frequency: "weekly", active: true });

    expect(await (await update(owner, saved.id, { active: false })).json()).toMatchObject({ active: false });
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } })).active).toBe(false);
    expect(await (await update(owner, saved.id, { active: true })).json()).toMatchObject({ active: true });

    const listed = (await (await call(listRoute, "/api/saved-searches", { cookie: owner.cookie })).json()) as Saved[];
    expect(listed.map((search) => [search.id, search.name, search.frequency])).toContainEqual([
      saved.id,
      "ApoB labs",
      "weekly",
    ]);

    const deleted = await remove(owner, saved.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: saved.id, deleted: true });
    expect(await db.savedSearch.count({ where: { id: saved.id } })).toBe(0);
    expect((await remove(owner, saved.id)).status).toBe(404);
  });

  it("changes its criteria through the directory's schema, starting afresh; a refused filter changes nothing", async () => {
    // A member of its own: the edits here count against no other test's rate limit.
    const editor = await signUpMember(email("criteria"));
    const saved = await create(editor, { name: "Criteria" });
    const before = await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } });
    const [waiting] = await createListings([{ kind: "lab", name: `Waiting Lab ${token}` }]);
    await db.savedSearchAlert.create({ data: { savedSearchId: saved.id, listingId: waiting!.id } });
    const changed = await update(editor, saved.id, { query: "markers=apob,lpa&search=home" });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json()).toMatchObject({ view: "labs", query: "search=home&markers=apob%2Clpa" });
    const row = await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row.checkedAt?.getTime()).toBeGreaterThan(before.createdAt.getTime());
    // What waited for the old criteria is not sent for the new ones.
    expect(await db.savedSearchAlert.count({ where: { savedSearchId: saved.id, sentAt: null } })).toBe(0);

    const otherKind = await update(editor, saved.id, { view: "clinics", query: "search=home" });
    expect(await otherKind.json()).toMatchObject({ view: "clinics", query: "search=home" });

    for (const [body, field] of [
      [{ view: "spaceships" }, "view"],
      [{ view: "labs", query: "markers=NOT_A_SLUG" }, "markers"],
      [{ query: "sort=nearest" }, "sort"],
    ] as const) {
      const refused = await update(editor, saved.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await refused.json()) as ErrorBody).error.fields ?? {}), JSON.stringify(body)).toContain(
        field,
      );
    }
    const kept = await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } });
    expect([kept.view, kept.query]).toEqual(["clinics", "search=home"]);
    await deleteListings([waiting!]);
    await db.savedSearch.deleteMany({ where: { userId: editor.userId } });
  });

  it("answers a stranger's id, or an unknown one, with a coded 404 and changes nothing", async () => {
    const saved = await create(owner, { name: "Not yours" });
    for (const response of [
      await update(stranger, saved.id, { name: "Taken over" }),
      await update(stranger, saved.id, { active: false }),
      await remove(stranger, saved.id),
      await update(owner, `missing-${token}`, { name: "Nothing" }),
      await remove(owner, `missing-${token}`),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: "not_found" });
    }
    const row = await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } });
    expect([row.name, row.active, row.userId]).toEqual(["Not yours", true, owner.userId]);
    const strangers = (await (
      await call(listRoute, "/api/saved-searches", { cookie: stranger.cookie })
    ).json()) as Saved[];
    expect(strangers.map((search) => search.id)).not.toContain(saved.id);
  });

  it("refuses bad input with 4xx and coded fields, and anyone signed out with a 401", async () => {
    const saved = await create(owner, { name: "Kept" });
    const cases: [unknown, string, string][] = [
      [{ name: "" }, "name", "profile.savedSearches.errors.name"],
      [{ name: "   " }, "name", "profile.savedSearches.errors.name"],
      [{ name: "x".repeat(81) }, "name", "profile.savedSearches.errors.name"],
      [{ name: "tab\there" }, "name", "errors.controlCharacters"],
      [{ frequency: "hourly" }, "frequency", "profile.savedSearches.errors.frequency"],
    ];
    for (const [body, field, code] of cases) {
      const response = await update(owner, saved.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const issue = ((await response.json()) as ErrorBody).error.fields?.[field]?.[0];
      expect(issue?.code, JSON.stringify(body)).toBe(code);
      expect(issue?.message).toBeTruthy();
    }
    const unknownField = await update(owner, saved.id, { userId: stranger.userId });
    expect(unknownField.status).toBe(400);
    expect((await update(owner, saved.id, { active: "no" })).status).toBe(400);
    expect((await update(owner, saved.id, undefined, "{not json")).status).toBeGreaterThanOrEqual(400);
    expect((await update(owner, saved.id, undefined, "{not json")).status).toBeLessThan(500);
    expect((await update(null, saved.id, { name: "Anyone" })).status).toBe(401);
    expect((await remove(null, saved.id)).status).toBe(401);
    const row = await db.savedSearch.findUniqueOrThrow({ where: { id: saved.id } });
    expect([row.name, row.frequency, row.userId]).toEqual(["Kept", "daily", owner.userId]);

    const badCriteria = await call(createRoute, "/api/saved-searches", {
      method: "POST",
      cookie: owner.cookie,
      body: { view: "labs", query: "markers=NOT_A_SLUG", name: "Bad marker" },
    });
    expect(badCriteria.status).toBe(400);
    expect(Object.keys(((await badCriteria.json()) as ErrorBody).error.fields ?? {})).toContain("markers");
  });

  it("never answers a signed-in member's hostile bodies and ids with a 5xx", async () => {
    const fuzzer = await signUpMember(email("fuzz"));
    const saved = await create(fuzzer, { name: "Fuzzed" });
    const id = fc.oneof(fc.constant(saved.id), hostileString);
    const body = fc.oneof(
      hostileJson,
      fc.record({
        name: fc.oneof(hostileString, fc.constant("Ok")),
        frequency: fc.oneof(hostileString, fc.constantFrom("instant", "daily", "weekly")),
        active: fc.oneof(fc.boolean(), hostileString),
      }),
    );
    // Within the member's limit (30 a minute) per route, so every request reaches the schema and the database.
    await fc.assert(
      fc.asyncProperty(id, body, async (target, input) => {
        const response = await update(fuzzer, target, input);
        expect(response.status, `${target.slice(0, 40)} ${JSON.stringify(input)?.slice(0, 120)}`).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
    const creator = await signUpMember(email("fuzz-create"));
    const criteria = fc.record({
      view: fc.oneof(fc.constantFrom("labs", "clinics", "all"), hostileString),
      query: fc.oneof(hostileString, fc.constantFrom("markers=apob", "near=Berlin&radius=25", "radius=7")),
      name: fc.oneof(hostileString, fc.constant("Fuzz")),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileJson, criteria), async (input) => {
        const response = await call(createRoute, "/api/saved-searches", {
          method: "POST",
          cookie: creator.cookie,
          body: input,
        });
        expect(response.status, JSON.stringify(input)?.slice(0, 160)).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(hostileString, async (target) => {
        expect((await remove(fuzzer, target)).status).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
    await db.savedSearch.deleteMany({ where: { userId: { in: [fuzzer.userId, creator.userId] } } });
  });
});

describe("the no-JavaScript save form", () => {
  it("sends a visitor with an address to check the inbox, in the form's language, and the email confirms in it", async () => {
    const address = email("plain-visitor");
    const response = await postForm({
      view: "labs",
      query: "category=labs&markers=apob",
      name: "Labor mit ApoB",
      frequency: "daily",
      email: address,
      locale: "de",
      returnTo: "/de/directory?category=labs&markers=apob",
    });
    expect(response.status).toBe(303);
    const location = locationOf(response);
    expect(location.pathname).toBe("/de/saved-searches/saved");
    expect(location.searchParams.get("status")).toBe("pending");
    expect(location.searchParams.get("back")).toBe("/de/directory?category=labs&markers=apob");

    const row = await db.savedSearch.findFirstOrThrow({ where: { email: address } });
    expect([row.userId, row.confirmedAt, row.locale, row.query]).toEqual([null, null, "de", "markers=apob"]);
    const sent = await db.outboundEmail.findFirstOrThrow({ where: { to: address } });
    const text = (sent.payload as { text: string }).text;
    // The email's links open the pages in the saver's language.
    expect(text).toContain(`/de/saved-searches/confirm?token=${row.confirmToken}`);
    expect(text).toContain(`/de/saved-searches/unsubscribe?token=${row.unsubscribeToken}`);

    const confirmed = await call(confirmRoute, `/api/saved-searches/confirm?token=${row.confirmToken}`, {
      method: "POST",
      rawBody: "from=page",
      contentType: "application/x-www-form-urlencoded",
      headers: ORIGIN,
    });
    expect(confirmed.status).toBe(303);
    // The page has no language prefix: it renders per request, in the language the emailed link chose.
    expect(confirmed.headers.get("location")).toBe("/saved-searches/confirm?status=confirmed");
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: row.id } })).confirmedAt).not.toBeNull();
  });

  it("sends a visitor without an address to sign in, back to the view", async () => {
    const response = await postForm({
      view: "labs",
      query: "",
      name: "No address",
      returnTo: "/directory?category=labs",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/login?returnTo=${encodeURIComponent("/directory?category=labs")}`);
  });

  it("keeps only a directory view of this site as the way back", async () => {
    for (const returnTo of ["https://evil.example/directory", "//evil.example/directory", "/profile", "/de/help"]) {
      const response = await postForm(
        { view: "all", query: "", name: `Back ${returnTo.length}`, locale: "fr", returnTo },
        { cookie: owner.cookie },
      );
      expect(response.status).toBe(303);
      const location = locationOf(response);
      expect(location.origin).toBe("http://localhost:3000");
      expect(location.pathname).toBe("/fr/saved-searches/saved");
      expect(location.searchParams.has("back"), returnTo).toBe(false);
    }
  });

  it("lands a refused form on the outcome page, saying why in the page's language", async () => {
    const invalid = await postForm(
      { view: "labs", query: "", name: "", email: email("nameless") },
      { referer: "http://localhost:3000/it/directory?category=labs" },
    );
    expect(invalid.status).toBe(303);
    expect(locationOf(invalid).pathname).toBe("/it/saved-searches/saved");
    expect(locationOf(invalid).searchParams.get("error")).toBe("invalid");

    // The plain form's action names its page's language, which a refusal keeps without reading the body.
    const badFilter = await postForm(
      { view: "labs", query: "markers=NOPE", name: "Bad", email: email("filter") },
      { actionLocale: "es" },
    );
    expect(locationOf(badFilter).pathname).toBe("/es/saved-searches/saved");
    expect(locationOf(badFilter).searchParams.get("error")).toBe("invalid");

    const crowded = email("crowded");
    for (let i = 0; i < 5; i++)
      expect((await postForm({ view: "labs", query: "", name: `C${i}`, email: crowded })).status).toBe(303);
    const emailLimit = await postForm(
      { view: "labs", query: "", name: "Sixth", email: crowded },
      { referer: "http://localhost:3000/nl/directory" },
    );
    expect(locationOf(emailLimit).pathname).toBe("/nl/saved-searches/saved");
    expect(locationOf(emailLimit).searchParams.get("error")).toBe("email-limit");
    expect(await db.savedSearch.count({ where: { email: crowded } })).toBe(5);

    const full = await signUpMember(email("full"));
    await db.savedSearch.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        userId: full.userId,
        name: `n${i}`,
        view: "all",
        query: "",
        unsubscribeToken: `${token}-${i}-full`.padEnd(43, "b"),
      })),
    });
    const memberLimit = await postForm({ view: "labs", query: "", name: "21st" }, { cookie: full.cookie });
    expect(locationOf(memberLimit).searchParams.get("error")).toBe("member-limit");
    expect(await db.savedSearch.count({ where: { userId: full.userId } })).toBe(20);
    await db.user.delete({ where: { id: full.userId } });
  });

  it("answers a JSON caller with the error body itself", async () => {
    const response = await call(formRoute, "/api/saved-searches/save", {
      method: "POST",
      body: { view: "labs", query: "", name: "", email: email("json") },
      headers: ORIGIN,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.name?.[0]?.code).toBe(
      "profile.savedSearches.errors.name",
    );
  });
});

describe("a visitor's saved search by JSON", () => {
  it("needs an address, coded on its field", async () => {
    const response = await call(visitorRoute, "/api/saved-searches/email", {
      method: "POST",
      body: { view: "labs", query: "", name: "No address" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.email?.[0]?.code).toBe("errors.required");
  });
});
