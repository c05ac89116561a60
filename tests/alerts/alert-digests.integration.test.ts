import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type ReceivedEmail, type TestSmtpServer } from "../support/smtp";

// Server modules read env() once, on first use: they are loaded after SMTP_URL points at the test server.
let smtp: TestSmtpServer;
let db: typeof import("@/server/db/client").db;
let publishListing: typeof import("@/server/listings/publish/publish").publishListing;
let sendAlertDigests: typeof import("@/server/jobs/send-alert-digests").sendAlertDigests;
let members: typeof import("./members");
let fixtures: typeof import("../support/listing-fixtures");
let routes: {
  create: typeof import("@/app/api/subscriptions/route").POST;
  pause: typeof import("@/app/api/alerts/pause/route").POST;
  unsubscribe: typeof import("@/app/api/alerts/unsubscribe/route").POST;
  cronGet: typeof import("@/app/api/cron/alert-digests/route").GET;
  cronPost: typeof import("@/app/api/cron/alert-digests/route").POST;
};

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-digest-${token}@example.com`;
const DAY_1 = new Date("2031-03-10T08:00:00Z");
const at = (hours: number) => new Date(DAY_1.getTime() + hours * 3_600_000);
const createdListings: { id: string }[] = [];
const subscriptionOf: Record<string, string> = {};

async function subscribe(name: string, body: { location: string; categories: string[] }, verified = true, ip?: string) {
  const member = await members.signUpMember(email(name), { verified, ip });
  const response = await members.call(routes.create, "/api/subscriptions", {
    method: "POST",
    body,
    cookie: member.cookie,
  });
  expect(response.status).toBe(201);
  subscriptionOf[name] = ((await response.json()) as { id: string }).id;
}

/** A clinic published now, 10 km from Berlin's centre. */
async function publishClinicNearBerlin(name: string, now = new Date()) {
  const [listing] = await fixtures.createListings([
    {
      kind: "clinic",
      name: `${name} ${token}`,
      city: "Berlin",
      country: "Germany",
      lat: 52.45,
      lng: 13.3,
      status: "draft",
      publishedAt: null,
    },
  ]);
  createdListings.push(listing!);
  expect((await publishListing(listing!.id, "test", { now }))?.published).toBe(true);
  return listing!;
}

const digestsTo = (name: string) =>
  smtp.messages.filter((m) => m.envelope.to.includes(email(name)) && m.subject.includes("new listing"));
/** Lets a message that should not come have the time to arrive anyway. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function linkIn(message: ReceivedEmail, path: string): string {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([a-z0-9]+\\.[A-Za-z0-9_-]{43})`).exec(message.text);
  expect(match, `${path} link in:\n${message.text}`).toBeTruthy();
  return match![1]!;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = "Longevity Directory <alerts@longevity.test>";
  process.env.SITE_URL = "http://localhost:3000";
  ({ db } = await import("@/server/db/client"));
  ({ publishListing } = await import("@/server/listings/publish/publish"));
  ({ sendAlertDigests } = await import("@/server/jobs/send-alert-digests"));
  members = await import("./members");
  fixtures = await import("../support/listing-fixtures");
  const [subscriptions, pause, unsubscribe, cron] = await Promise.all([
    import("@/app/api/subscriptions/route"),
    import("@/app/api/alerts/pause/route"),
    import("@/app/api/alerts/unsubscribe/route"),
    import("@/app/api/cron/alert-digests/route"),
  ]);
  routes = {
    create: subscriptions.POST,
    pause: pause.POST,
    unsubscribe: unsubscribe.POST,
    cronGet: cron.GET,
    cronPost: cron.POST,
  };

  await subscribe("ada", { location: "Berlin", categories: ["clinics"] });
  await subscribe("pia", { location: "Berlin", categories: ["clinics"] });
  await subscribe("uma", { location: "Berlin", categories: ["clinics"] });
  await publishClinicNearBerlin("Spree Longevity Clinic");
}, 120_000);

afterAll(async () => {
  await fixtures?.deleteListings(createdListings);
  await db?.user.deleteMany({ where: { email: { endsWith: `-digest-${token}@example.com` } } });
  await smtp?.stop();
});

