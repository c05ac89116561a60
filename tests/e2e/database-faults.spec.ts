// The database restarts under a steady load of writes (favorites, subscriptions, newsletter sign-ups, tracking
// batches, brand submissions), on a real PostgreSQL (`pg_ctl restart`) and on the embedded PGlite server. Every
// write that was acknowledged (2xx) is in the database exactly once afterwards, every other one was refused with a
// 4xx or a 503 (never a 500, never a hang), and the app recovers by itself. While PostgreSQL is down, cached pages
// are still served and requests that need it answer 503 with Retry-After.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { migrate } from "../../server/db/migrate";
import { seedDemoIfEmpty } from "../../scripts/db/seed-demo";
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db";
import { stop as stopProcess } from "../../scripts/lib/processes";
import { startAppInstance, type AppInstance } from "../support/app-instances";
import { E2E_DB_PORT, E2E_PORT } from "../support/e2e-servers";
import { startTempPostgres } from "../support/postgres";

test.describe.configure({ mode: "serial" });

const APP_PORT = E2E_PORT + 12;
const EMBEDDED_PORT = E2E_DB_PORT + 1;
const LOAD_MS = 9_000;
const RESTART_AT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_MS = 5_000;
const CITIES = ["Berlin", "Munich", "Hamburg", "Vienna", "Paris", "Lyon", "Madrid", "Rome", "Milan", "Amsterdam"];
const CATEGORIES = ["clinics", "labs", "practitioners", "supplements", "wearables"];

type Kind = "favorite" | "subscription" | "newsletter" | "track" | "brand";
type Write = {
  kind: Kind;
  status: number;
  at: number;
  ms: number;
  check: (sql: pg.Pool) => Promise<number>;
  expected: number;
};

let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `198.19.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

async function send(url: string, init: RequestInit & { address?: string; cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.address ?? nextAddress());
  headers.set("origin", new URL(url).origin);
  if (init.body) headers.set("content-type", "application/json");
  if (init.cookie) headers.set("cookie", init.cookie);
  return fetch(url, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

type Listing = { id: string; kind: string };
type Member = { id: string; cookie: string; address: string; favorites: Listing[]; subscriptions: number };

async function signUpMembers(app: AppInstance, sql: pg.Pool, count: number, listings: Listing[]): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const token = randomUUID().slice(0, 8);
    const email = `fault-${token}@example.com`;
    const response = await send(`${app.url}/api/auth/signup`, {
      method: "POST",
      body: JSON.stringify({ email, password: `long enough pass ${token}`, fullName: `Fault ${token}` }),
    });
    expect(response.status, await response.text()).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { rows } = await sql.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    const favorites = listings.filter((_, index) => index % count === i);
    members.push({ id: rows[0]!.id, cookie, address: nextAddress(), favorites, subscriptions: 0 });
  }
  return members;
}

/** One write of the given kind, with a marker that finds it in the database afterwards. */
async function write(app: AppInstance, kind: Kind, member: Member): Promise<Write> {
  const at = performance.now();
  const token = randomUUID();
  const done = (status: number, check: Write["check"], expected = 1): Write => ({
    kind,
    status,
    at,
    ms: performance.now() - at,
    check,
    expected,
  });
  switch (kind) {
    case "favorite": {
      const { id: listingId, kind: itemType } = member.favorites.pop() ?? { id: "none-left", kind: "clinic" };
      const response = await send(`${app.url}/api/favorites`, {
        method: "POST",
        cookie: member.cookie,
        address: member.address,
        body: JSON.stringify({ itemType, itemId: listingId }),
      });
      return done(response.status, async (sql) => {
        const { rows } = await sql.query(`SELECT 1 FROM "Favorite" WHERE "userId" = $1 AND "listingId" = $2`, [
          member.id,
          listingId,
        ]);
        return rows.length;
      });
    }
    case "subscription": {
      const index = member.subscriptions++;
      const location = CITIES[index % CITIES.length]!;
      const category = CATEGORIES[Math.floor(index / CITIES.length) % CATEGORIES.length]!;
      const response = await send(`${app.url}/api/subscriptions`, {
        method: "POST",
        cookie: member.cookie,
        address: member.address,
        body: JSON.stringify({ location, categories: [category] }),
      });
      return done(response.status, async (sql) => {
        const { rows } = await sql.query(
          `SELECT 1 FROM "Subscription" WHERE "userId" = $1 AND location = $2 AND categories = ARRAY[$3]::text[]`,
          [member.id, location, category],
        );
        return rows.length;
      });
    }
    case "newsletter": {
      const email = `fault-news-${token}@example.com`;
      const response = await send(`${app.url}/api/newsletter`, { method: "POST", body: JSON.stringify({ email }) });
      return done(response.status, async (sql) => {
        const { rows } = await sql.query(`SELECT 1 FROM "NewsletterSubscriber" WHERE email = $1`, [email]);
        return rows.length;
      });
    }
    case "track": {
      const pagePath = `/fault/${token}`;
      const event = { type: "pageview", action: "page_view", path: pagePath, sessionId: token };
      const response = await send(`${app.url}/api/track`, {
        method: "POST",
        body: JSON.stringify({ events: [event, { ...event, type: "event", action: "scroll" }, event] }),
      });
      const check = async (sql: pg.Pool) => {
        const { rows } = await sql.query(`SELECT 1 FROM "AnalyticsEvent" WHERE path = $1`, [pagePath]);
        return rows.length;
      };
      return done(response.status, check, 3);
    }
    case "brand": {
      const address = nextAddress();
      const website = `https://fault-${token.slice(0, 12)}.invalid`;
      const captcha = await send(`${app.url}/api/captcha`, { address });
      if (captcha.status !== 200) return done(captcha.status, async () => 0);
      const { token: captchaToken, question } = (await captcha.json()) as { token: string; question: string };
      const [, x, y] = /(\d+) \+ (\d+)/.exec(question) ?? [];
      const response = await send(`${app.url}/api/data/brands`, {
        method: "POST",
        address,
        body: JSON.stringify({
          website,
          category: "supplements",
          captchaToken,
          captchaAnswer: String(Number(x) + Number(y)),
        }),
      });
      return done(response.status, async (sql) => {
        const { rows } = await sql.query(`SELECT 1 FROM "BrandSubmission" WHERE website = $1`, [website]);
        return rows.length;
      });
    }
  }
}

