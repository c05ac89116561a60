import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Emails (no SMTP_URL here) go to a throwaway outbox; links are read from the recorded payloads.
vi.hoisted(() => {
  process.env.OUTBOX_DIR = `.tmp/test-outbox-saved-alerts-${process.env.TEST_DB_KIND ?? "pglite"}`;
  process.env.SITE_URL = "http://localhost:3000";
});

// Server modules read env() once, on first use: they are loaded after the environment above is set.
let db: typeof import("@/server/db/client").db;
let sendSavedSearchAlerts: typeof import("@/server/jobs/send-saved-search-alerts").sendSavedSearchAlerts;
let sendAlertDigests: typeof import("@/server/jobs/send-alert-digests").sendAlertDigests;
let publishListing: typeof import("@/server/listings/publish/publish").publishListing;
let fixtures: typeof import("../support/listing-fixtures");
let members: typeof import("../alerts/members");

const token = randomUUID().replaceAll("-", "").slice(0, 8);
/** A word of this file's alone, spelt with letters only so the search reads it as one word. */
const word = (name: string) => `${name}${token.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
const email = (name: string) => `${name}-ssalert-${token}@example.com`;
const HOUR = 3_600_000;
/** Every run of this file's job has its clock here, far after any other file's rows. */
const T0 = new Date("2033-06-14T10:30:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const created: { id: string }[] = [];
let member: import("../alerts/members").Member;

beforeAll(async () => {
  ({ db } = await import("@/server/db/client"));
  ({ sendSavedSearchAlerts } = await import("@/server/jobs/send-saved-search-alerts"));
  ({ sendAlertDigests } = await import("@/server/jobs/send-alert-digests"));
  ({ publishListing } = await import("@/server/listings/publish/publish"));
  fixtures = await import("../support/listing-fixtures");
  members = await import("../alerts/members");
  member = await members.signUpMember(email("member"));
}, 60_000);

afterAll(async () => {
  await fixtures?.deleteListings(created);
  await db?.user.deleteMany({ where: { email: { contains: `-ssalert-${token}@` } } });
});

type Frequency = "instant" | "daily" | "weekly";

/** A member's confirmed saved search, saved an hour before T0. */
async function savedSearch(view: string, query: string, frequency: Frequency = "instant", locale = "en") {
  return db.savedSearch.create({
    data: {
      userId: member.userId,
      name: `${view} ${query}`,
      view,
      query,
      frequency,
      locale,
      unsubscribeToken: randomUUID().replaceAll("-", "").padEnd(43, "x"),
      confirmedAt: at(-1),
      createdAt: at(-1),
    },
  });
}

async function clinics(inputs: { name: string; publishedAt: Date; rating?: number; placement?: "editorial" }[]) {
  const rows = await fixtures.createListings(
    inputs.map((input) => ({ kind: "clinic" as const, city: "Lyon", country: "France", ...input })),
  );
  created.push(...rows);
  return rows;
}

const emailsOf = (savedSearchId: string) =>
  db.outboundEmail.findMany({
    where: { dedupeKey: { startsWith: `saved-search:${savedSearchId}:` } },
    orderBy: { createdAt: "asc" },
  });
const textOf = (row: { payload: unknown }) => (row.payload as { text: string }).text;

describe("what the saved-search job sends", () => {
  it("sends a new match that ranks below the first hundred results", async () => {
    const w = word("rankq");
    // 120 older, better-rated matches: the new one is the 121st in the directory's order.
    await clinics(
      Array.from({ length: 120 }, (_, i) => ({
        name: `Old ${w} ${i}`,
        publishedAt: at(-48),
        rating: 4.9,
        ...(i % 2 === 0 ? { placement: "editorial" as const } : {}),
      })),
    );
    const search = await savedSearch("clinics", `search=${w}`);
    const [fresh] = await clinics([{ name: `Newest ${w}`, publishedAt: at(-0.5) }]);

    await sendSavedSearchAlerts({ now: T0 });
    const sent = await emailsOf(search.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(member.email);
    expect(textOf(sent[0]!)).toContain(`Newest ${w}`);
    expect(textOf(sent[0]!)).not.toContain(`Old ${w}`);
    const alerts = await db.savedSearchAlert.findMany({ where: { savedSearchId: search.id } });
    expect(alerts.map((row) => [row.listingId, row.sentAt])).toEqual([[fresh!.id, T0]]);
  });

  it("sends each listing once per saved search, across runs", async () => {
    const w = word("onceq");
    const first = await savedSearch("clinics", `search=${w}`);
    const second = await savedSearch("all", `search=${w}`);
    await clinics([{ name: `First ${w}`, publishedAt: at(-0.5) }]);

    await sendSavedSearchAlerts({ now: T0 });
    // Run again in the same hour, and again an hour later with nothing new: nothing more goes out.
    await sendSavedSearchAlerts({ now: at(0.2) });
    await sendSavedSearchAlerts({ now: at(1) });
    for (const search of [first, second]) expect(await emailsOf(search.id)).toHaveLength(1);

    await clinics([{ name: `Second ${w}`, publishedAt: at(1.2) }]);
    // The search's clock put back: the first listing was already sent for it, so only the second goes.
    await db.savedSearch.update({ where: { id: first.id }, data: { checkedAt: null, lastNotifiedAt: null } });
    await sendSavedSearchAlerts({ now: at(2) });
    await sendSavedSearchAlerts({ now: at(3) });
    for (const search of [first, second]) {
      const sent = await emailsOf(search.id);
      expect(sent).toHaveLength(2);
      expect(textOf(sent[1]!)).toContain(`Second ${w}`);
      expect(textOf(sent[1]!)).not.toContain(`First ${w}`);
      expect(await db.savedSearchAlert.count({ where: { savedSearchId: search.id, sentAt: { not: null } } })).toBe(2);
    }
  });

  it("keeps to each frequency's window by the clock it is given", async () => {
    const w = word("windowq");
    const [instant, daily, weekly] = await Promise.all(
      (["instant", "daily", "weekly"] as const).map((frequency) => savedSearch("clinics", `search=${w}`, frequency)),
    );
    await clinics([{ name: `Monday ${w}`, publishedAt: at(-0.5) }]);
    await sendSavedSearchAlerts({ now: T0 });
    await clinics([{ name: `Later ${w}`, publishedAt: at(0.5) }]);

    const counts = async () =>
      Promise.all([instant!, daily!, weekly!].map(async (search) => (await emailsOf(search.id)).length));
    expect(await counts()).toEqual([1, 1, 1]);
    await sendSavedSearchAlerts({ now: at(1) });
    expect(await counts()).toEqual([2, 1, 1]);
    // 23:59 the same UTC day: the daily one waits for the next day.
    await sendSavedSearchAlerts({ now: new Date("2033-06-14T23:59:00Z") });
    expect(await counts()).toEqual([2, 1, 1]);
    await sendSavedSearchAlerts({ now: new Date("2033-06-15T00:30:00Z") });
    expect(await counts()).toEqual([2, 2, 1]);
    // Six days later the weekly one is still within its week; seven days after its email it is due.
    await sendSavedSearchAlerts({ now: at(6 * 24) });
    expect(await counts()).toEqual([2, 2, 1]);
    await sendSavedSearchAlerts({ now: at(7 * 24 + 0.1) });
    expect(await counts()).toEqual([2, 2, 2]);
    const weeklyLast = (await emailsOf(weekly!.id))[1]!;
    expect(textOf(weeklyLast)).toContain(`Later ${w}`);
    expect(textOf(weeklyLast)).not.toContain(`Monday ${w}`);
    expect(weeklyLast.dedupeKey).toMatch(new RegExp(`^saved-search:${weekly!.id}:w\\d+$`));
  });

  it("lists at most 50 listings in an email, and the rest in the next one", async () => {
    const w = word("overflowq");
    const search = await savedSearch("clinics", `search=${w}`, "instant");
    await clinics(
      Array.from({ length: 60 }, (_, i) => ({ name: `Many ${w} ${i}`, publishedAt: new Date(at(-0.9).getTime() + i) })),
    );
    await sendSavedSearchAlerts({ now: T0 });
    await sendSavedSearchAlerts({ now: at(1) });
    const sent = await emailsOf(search.id);
    expect(sent).toHaveLength(2);
    const listed = (row: { payload: unknown }) => textOf(row).match(new RegExp(`Many ${w} \\d+`, "g")) ?? [];
    expect(listed(sent[0]!)).toHaveLength(50);
    expect(listed(sent[1]!)).toHaveLength(10);
    expect(new Set([...listed(sent[0]!), ...listed(sent[1]!)]).size).toBe(60);
  });

  it("goes on where the last run's time budget stopped it", async () => {
    const w = word("budgetq");
    const searches = await Promise.all(["clinics", "all", "clinics"].map((view) => savedSearch(view, `search=${w}`)));
    await clinics([{ name: `Budget ${w}`, publishedAt: at(-0.5) }]);
    const summaries = [];
    for (let run = 0; run < 50; run++) {
      const summary = await sendSavedSearchAlerts({ now: T0, batchSize: 2, budgetMs: 0 });
      summaries.push(summary);
      if (summary.finished) break;
    }
    expect(summaries.at(-1)?.finished).toBe(true);
    expect(summaries.filter((summary) => !summary.finished).length).toBeGreaterThanOrEqual(1);
    expect(summaries.every((summary) => summary.considered <= 2)).toBe(true);
    for (const search of searches) expect(await emailsOf(search.id)).toHaveLength(1);
  });

  it("links pause and unsubscribe in the saver's language", async () => {
    const w = word("localeq");
    const search = await savedSearch("clinics", `search=${w}`, "instant", "de");
    await clinics([{ name: `Sprache ${w}`, publishedAt: at(-0.5) }]);
    await sendSavedSearchAlerts({ now: T0 });
    const [sent] = await emailsOf(search.id);
    const text = textOf(sent!);
    const html = (sent!.payload as { html: string }).html;
    const tokenOf = search.unsubscribeToken;
    for (const body of [text, html]) {
      expect(body).toContain(`http://localhost:3000/de/saved-searches/pause?token=${tokenOf}`);
      expect(body).toContain(`http://localhost:3000/de/saved-searches/unsubscribe?token=${tokenOf}`);
      expect(body).toMatch(/http:\/\/localhost:3000\/de\/clinic\//);
    }
    // The one-click address is the API's, which has no language.
    expect((sent!.payload as { headers: Record<string, string> }).headers["List-Unsubscribe"]).toBe(
      `<http://localhost:3000/api/saved-searches/unsubscribe?token=${tokenOf}>`,
    );
  });
});

