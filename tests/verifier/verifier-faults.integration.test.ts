// The verifier's run against faults, on a PostgreSQL of its own (it is stopped and started): a worker process
// killed mid-host, and the database going away mid-run. Either way the host's claim stays in the database, so no
// other worker checks that site meanwhile; once the claim expires the host is resumed where it stopped; every
// listing is checked and counted once and no proposal is doubled.
import { spawn, type ChildProcess } from "node:child_process";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate";
import { postgresAvailable, startTempPostgres, type TempPostgres } from "../support/postgres";
import { html, startSite, testClock, type TestSite } from "./test-sites";

const available = postgresAvailable();
let database: TempPostgres | null = null;
if (available) {
  database = await startTempPostgres();
  await migrate(database.url, { quiet: true });
  // This file's server modules use that database (imported only now, so their client reads it).
  process.env.DATABASE_URL = database.url;
}
const { db } = await import("@/server/db/client");
const { stopVerifierQueue } = await import("@/server/verifier");
const { workVerifierQueue } = await import("@/server/verifier/run");
const { createListings } = await import("../support/listing-fixtures");

const clock = testClock(Date.now());
const realClock = { now: () => Date.now() };
const sites: TestSite[] = [];

beforeAll(async () => {
  if (!available) return;
  for (let i = 0; i < 2; i += 1) sites.push(await startSite(realClock));
});

afterAll(async () => {
  await stopVerifierQueue();
  await db.$disconnect();
  for (const site of sites) await site.close();
  await database?.stop();
});

const page = (name: string) =>
  html(`<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"${name}","telephone":"+49 30 555 0100"}</script>
</head><body>${name}</body></html>`);

/** A page that does not answer until released: the worker is caught in the middle of a host. */
function heldPage(site: TestSite, path: string, name: string) {
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  let held: ServerResponse | null = null;
  let first = true;
  site.routes.set(path, (req, res) => {
    if (!first) return page(name)(req, res);
    first = false;
    held = res;
    requested();
  });
  return {
    seen,
    release: () => {
      if (held && !held.destroyed) page(name)({} as never, held);
    },
  };
}

type Worker = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

function startWorker(): Worker {
  const child = spawn("npx", ["tsx", "tests/verifier/fault-worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database!.url,
      NODE_ENV: "test",
      // Its log is kept for a failure's message (vitest's own variable would silence it).
      VITEST: "",
      LOG_LEVEL: "warn",
      VERIFIER_TEST_PORTS: sites.map((site) => site.port).join(","),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npx, tsx and the script's node are killed together.
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))), output: () => output };
}

/** The held page's request, or the worker's own output when it ended before asking for it. */
async function reached(held: { seen: Promise<void> }, worker: Worker): Promise<void> {
  const early = worker.exited.then((code) => {
    throw new Error(`the worker exited (${code}) before the held page:\n${worker.output().slice(-3000)}`);
  });
  await Promise.race([held.seen, early]);
}

const fetchOptions = () => ({
  policy: { allowedEndpoints: sites.map((site) => ({ address: "127.0.0.1", port: site.port })) },
  resolver: async () => [{ address: "127.0.0.1", family: 4 as const }],
  timeoutMs: 3_000,
});

/** Another worker's drain, in this process (its waits on the test clock). */
const drain = () => workVerifierQueue({ concurrency: 2, clock, fetch: fetchOptions() });

// The claim of a dead worker expires after 15 minutes and its retry waits a minute: the test moves the job's
// times back in the database rather than waiting (pg-boss compares them with the database's clock).
async function expireClaims(): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE pgboss.job SET started_on = started_on - interval '1 hour' WHERE name = 'verify-site' AND state = 'active'`,
  );
  await drain();
  await db.$executeRawUnsafe(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'verify-site' AND state = 'retry'`,
  );
}