type Scenario = { app: AppInstance; sql: pg.Pool; restart: () => Promise<void>; label: string; workers: number };

async function writesThroughARestart({ app, sql, restart, label, workers }: Scenario) {
  const { rows } = await sql.query<Listing>(`SELECT id, kind FROM "Listing" WHERE status = 'published' ORDER BY id`);
  const members = await signUpMembers(app, sql, workers, rows);
  const kinds: Kind[] = ["favorite", "subscription", "newsletter", "track", "brand"];
  const writes: Write[] = [];
  // One of each first, unhurried: the first place lookup loads the gazetteer, the first of each route compiles.
  for (const kind of kinds) writes.push(await write(app, kind, members[0]!));
  const failures: string[] = [];
  const start = performance.now();
  let restartedAt = Infinity;
  const restarting = new Promise<void>((resolve) => setTimeout(resolve, RESTART_AT_MS)).then(async () => {
    await restart();
    restartedAt = performance.now();
  });
  await Promise.all(
    members.map(async (member, worker) => {
      // Writing goes on until the database has been back for the recovery limit, however long its restart took (a
      // busy machine can take longer than the load period to start PGlite again): only then is recovery measured.
      const writing = () => performance.now() - start < LOAD_MS || performance.now() - restartedAt < RECOVERY_LIMIT_MS;
      for (let i = worker; writing(); i++) {
        const kind = kinds[i % kinds.length]!;
        try {
          writes.push(await write(app, kind, member));
        } catch (error) {
          failures.push(`${kind}: ${String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  await restarting;

  const acknowledged = writes.filter((w) => w.status >= 200 && w.status < 300);
  const refused = writes.filter((w) => !(w.status >= 200 && w.status < 300));
  const unavailable = refused.filter((w) => w.status === 503);
  const counts = await Promise.all(acknowledged.map((w) => w.check(sql)));
  const lost = acknowledged.filter((w, i) => counts[i]! < w.expected);
  const duplicated = acknowledged.filter((w, i) => counts[i]! > w.expected);
  const firstAfter = acknowledged.filter((w) => w.at >= restartedAt).map((w) => w.at - restartedAt);
  const recoveryMs = firstAfter.length ? Math.min(...firstAfter) : Infinity;
  console.log(
    `[database-faults] ${label}: ${writes.length} writes, acknowledged ${acknowledged.length}, refused ${refused.length} ` +
      `(503: ${unavailable.length}, other 4xx: ${refused.length - unavailable.length}), lost ${lost.length}, ` +
      `duplicated ${duplicated.length}, network errors ${failures.length}; first acknowledged write ` +
      `${recoveryMs.toFixed(0)} ms after the database was back; mean ms per kind ` +
      kinds
        .map((kind) => {
          const own = writes.filter((w) => w.kind === kind);
          return `${kind} ${(own.reduce((sum, w) => sum + w.ms, 0) / Math.max(1, own.length)).toFixed(0)}`;
        })
        .join(", "),
  );
  expect(failures, "no request failed or hung").toEqual([]);
  expect(refused.filter((w) => w.status >= 500 && w.status !== 503).map((w) => `${w.kind} ${w.status}`)).toEqual([]);
  expect(lost.map((w) => w.kind)).toEqual([]);
  expect(duplicated.map((w) => w.kind)).toEqual([]);
  expect(new Set(acknowledged.map((w) => w.kind))).toEqual(new Set(kinds));
  expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
  return members[0]!.cookie;
}

test("PostgreSQL restarted under writes: nothing acknowledged is lost or doubled, nothing else is a 500", async () => {
  test.setTimeout(240_000);
  // Durable settings: an acknowledged commit must survive the restart for the right reason.
  const database = await startTempPostgres({ fast: false });
  const sql = new pg.Pool({ connectionString: database.url, max: 4 });
  // Idle connections are cut by the restart; the pool reconnects for the checks.
  sql.on("error", () => {});
  let app: AppInstance | undefined;
  try {
    await migrate(database.url, { quiet: true });
    await seedDemoIfEmpty(database.url);
    app = await startAppInstance({
      port: APP_PORT,
      databaseUrl: database.url,
      outboxDir: mkdtempSync(path.join(tmpdir(), "fault-outbox-")),
    });
    const memberCookie = await writesThroughARestart({
      app,
      sql,
      restart: database.restart,
      label: "PostgreSQL (pg_ctl restart -m fast)",
      workers: 5,
    });

    // Down for a while: cached pages are still served, everything needing the database answers 503 in time.
    const cached = "/clinic/buchinger-wilhelmi-lake-constance";
    expect((await send(`${app.url}${cached}`)).status).toBe(200);
    await sql.end();
    await database.halt();
    const downAt = performance.now();
    expect((await send(`${app.url}${cached}`)).status).toBe(200);
    const health = await send(`${app.url}/api/health`);
    expect(health.status).toBe(503);
    const signUp = await send(`${app.url}/api/newsletter`, {
      method: "POST",
      body: JSON.stringify({ email: `down-${randomUUID()}@example.com` }),
    });
    expect(signUp.status).toBe(503);
    expect(Number(signUp.headers.get("retry-after"))).toBeGreaterThan(0);
    const member = await send(`${app.url}/home`, { cookie: memberCookie });
    expect(member.status).toBe(503);
    expect(member.headers.get("retry-after")).toBeTruthy();
    const search = await send(`${app.url}/directory?search=${randomUUID().slice(0, 8)}`);
    expect(search.status).toBe(503);
    expect(performance.now() - downAt).toBeLessThan(REQUEST_TIMEOUT_MS);

    await database.resume();
    const backAt = performance.now();
    await expect
      .poll(async () => (await send(`${app!.url}/api/health`)).status, { timeout: RECOVERY_LIMIT_MS, intervals: [100] })
      .toBe(200);
    console.log(
      `[database-faults] PostgreSQL stopped and started: healthy ${(performance.now() - backAt).toFixed(0)} ms after`,
    );
  } finally {
    await app?.stop();
    await sql.end().catch(() => {});
    await database.stop();
  }
});

test("the embedded PGlite server restarted under writes: nothing acknowledged is lost or doubled", async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), "fault-pglite-"));
  const dataDir = path.join(dir, "data");
  let embedded: EmbeddedDb = await startEmbeddedDb(dataDir, EMBEDDED_PORT);
  const sql = new pg.Pool({ connectionString: embedded.url, max: 1 });
  sql.on("error", () => {});
  let app: AppInstance | undefined;
  try {
    await migrate(embedded.url, { quiet: true });
    await seedDemoIfEmpty(embedded.url);
    app = await startAppInstance({
      port: APP_PORT,
      databaseUrl: embedded.url,
      outboxDir: path.join(dir, "outbox"),
      // PGlite is one connection behind a multiplexer, as npm start sets it.
      env: { DATABASE_POOL_SIZE: "1" },
    });
    const restart = async () => {
      await stopProcess(embedded.process);
      embedded = await startEmbeddedDb(dataDir, EMBEDDED_PORT);
    };
    // PGlite is one backend behind one pooled connection: fewer writers keep each request's wait reasonable.
    await writesThroughARestart({ app, sql, restart, label: "PGlite (pglite-server stopped and started)", workers: 3 });
  } finally {
    await app?.stop();
    await sql.end().catch(() => {});
    await stopProcess(embedded.process);
    rmSync(dir, { recursive: true, force: true });
  }
});
