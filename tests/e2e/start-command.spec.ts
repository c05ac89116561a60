// `npm start` (scripts/start.ts) end to end: the Playwright webServer is that command on an empty data
// folder, and the restart test runs it twice more on its own folder to prove data and sessions survive a Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RESTART_PORT = 3102;
const RESTART_DB_PORT = 5545;
const RESTART_DB_DIR = ".tmp/e2e-restart";
const MARKER_ID = "e2e-restart-marker";
const APP_URL = `http://127.0.0.1:${RESTART_PORT}`;

type Health = { status: string; listings: number };

test("npm start on an empty data folder comes up with the demo data", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const health = (await response.json()) as Health;
  expect(health.status).toBe("ok");
  expect(health.listings).toBeGreaterThan(150);
});

type App = {
  child: ChildProcess;
  log: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function startApp(): App {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(RESTART_PORT),
    EMBEDDED_DB_DIR: RESTART_DB_DIR,
    EMBEDDED_DB_PORT: String(RESTART_DB_PORT),
    // Another data folder makes the build stale; rebuilding would replace .next under the suite's running servers.
    START_REUSE_BUILD: "true",
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_POOL_SIZE;
  // Its own process group, so SIGINT reaches every process in it, exactly like Ctrl-C in a terminal.
  const child = spawn("npx", ["tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, log: () => output, exit };
}

async function waitForHealth(app: App, timeoutMs: number): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void app.exit.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm start exited before it was healthy:\n${app.log()}`);
    try {
      const response = await fetch(`${APP_URL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return (await response.json()) as Health;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`/api/health not ready after ${timeoutMs} ms:\n${app.log()}`);
}

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, pgrp, ...]; undefined when gone. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  const state = procStat(pid)?.[0];
  // A zombie has exited; only its parent has not collected it yet.
  return state !== undefined && state !== "Z";
}

/** Live processes in a process group (Linux /proc). */
function groupPids(pgid: number): number[] {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => procStat(pid)?.[2] === String(pgid) && alive(pid));
}

/** pglite-server processes serving the restart test's port (Linux /proc). */
function pgliteServerPids(): number[] {
  if (!existsSync("/proc")) return [];
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
    } catch {
      continue;
    }
    const isServer = args.some(
      (a) => a.endsWith("pglite-server") || a.endsWith("pglite-socket/dist/scripts/server.js"),
    );
    if (isServer && args.includes(String(RESTART_DB_PORT)) && alive(Number(entry))) pids.push(Number(entry));
  }
  return pids;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });
}

/**
 * Ctrl-C: SIGINT to the whole process group, then wait until `npx` has exited and every process it
 * started (tsx, start.ts, next, pglite-server) is gone. Resolves with the exit and how long it took.
 */
async function interrupt(app: App, timeoutMs: number) {
  const pgid = app.child.pid as number;
  const started = Date.now();
  process.kill(-pgid, "SIGINT");
  const exit = await Promise.race([app.exit, new Promise<null>((r) => setTimeout(() => r(null), timeoutMs))]);
  while (groupPids(pgid).length > 0 && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 100));
  return { exit, left: groupPids(pgid), ms: Date.now() - started };
}

function killGroup(app: App | undefined) {
  if (!app?.child.pid || app.child.exitCode !== null || app.child.signalCode !== null) return;
  try {
    process.kill(-app.child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${RESTART_DB_PORT}/postgres`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

test.describe("npm start a second time on the same data folder", () => {
  let app: App | undefined;

  test.afterEach(() => {
    killGroup(app);
    for (const pid of pgliteServerPids()) process.kill(pid, "SIGKILL");
  });

  test("keeps the data and shuts down cleanly on SIGINT", async () => {
    test.setTimeout(600_000);
    expect(await portFree(RESTART_PORT), `port ${RESTART_PORT} is in use`).toBe(true);
    expect(await portFree(RESTART_DB_PORT), `port ${RESTART_DB_PORT} is in use`).toBe(true);
    rmSync(path.join(ROOT, RESTART_DB_DIR), { recursive: true, force: true });

    // First start: empty folder → migrations + demo data. Then a write of our own that must survive.
    app = startApp();
    const seeded = await waitForHealth(app, 300_000);
    expect(seeded.status).toBe("ok");
    const [dbPid] = pgliteServerPids();
    expect(dbPid, "pglite-server child while running").toBeDefined();
    await withDb((db) =>
      db.query(
        `INSERT INTO "Listing" (id, kind, slug, name, status, "updatedAt") VALUES ($1, 'brand', $1, 'E2E Restart Marker', 'published', now())`,
        [MARKER_ID],
      ),
    );
    const before = await waitForHealth(app, 10_000);
    expect(before.listings).toBe(seeded.listings + 1);
    // A member signed in before the restart stays signed in after it (the session and its secret are kept).
    const member = {
      email: `restart-${Date.now()}@example.com`,
      password: "long enough restart pass",
      fullName: "Restart Member",
    };
    const signUp = await fetch(`${APP_URL}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(member),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const sessionCookie = signUp.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const currentUser = () => fetch(`${APP_URL}/api/auth/user`, { headers: { cookie: sessionCookie } });
    expect((await currentUser()).status).toBe(200);

    const first = await interrupt(app, 20_000);
    expect(first.exit, `exit within 20 s of SIGINT:\n${app.log()}`).not.toBeNull();
    expect(first.left, `processes still running 20 s after SIGINT:\n${app.log()}`).toEqual([]);
    // Ctrl-C: npm exits by the signal itself (or 0/130 when it handles it); never an error code.
    expect([0, 130, "SIGINT"], `exit after SIGINT:\n${app.log()}`).toContain(first.exit?.signal ?? first.exit?.code);
    expect(alive(dbPid as number), "pglite-server is gone after exit").toBe(false);
    expect(pgliteServerPids()).toEqual([]);
    expect(await portFree(RESTART_PORT)).toBe(true);
    expect(await portFree(RESTART_DB_PORT)).toBe(true);

    // Second start on the same folder: nothing re-seeded, our row still there.
    app = startApp();
    const after = await waitForHealth(app, 300_000);
    expect(after.listings).toBe(before.listings);
    const marker = await withDb((db) => db.query(`SELECT name FROM "Listing" WHERE id = $1`, [MARKER_ID]));
    expect(marker.rows).toEqual([{ name: "E2E Restart Marker" }]);
    const afterRestart = await currentUser();
    expect(afterRestart.status).toBe(200);
    expect(((await afterRestart.json()) as { email: string }).email).toBe(member.email);

    const second = await interrupt(app, 20_000);
    expect(second.exit, `second exit within 20 s of SIGINT:\n${app.log()}`).not.toBeNull();
    expect(second.left).toEqual([]);
    expect(pgliteServerPids()).toEqual([]);
  });
});