async function seed(site: TestSite, host: string, paths: string[]) {
  // Earlier tests' listings are checked: only these are due.
  return createListings(
    paths.map((path) => ({
      kind: "clinic" as const,
      name: `Fault Clinic ${path}`,
      website: `${site.origin(host)}${path}`,
      phone: "+49 30 000 0000",
    })),
  );
}

async function expectEachCheckedOnce(ids: string[], runDone: number) {
  const checks = await db.listingWebsiteCheck.findMany({ where: { listingId: { in: ids } } });
  expect(checks.map((check) => check.outcome).sort()).toEqual(ids.map(() => "reachable"));
  const proposals = await db.listingProposal.groupBy({
    by: ["listingId", "field"],
    where: { listingId: { in: ids }, status: "pending" },
    _count: true,
  });
  expect(proposals.map((row) => [row.field, row._count])).toEqual(ids.map(() => ["phone", 1]));
  const run = await db.verifierRun.findFirstOrThrow({ orderBy: { startedAt: "desc" } });
  expect([run.done, run.due, run.status]).toEqual([runDone, runDone, "finished"]);
}

const requestsTo = (site: TestSite, path: string) => site.log.filter((entry) => entry.path === path).length;

describe.skipIf(!available)("the verifier's run, when faults happen", () => {
  it("resumes a killed worker's host where it stopped, never while its claim holds", async () => {
    const [site, other] = sites as [TestSite, TestSite];
    const rows = [...(await seed(site, "killed", ["/a", "/b", "/c"])), ...(await seed(other, "other", ["/x"]))];
    for (const path of ["/a", "/c"]) site.routes.set(path, page(`Fault Clinic ${path}`));
    other.routes.set("/x", page("Fault Clinic /x"));
    const held = heldPage(site, "/b", "Fault Clinic /b");

    const worker = startWorker();
    await reached(held, worker);
    // The other host is done first (one request a second on each host), so only /b's host is cut short.
    await expect.poll(() => db.listingWebsiteCheck.count({ where: { listingId: rows[3]!.id } })).toBe(1);
    process.kill(-worker.child.pid!, "SIGKILL");
    await worker.exited;
    held.release();
    expect(await db.listingWebsiteCheck.count({ where: { listingId: rows[0]!.id } })).toBe(1);

    // The dead worker's claim holds: another drain never visits that site meanwhile (it checks the other host).
    const before = site.log.length;
    await drain();
    expect(site.log.length).toBe(before);
    expect(requestsTo(other, "/x")).toBe(1);

    await expireClaims();
    await drain();
    // Resumed at /b: /a was checked before the kill and is not fetched again.
    expect([requestsTo(site, "/a"), requestsTo(site, "/b"), requestsTo(site, "/c")]).toEqual([1, 2, 1]);
    expect(site.log.every((entry) => entry.inFlight === 1)).toBe(true);
    await expectEachCheckedOnce(
      rows.map((row) => row.id),
      4,
    );
  }, 120_000);

  it("loses and doubles nothing when the database goes away mid-run and comes back", async () => {
    const site = sites[0]!;
    site.log.length = 0;
    const rows = await seed(site, "restart", ["/p", "/q", "/r"]);
    for (const path of ["/p", "/r"]) site.routes.set(path, page(`Fault Clinic ${path}`));
    const held = heldPage(site, "/q", "Fault Clinic /q");

    const worker = startWorker();
    await reached(held, worker);
    // The database stops while the worker waits for /q, so recording that check fails; the worker gives up.
    await database!.halt();
    held.release();
    await worker.exited;
    await database!.resume();

    await expireClaims();
    await drain();
    expect(requestsTo(site, "/p")).toBe(1);
    expect(requestsTo(site, "/r")).toBe(1);
    expect(site.log.every((entry) => entry.inFlight === 1)).toBe(true);
    await expectEachCheckedOnce(
      rows.map((row) => row.id),
      3,
    );
  }, 120_000);
});