describe("alert digests", () => {
  it("emails the new listing with its link, a pause link, an unsubscribe link and RFC 8058 headers", async () => {
    // Queued while active and confirmed; paused and unconfirmed by the time the digest runs.
    await db.subscription.update({ where: { id: subscriptionOf.pia }, data: { active: false } });
    await db.user.update({ where: { email: email("uma") }, data: { emailVerified: null } });

    await sendAlertDigests({ now: DAY_1 });
    const [message] = await smtp.waitForMessages(1, { to: email("ada") }).then(() => digestsTo("ada"));
    expect(message!.subject).toBe("1 new listing near Berlin, Germany on Longevity Directory");
    expect(message!.envelope.from).toBe("alerts@longevity.test");
    expect(message!.text).toContain(`Spree Longevity Clinic ${token}`);
    expect(message!.text).toMatch(/http:\/\/localhost:3000\/clinic\/spree-longevity-clinic-/);
    const pauseToken = linkIn(message!, "/alerts/pause");
    const unsubscribeToken = linkIn(message!, "/alerts/unsubscribe");
    expect(message!.html).toContain(`href="http://localhost:3000/alerts/pause?token=${pauseToken}"`);
    expect(message!.html).toContain(`href="http://localhost:3000/alerts/unsubscribe?token=${unsubscribeToken}"`);
    expect(message!.headers["list-unsubscribe"]).toBe(
      `<http://localhost:3000/api/alerts/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(message!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const rows = await db.alertQueueItem.findMany({
      where: { subscriptionId: subscriptionOf.ada },
      include: { email: true },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sentAt: DAY_1,
      email: { status: "sent", dedupeKey: `alert-digest:${subscriptionOf.ada}:2031-03-10`, template: "alert-digest" },
    });
    expect(await db.subscription.findUniqueOrThrow({ where: { id: subscriptionOf.ada } })).toMatchObject({
      lastNotifiedAt: DAY_1,
    });
  });

  it("sends nothing to a paused subscription or an unconfirmed address, and keeps their alerts", async () => {
    await settle();
    expect(digestsTo("pia")).toHaveLength(0);
    expect(digestsTo("uma")).toHaveLength(0);
    for (const name of ["pia", "uma"]) {
      expect(await db.alertQueueItem.findMany({ where: { subscriptionId: subscriptionOf[name] } })).toMatchObject([
        { sentAt: null, emailId: null },
      ]);
    }
  });

  it("sends once when the digest runs twice, or twice at the same time", async () => {
    await sendAlertDigests({ now: DAY_1 });
    await settle();
    expect(digestsTo("ada")).toHaveLength(1);

    await subscribe("bea", { location: "Berlin", categories: ["clinics"] });
    await publishClinicNearBerlin("Tiergarten Clinic");
    await Promise.all([sendAlertDigests({ now: at(1) }), sendAlertDigests({ now: at(1) })]);
    await smtp.waitForMessages(1, { to: email("bea") });
    await settle();
    expect(digestsTo("bea")).toHaveLength(1);
    expect(digestsTo("bea")[0]!.text).toContain(`Tiergarten Clinic ${token}`);
    // Ada had hers today already: the new clinic waits for tomorrow's.
    expect(digestsTo("ada")).toHaveLength(1);
  });

  it("sends at most one digest per subscription per day; the next day's carries what waited", async () => {
    await sendAlertDigests({ now: at(10) });
    await settle();
    expect(digestsTo("ada")).toHaveLength(1);
    expect(await db.alertQueueItem.count({ where: { subscriptionId: subscriptionOf.ada, sentAt: null } })).toBe(1);

    await sendAlertDigests({ now: at(24) });
    await smtp.waitForMessages(2, { to: email("ada") });
    const second = digestsTo("ada")[1]!;
    expect(second.text).toContain(`Tiergarten Clinic ${token}`);
    expect(second.text).not.toContain(`Spree Longevity Clinic ${token}`);
    expect(await db.alertQueueItem.count({ where: { subscriptionId: subscriptionOf.ada, sentAt: null } })).toBe(0);
  });

  it("pause and unsubscribe links act only with an untampered token for their own action", async () => {
    const [message] = digestsTo("ada");
    const pauseToken = linkIn(message!, "/alerts/pause");
    const unsubscribeToken = linkIn(message!, "/alerts/unsubscribe");
    const [id, signature] = pauseToken.split(".") as [string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    const post = (route: typeof routes.pause, path: string, value: string, form = "from=page") =>
      members.call(route, `${path}?token=${encodeURIComponent(value)}`, {
        method: "POST",
        rawBody: form,
        contentType: "application/x-www-form-urlencoded",
      });

    for (const bad of [unsubscribeToken, `${id}.${flipped}`, `${subscriptionOf.pia}.${signature}`, "nonsense", ""]) {
      const response = await post(routes.pause, "/api/alerts/pause", bad);
      expect(response.status, bad).toBe(303);
      expect(response.headers.get("location")).toBe("/alerts/pause?status=invalid");
    }
    const oneClickWrongAction = await post(
      routes.unsubscribe,
      "/api/alerts/unsubscribe",
      pauseToken,
      "List-Unsubscribe=One-Click",
    );
    expect(oneClickWrongAction.status).toBe(404);
    expect(await db.subscription.findUniqueOrThrow({ where: { id: subscriptionOf.ada } })).toMatchObject({
      active: true,
    });

    const paused = await post(routes.pause, "/api/alerts/pause", pauseToken);
    expect(paused.status).toBe(303);
    expect(paused.headers.get("location")).toBe("/alerts/pause?status=paused");
    expect(await db.subscription.findUniqueOrThrow({ where: { id: subscriptionOf.ada } })).toMatchObject({
      active: false,
    });
    expect((await post(routes.pause, "/api/alerts/pause", pauseToken)).headers.get("location")).toBe(
      "/alerts/pause?status=paused",
    );

    const oneClick = await post(
      routes.unsubscribe,
      "/api/alerts/unsubscribe",
      unsubscribeToken,
      "List-Unsubscribe=One-Click",
    );
    expect(oneClick.status).toBe(200);
    expect(await db.subscription.findUnique({ where: { id: subscriptionOf.ada } })).toBeNull();
    expect(
      (await post(routes.unsubscribe, "/api/alerts/unsubscribe", unsubscribeToken, "List-Unsubscribe=One-Click"))
        .status,
    ).toBe(200);
    expect((await post(routes.pause, "/api/alerts/pause", pauseToken, "")).status).toBe(404);
  });

  it("runs from the scheduler's route with the bearer secret, by GET and by POST", async () => {
    const path = "/api/cron/alert-digests";
    expect((await members.call(routes.cronGet, path)).status).toBe(401);
    expect(
      (await members.call(routes.cronPost, path, { method: "POST", headers: { authorization: "Bearer wrong" } }))
        .status,
    ).toBe(401);
    const authorization = `Bearer ${process.env.CRON_SECRET}`;
    const viaGet = await members.call(routes.cronGet, path, { headers: { authorization } });
    expect(viaGet.status).toBe(200);
    expect(await viaGet.json()).toMatchObject({
      considered: expect.any(Number),
      sent: expect.any(Number),
      duplicate: expect.any(Number),
      failed: expect.any(Number),
    });
    expect((await members.call(routes.cronPost, path, { method: "POST", headers: { authorization } })).status).toBe(
      200,
    );
  });
});

describe("alert digests in batches", () => {
  /** A listing published now in Vienna's centre. */
  async function publishInVienna(name: string, kind: "lab" | "clinic") {
    const [listing] = await fixtures.createListings([
      {
        kind,
        name: `${name} ${token}`,
        city: "Vienna",
        country: "Austria",
        lat: 48.21,
        lng: 16.37,
        status: "draft",
        publishedAt: null,
      },
    ]);
    createdListings.push(listing!);
    expect((await publishListing(listing!.id, "test"))?.published).toBe(true);
  }

  it("reads the due subscriptions with their alerts in one query per batch, and sends each its digest", async () => {
    const names = ["vera", "vito", "vlad", "vida", "vivi"];
    for (const [i, name] of names.entries())
      await subscribe(
        name,
        { location: "Vienna", categories: ["labs", "clinics"] },
        true,
        `digest-batch-${token}-${i}`,
      );
    await publishInVienna("Danube Lab", "lab");
    await publishInVienna("Ringstrasse Clinic", "clinic");

    const reads: string[] = [];
    const reader = db.$extends({
      query: {
        async $allOperations({ operation, args, query }) {
          reads.push(operation);
          return query(args);
        },
      },
    });
    const day = at(24 * 7);
    const summary = await sendAlertDigests({ now: day, batchSize: 2, reader });

    expect(summary.considered).toBeGreaterThanOrEqual(names.length);
    expect(summary.failed).toBe(0);
    // Keyset batches of two: one query per batch, and one more that finds the last one short.
    expect(reads).toEqual(Array(Math.floor(summary.considered / 2) + 1).fill("$queryRaw"));

    for (const name of names) {
      await smtp.waitForMessages(1, { to: email(name) });
      const [message, ...more] = digestsTo(name);
      expect(more).toHaveLength(0);
      // Both listings, oldest alert first, with the one-click unsubscribe header.
      expect(message!.text.indexOf(`Danube Lab ${token}`)).toBeGreaterThan(-1);
      expect(message!.text.indexOf(`Ringstrasse Clinic ${token}`)).toBeGreaterThan(
        message!.text.indexOf(`Danube Lab ${token}`),
      );
      const unsubscribe = linkIn(message!, "/alerts/unsubscribe");
      expect(message!.headers["list-unsubscribe"]).toBe(
        `<http://localhost:3000/api/alerts/unsubscribe?token=${unsubscribe}>`,
      );
      const rows = await db.alertQueueItem.findMany({
        where: { subscriptionId: subscriptionOf[name] },
        include: { email: true },
      });
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toMatchObject({
          sentAt: day,
          email: {
            status: "sent",
            dedupeKey: `alert-digest:${subscriptionOf[name]}:${day.toISOString().slice(0, 10)}`,
          },
        });
    }

    // The same day again: nothing is due any more, one query finds that.
    reads.length = 0;
    expect(await sendAlertDigests({ now: day, batchSize: 2, reader })).toMatchObject({ sent: 0 });
    expect(reads.length).toBeLessThanOrEqual(Math.floor(names.length / 2) + 1);
    await settle();
    for (const name of names) expect(digestsTo(name)).toHaveLength(1);
  });
});