describe("a location alert moved into saved searches", () => {
  /** Runs the migration's copy for one subscription, as the migration did for every alert. */
  async function moveIntoSavedSearches(subscriptionId: string) {
    const sql = readFileSync("prisma/migrations/20261202170504_saved_searches.sql", "utf8");
    const insert = sql.slice(sql.indexOf("INSERT INTO")).replace(/;\s*$/, "");
    await db.$executeRawUnsafe(`${insert} AND s."id" = '${subscriptionId}'`);
    return db.savedSearch.findMany({ where: { subscriptionId } });
  }

  async function publishClinicIn(city: string, lat: number, lng: number, now: Date) {
    const [listing] = await fixtures.createListings([
      { kind: "clinic", name: `${city} ${word("movedq")}`, city, country: "Austria", lat, lng, status: "draft" },
    ]);
    created.push(listing!);
    expect((await publishListing(listing!.id, "test", { now }))?.published).toBe(true);
    return listing!;
  }

  const digestsOf = (subscriptionId: string) =>
    db.outboundEmail.count({ where: { dedupeKey: { startsWith: `alert-digest:${subscriptionId}:` } } });

  it("a country alert stays with the digest: its copy cannot search near a country, so it never runs", async () => {
    const country = await db.subscription.create({
      data: {
        userId: member.userId,
        location: "Austria",
        placeName: "Austria",
        placeCountry: "AT",
        lat: 47.5162,
        lng: 14.5501,
        categories: ["clinics"],
        createdAt: at(-2),
      },
    });
    const [copy] = await moveIntoSavedSearches(country.id);
    expect(copy).toMatchObject({ view: "clinics", query: "near=Austria&radius=50" });
    await publishClinicIn("Villach", 46.61, 13.85, at(-0.5));
    await sendAlertDigests({ now: T0 });
    await sendSavedSearchAlerts({ now: T0 });
    await sendSavedSearchAlerts({ now: at(0.5) });
    await sendAlertDigests({ now: at(0.5) });
    expect(await digestsOf(country.id)).toBe(1);
    expect(await emailsOf(copy!.id)).toHaveLength(0);
  });

  it("is sent exactly once, by its saved search, and its old links stop it", async () => {
    const moved = await db.subscription.create({
      data: {
        userId: member.userId,
        location: "Graz",
        placeName: "Graz, Austria",
        placeCountry: "AT",
        placeCity: "Graz",
        lat: 47.0707,
        lng: 15.4395,
        categories: ["clinics"],
        createdAt: at(-2),
      },
    });
    // Not moved: its digest still goes (never neither).
    const kept = await db.subscription.create({
      data: {
        userId: member.userId,
        location: "Linz",
        placeName: "Linz, Austria",
        placeCountry: "AT",
        placeCity: "Linz",
        lat: 48.3069,
        lng: 14.2858,
        categories: ["clinics"],
        createdAt: at(-2),
      },
    });
    const [copy] = await moveIntoSavedSearches(moved.id);
    expect(copy).toMatchObject({ view: "clinics", query: "near=Graz&radius=50", frequency: "daily" });

    await publishClinicIn("Graz", 47.07, 15.44, at(-0.5));
    await publishClinicIn("Linz", 48.3, 14.29, at(-0.5));
    // Both jobs, twice each, in either order.
    await sendAlertDigests({ now: T0 });
    await sendSavedSearchAlerts({ now: T0 });
    await sendSavedSearchAlerts({ now: at(0.5) });
    await sendAlertDigests({ now: at(0.5) });

    expect(await digestsOf(moved.id)).toBe(0);
    const sent = await emailsOf(copy!.id);
    expect(sent).toHaveLength(1);
    expect(textOf(sent[0]!)).toContain(`Graz ${word("movedq")}`);
    expect(await digestsOf(kept.id)).toBe(1);

    // Pausing the alert from one of its old emails pauses what it was moved into; deleting it deletes that.
    const { alertLinkToken } = await import("@/server/alerts");
    const { POST: pauseRoute } = await import("@/app/api/alerts/pause/route");
    const oneClick = {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    };
    const paused = await members.call(
      pauseRoute,
      `/api/alerts/pause?token=${alertLinkToken(moved.id, "pause")}`,
      oneClick,
    );
    expect(paused.status).toBe(200);
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: copy!.id } })).active).toBe(false);
    const { POST: unsubscribeRoute } = await import("@/app/api/alerts/unsubscribe/route");
    const gone = await members.call(
      unsubscribeRoute,
      `/api/alerts/unsubscribe?token=${alertLinkToken(moved.id, "unsubscribe")}`,
      oneClick,
    );
    expect(gone.status).toBe(200);
    expect(await db.savedSearch.count({ where: { subscriptionId: moved.id } })).toBe(0);
    await db.subscription.deleteMany({ where: { id: { in: [moved.id, kept.id] } } });
  });

  it("follows the Subscriptions tab: pause and resume carry over, an edit hands it back to the digest", async () => {
    const subscription = await db.subscription.create({
      data: { userId: member.userId, location: "Salzburg", categories: ["clinics", "labs"], createdAt: at(-2) },
    });
    expect(await moveIntoSavedSearches(subscription.id)).toHaveLength(2);
    const { PUT } = await import("@/app/api/subscriptions/[id]/route");
    const put = (body: Record<string, unknown>) =>
      members.call(
        PUT,
        `/api/subscriptions/${subscription.id}`,
        { method: "PUT", body, cookie: member.cookie },
        { id: subscription.id },
      );
    const copies = () =>
      db.savedSearch.findMany({ where: { subscriptionId: subscription.id }, select: { active: true } });

    expect((await put({ active: false })).status).toBe(200);
    expect(await copies()).toEqual([{ active: false }, { active: false }]);
    expect((await put({ active: true })).status).toBe(200);
    expect(await copies()).toEqual([{ active: true }, { active: true }]);
    // What the alert watches changed: its copies would watch the old, so they go and its digest sends again.
    expect((await put({ categories: ["labs"] })).status).toBe(200);
    expect(await copies()).toEqual([]);
    await db.subscription.delete({ where: { id: subscription.id } });
  });
});
