// `npm run bench`: temp PostgreSQL + demo set + N synthetic listings, `next start` on a private copy of
// the production build (see build.ts), autocannon throughput per target, Lighthouse per page template,
// EXPLAIN per query shape. Prints figures only; it never asserts targets. Flags: see USAGE.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { measure, warm, type ThroughputRow, type WarmResult } from "./autocannon-runner";
import { ensureBuild, ROOT, snapshotBuild } from "./build";
import { cleanupAll, installExitHandlers, shuttingDown } from "./cleanup";
import { explainShapes, type ExplainRow } from "./explain";
import { auditTemplate, launchBrowser, type LighthouseRow } from "./lighthouse-runner";
import { QUERY_SHAPES } from "./query-shapes";
import { explainTable, lighthouseTable, throughputTable, writeResults } from "./report";
import { seedDatabase, type SeedReport } from "./seed";
import { soak, soakListings, soakTable, type SoakPage } from "./soak";
import {
  REFERENCE_DYNAMIC,
  REFERENCE_DYNAMIC_STACK,
  REFERENCE_STATIC,
  lighthouseFloors,
  onNextStart,
  targetsTable,
  weightTable,
} from "./floors";
import { buildReferenceApp } from "./reference-app";
import { appEnv, startCeilingServer, startNextServer, type RunningServer } from "./server";
import { benchAdminPassword, openSessions, type BenchSessions } from "./sessions";
import { weighPage, type WeightRow } from "./weights";
import { claimTarget, compareTargets, detailTargets, routeCacheTargets, TARGETS, type Target } from "./targets";
import { startTempPostgres } from "./temp-postgres";
import { savedSearchBench } from "./saved-searches";
import { verifierBench } from "./verifier";
import { formatBytes, formatDuration, freePort, log } from "./util";

const USAGE = `npm run bench -- [--count N] [--duration S] [--connections 10,50] [--only TEXT]
                       [--skip-lighthouse] [--lighthouse-runs N] [--explain] [--no-build] [--soak-minutes N] [--weights-only]
                       [--verifier [--verifier-listings N] [--verifier-hosts N] [--verifier-concurrency N]]
                       [--saved-searches [--saved-search-count N] [--saved-search-listings N]]
  --count N          synthetic listings to seed (default 100000)
  --duration S       seconds per autocannon run (default 10)
  --connections L    comma-separated concurrency levels (default 10,50)
  --only TEXT        measure only targets / query shapes whose name or path contains TEXT (or one of TEXT,TEXT…)
  --skip-lighthouse  no Lighthouse audits
  --lighthouse-runs  Lighthouse runs per template; the median is reported (default 3)
  --explain          only seed and run EXPLAIN for QUERY_SHAPES (scripts/bench/query-shapes.ts)
  --no-build         use the existing .next build even when sources changed since (e.g. while the tree does not build)
  --weights-only     only the page weights (HTML bytes against the 64 KB limit, JS): no throughput, no Lighthouse
  --soak-minutes N   instead of the other phases, N minutes of mixed traffic on one server (30 for the target):
                     three cached pages' throughput at the start and every 5 minutes (--duration s each), RSS every 10 s
  --verifier         instead of the other phases, one website-verifier pass over --verifier-listings (default 10000)
                     listings on --verifier-hosts (default 500) local test hosts, --verifier-concurrency (default 16)
                     hosts side by side: sites per second, peak RSS, and whether any host saw two requests closer
                     than its crawl delay
  --saved-searches   instead of the other phases, the saved-search alert job over --saved-search-count (default
                     100000) saved searches and --saved-search-listings (default 1000) new listings: its run time,
                     and whether exactly one email went to each due saved search with matches (none to the rest)`;

const OUT_DIR = path.join(ROOT, ".bench");
const COOL_DOWN_MS = 2_000;
const WARM_UP_S = 3;

type Options = ReturnType<typeof options>;

function options() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "100000" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10,50" },
      only: { type: "string" },
      "skip-lighthouse": { type: "boolean", default: false },
      "lighthouse-runs": { type: "string", default: "3" },
      explain: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      "soak-minutes": { type: "string", default: "0" },
      "weights-only": { type: "boolean", default: false },
      verifier: { type: "boolean", default: false },
      "verifier-listings": { type: "string", default: "10000" },
      "verifier-hosts": { type: "string", default: "500" },
      "verifier-concurrency": { type: "string", default: "16" },
      "saved-searches": { type: "boolean", default: false },
      "saved-search-count": { type: "string", default: "100000" },
      "saved-search-listings": { type: "string", default: "1000" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const int = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min} (got "${raw}")`);
    return n;
  };
  return {
    help: values.help,
    count: int("count", values.count, 0),
    duration: int("duration", values.duration, 1),
    connections: values.connections.split(",").map((c) => int("connections", c.trim(), 1)),
    only: values.only ? values.only.toLowerCase().split(",").filter(Boolean) : undefined,
    skipLighthouse: values["skip-lighthouse"],
    lighthouseRuns: int("lighthouse-runs", values["lighthouse-runs"], 1),
    explainOnly: values.explain,
    build: !values["no-build"],
    soakMinutes: int("soak-minutes", values["soak-minutes"], 0),
    weightsOnly: values["weights-only"],
    verifier: values.verifier
      ? {
          listings: int("verifier-listings", values["verifier-listings"], 1),
          hosts: int("verifier-hosts", values["verifier-hosts"], 1),
          concurrency: int("verifier-concurrency", values["verifier-concurrency"], 1),
        }
      : null,
    savedSearches: values["saved-searches"]
      ? {
          searches: int("saved-search-count", values["saved-search-count"], 1),
          listings: int("saved-search-listings", values["saved-search-listings"], 1),
        }
      : null,
  };
}

type Servers = {
  ceiling: RunningServer;
  reference: RunningServer;
  referenceStack: RunningServer;
  app: RunningServer;
  /** Bare `next start` on the same build snapshot and database: what npm start's server is read against. */
  nextStart: RunningServer;
  logs: Record<string, string>;
  sessions: BenchSessions;
};

const REFERENCE_TARGETS: Target[] = [
  { name: REFERENCE_STATIC, path: "/", kind: "page", template: REFERENCE_STATIC },
  { name: REFERENCE_DYNAMIC, path: "/dynamic", kind: "page" },
];
/** The app's resident memory under the bench's load may not pass this. */
const MAX_APP_RSS_BYTES = 512 * 1024 * 1024;

/** Served by the reference app built in this stack's mode (Cache Components + nonce Proxy). */
const REFERENCE_STACK_TARGETS: Target[] = [{ name: REFERENCE_DYNAMIC_STACK, path: "/dynamic", kind: "page" }];

/** `next start` on the seeded database (building first when the build is stale), with its sessions. */
async function startApp(databaseUrl: string, stamp: string, build: boolean) {
  const port = await freePort();
  const admin = await benchAdminPassword();
  // The bench's API key may call as fast as the bench measures: every call is still looked up and counted, only
  // against a limit no run reaches (anonymous calls keep theirs).
  const env = appEnv(databaseUrl, `http://127.0.0.1:${port}`, {
    ADMIN_PASSWORD_HASH: admin.hash,
    API_KEY_CALLS_PER_MINUTE: "10000000",
  });
  if (build) await ensureBuild(env);
  else log("--no-build: using the existing .next build as it is");
  const appDir = await snapshotBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const logFile = path.join(OUT_DIR, `next-${stamp}.log`);
  log(`starting next start on port ${port} (log ${path.relative(ROOT, logFile)})`);
  const app = await startNextServer(appDir, env, port, logFile);
  const sessions = await openSessions(app.baseUrl, admin.password, databaseUrl);
  return { app, sessions, logFile, appDir, env };
}

/** Ceiling, the empty apps and `next start` on the seeded database. All stop on exit. */
async function startServers(databaseUrl: string, stamp: string, build: boolean): Promise<Servers> {
  const { app, sessions, logFile, appDir, env } = await startApp(databaseUrl, stamp, build);
  const logs = {
    next: logFile,
    nextStart: path.join(OUT_DIR, `next-start-${stamp}.log`),
    ceiling: path.join(OUT_DIR, `ceiling-${stamp}.log`),
    reference: path.join(OUT_DIR, `reference-${stamp}.log`),
    referenceStack: path.join(OUT_DIR, `reference-stack-${stamp}.log`),
  };
  const ceiling = await startCeilingServer(logs.ceiling);
  const referenceEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const reference = await startNextServer(
    await buildReferenceApp("defaults"),
    referenceEnv,
    await freePort(),
    logs.reference,
  );
  const referenceStack = await startNextServer(
    await buildReferenceApp("cache-components"),
    referenceEnv,
    await freePort(),
    logs.referenceStack,
  );
  const nextStartPort = await freePort();
  // The same environment as npm start's server (its SITE_URL too): the two differ only in how they were started.
  const nextStart = await startNextServer(appDir, env, nextStartPort, logs.nextStart, "next start");
  return { ceiling, reference, referenceStack, app, nextStart, logs, sessions };
}

/** A server that died mid-run would turn every following row into connection errors: stop instead. */
function assertRunning(server: RunningServer) {
  const reason = server.exitReason();
  if (reason) throw new Error(reason);
}

const RSS_SAMPLE_MS = 500;
const CEILING = "node:http serving 20 KB";

type Run = { target: Target; server: RunningServer; headers: Record<string, string> };

/** Warms every URL once, then per target a 3 s unmeasured load and autocannon at each concurrency level: the ceiling and the empty apps first, then the targets in order, then the empty apps again. */
async function throughputPhase(servers: Servers, targets: Target[], opts: Options) {
  const emptyApps: Run[] = [
    ...REFERENCE_TARGETS.map((target) => ({ target, server: servers.reference, headers: {} })),
    ...REFERENCE_STACK_TARGETS.map((target) => ({ target, server: servers.referenceStack, headers: {} })),
  ];
  const runs: Run[] = [
    { target: { name: CEILING, path: "/", kind: "page" }, server: servers.ceiling, headers: {} },
    ...emptyApps,
    ...targets.flatMap((target) => [
      { target, server: servers.app, headers: target.session ? servers.sessions[target.session] : {} },
      // Right after npm start's run, so both read the machine in the same minute.
      ...(target.nextStartTwin
        ? [{ target: { ...target, name: onNextStart(target.name) }, server: servers.nextStart, headers: {} }]
        : []),
    ]),
  ];
  const warmup: Record<string, WarmResult> = {};
  for (const { target, server, headers } of runs) {
    const result = await warm(`${server.baseUrl}${target.path}`, target.kind, headers);
    warmup[target.name] = result;
    log(`warm ${target.name.padEnd(28)} ${result.status ?? result.error} in ${Math.round(result.ms)} ms`);
    assertRunning(server);
  }
  const rows: ThroughputRow[] = [];
  for (const run of runs) rows.push(...(await measureRun(run, opts)));
  // The machine's speed drifts over a run this long (the same empty page can vary by more than a third between
  // minutes on a shared VM): the empty apps are measured again at the end, and the floors read against both passes' mean.
  for (const run of emptyApps) {
    rows.push(...(await measureRun(run, opts)).map((row) => ({ ...row, pass: "end" as const })));
  }
  return { warmup, rows };
}

/** An unmeasured load, then autocannon at each concurrency level. */
async function measureRun({ target, server, headers }: Run, opts: Options): Promise<ThroughputRow[]> {
  // The unmeasured load first: the figures are for a warmed-up server (JIT-compiled paths, filled caches), as in production.
  assertRunning(server);
  await measure(target.name, `${server.baseUrl}${target.path}`, target.kind, {
    connections: opts.connections[0] ?? 10,
    durationS: WARM_UP_S,
    headers,
  });
  const rows: ThroughputRow[] = [];
  for (const connections of opts.connections) {
    assertRunning(server);
    log(`autocannon ${target.name} c=${connections} ${opts.duration}s`);
    let rssPeakBytes = 0;
    const sampler = setInterval(() => (rssPeakBytes = Math.max(rssPeakBytes, server.rssBytes())), RSS_SAMPLE_MS);
    try {
      const row = await measure(target.name, `${server.baseUrl}${target.path}`, target.kind, {
        connections,
        durationS: opts.duration,
        headers,
      });
      rows.push({ ...row, rssPeakBytes });
    } finally {
      clearInterval(sampler);
    }
    // Requests still in flight when a run ends keep the server busy; let them drain before the next row.
    await new Promise((r) => setTimeout(r, COOL_DOWN_MS));
  }
  return rows;
}

/** HTML and JS weight of each template, beside the empty app's static page. */
async function weightPhase(servers: Servers, targets: Target[]): Promise<WeightRow[]> {
  const rows = [await weighPage(REFERENCE_STATIC, `${servers.reference.baseUrl}/`)];
  for (const target of targets.filter((t) => t.kind === "page" && t.template))
    rows.push(
      await weighPage(target.template ?? target.name, `${servers.app.baseUrl}${target.path}`, target.htmlBudgetBytes),
    );
  return rows;
}

/** Lighthouse on each page target that stands for a template, in one Chromium. */
async function lighthousePhase(servers: Servers, targets: Target[], opts: Options): Promise<LighthouseRow[]> {
  const templates = targets.filter((t) => t.kind === "page" && t.template);
  if (opts.skipLighthouse || templates.length === 0) return [];
  const browser = await launchBrowser();
  const rows: LighthouseRow[] = [
    await auditTemplate(browser, REFERENCE_TARGETS[0]!, servers.reference.baseUrl, opts.lighthouseRuns),
  ];
  for (const target of templates) {
    assertRunning(servers.app);
    rows.push(await auditTemplate(browser, target, servers.app.baseUrl, opts.lighthouseRuns));
  }
  await browser.kill();
  return rows;
}

/** The commit measured, marked when the tree had uncommitted changes. */
function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return "unknown";
  }
}

function summary(seed: SeedReport, missingKinds: string[], throughput: ThroughputRow[]): string[] {
  const cpus = os.cpus().length;
  const seedMs = seed.migrateMs + seed.seedDemoMs + seed.seedSyntheticMs + seed.analyzeMs;
  const loads = throughput.map((r) => r.loadAvgBefore);
  const lines = [
    `commit: ${commit()}   load average (1 min): ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ")} now (1 / 5 / 15 min)${
      loads.length ? `, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} before the measured runs` : ""
    }`,
    `machine: ${cpus} CPUs, ${formatBytes(os.totalmem())} RAM, Node ${process.version}`,
    `database: ${seed.listings.toLocaleString("en")} listings (demo ${seed.demoListings}, synthetic ${seed.syntheticInserted.toLocaleString("en")}); ` +
      `size ${formatBytes(seed.databaseBytes)} (Listing incl. indexes ${formatBytes(seed.listingTableBytes)})`,
    `seeding: ${formatDuration(seedMs)} (migrate ${formatDuration(seed.migrateMs)}, demo ${formatDuration(seed.seedDemoMs)}, ` +
      `synthetic ${formatDuration(seed.seedSyntheticMs)}, VACUUM ANALYZE ${formatDuration(seed.analyzeMs)})`,
  ];
  // The bench alone keeps roughly one process per CPU busy (server, autocannon, database); far above that is other work.
  const busiest = Math.max(0, ...throughput.map((r) => r.loadAvgBefore));
  if (busiest > cpus * 2)
    lines.push(
      `warning: 1-min load average reached ${busiest.toFixed(1)} on ${cpus} CPUs before a measured run; other processes were busy, figures are noisy`,
    );
  if (missingKinds.length) lines.push(`no published listing for detail kinds: ${missingKinds.join(", ")}`);
  return lines;
}

async function main() {
  const opts = options();
  if (opts.help) return console.log(USAGE);
  process.chdir(ROOT);
  installExitHandlers();
  if (opts.verifier) return verifierBench(opts.verifier);
  if (opts.savedSearches) return savedSearchBench(opts.savedSearches);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const matches = (...texts: string[]) =>
    !opts.only || texts.some((t) => opts.only?.some((only) => t.toLowerCase().includes(only)));

  log("starting temporary PostgreSQL");
  const db = await startTempPostgres();
  const seed = await seedDatabase(db.url, opts.count);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const details = await detailTargets(client);
  const comparisons = await compareTargets(client);
  const claim = await claimTarget(client);
  const routeCache = await routeCacheTargets(client);
  const shapes = QUERY_SHAPES.filter((s) => matches(s.name));
  const explain: ExplainRow[] = shapes.length ? await explainShapes(client, shapes) : [];
  const listings = opts.soakMinutes ? await soakListings(client) : [];
  await client.end();

  if (opts.soakMinutes) {
    const { app, sessions, logFile } = await startApp(db.url, stamp, opts.build);
    const clinic = details.targets.find((t) => t.name === "clinic detail");
    const pages: SoakPage[] = [
      { name: "home", path: "/" },
      ...(clinic ? [{ name: "clinic detail", path: clinic.path }] : []),
      { name: "directory category", path: "/directory?category=clinics" },
    ];
    log(`soak: ${opts.soakMinutes} min of mixed traffic over ${listings.length} listings in six languages`);
    const report = await soak(app, {
      minutes: opts.soakMinutes,
      pages,
      listings,
      sessions,
      probeSeconds: opts.duration,
    });
    console.log(
      `Soak (${opts.soakMinutes} min; c=10, ${opts.duration} s per reading)\n${soakTable(report, MAX_APP_RSS_BYTES)}`,
    );
    const file = writeResults(OUT_DIR, stamp, {
      startedAt: stamp,
      options: opts,
      seed,
      soak: report,
      logs: { next: logFile },
    });
    console.log(`\nresults: ${path.relative(ROOT, file)}   server log: ${path.relative(ROOT, logFile)}`);
    return;
  }

  let throughput: { warmup: Record<string, WarmResult>; rows: ThroughputRow[] } = { warmup: {}, rows: [] };
  let lighthouseRows: LighthouseRow[] = [];
  let weights: WeightRow[] = [];
  let targets: Target[] = [];
  let logs: Record<string, string> = {};
  let peakRss = 0;
  if (!opts.explainOnly) {
    const app = await startServers(db.url, stamp, opts.build);
    logs = app.logs;
    targets = [...TARGETS, ...details.targets, ...comparisons, ...claim, ...routeCache].filter((t) =>
      matches(t.name, t.path),
    );
    weights = await weightPhase(app, targets);
    const measured = opts.weightsOnly ? [] : targets.filter((target) => !target.weightOnly);
    if (measured.length) {
      // The app's resident memory under the throughput runs' load, sampled twice a second.
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, app.app.rssBytes())), RSS_SAMPLE_MS);
      try {
        throughput = await throughputPhase(app, measured, opts);
      } finally {
        clearInterval(sampler);
      }
      lighthouseRows = await lighthousePhase(app, measured, opts);
    }
  }

  const out = summary(seed, details.missing, throughput.rows);
  if (peakRss) {
    const verdict = peakRss <= MAX_APP_RSS_BYTES ? "ok" : "OVER";
    out.push(
      `app memory: peak RSS ${formatBytes(peakRss)} under load (limit ${formatBytes(MAX_APP_RSS_BYTES)}) ${verdict}`,
    );
  }
  if (throughput.rows.length) {
    out.push(
      "",
      `Throughput (autocannon, ${opts.duration} s per row; latency in ms; done = completed responses)`,
      throughputTable(throughput.rows),
    );
  }
  if (throughput.rows.length || weights.length) {
    out.push(
      "",
      "Targets (req/s per concurrency; an empty page's req/s is the mean of its passes at the start and the end of the run; verdicts are not tests)",
      targetsTable(throughput.rows, targets, weights, opts.connections, [
        CEILING,
        REFERENCE_STATIC,
        REFERENCE_DYNAMIC,
        REFERENCE_DYNAMIC_STACK,
      ]),
    );
  }
  if (weights.length)
    out.push("", "Page weight (HTML uncompressed; JS = the page's <script src> files)", weightTable(weights));
  if (lighthouseRows.length) {
    out.push("", `Lighthouse 12, mobile, median of ${opts.lighthouseRuns} runs`, lighthouseTable(lighthouseRows));
    out.push("", "Lighthouse floor: within 3 points of the empty static page", lighthouseFloors(lighthouseRows));
  }
  if (explain.length) out.push("", "EXPLAIN (ANALYZE, BUFFERS), median of 5", explainTable(explain));
  else if (opts.explainOnly) out.push("", "QUERY_SHAPES (scripts/bench/query-shapes.ts) is empty: nothing to EXPLAIN");
  console.log(out.join("\n"));

  const file = writeResults(OUT_DIR, stamp, {
    startedAt: stamp,
    options: opts,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      totalMemBytes: os.totalmem(),
      node: process.version,
    },
    seed,
    missingDetailKinds: details.missing,
    warmup: throughput.warmup,
    throughput: throughput.rows,
    lighthouse: lighthouseRows,
    weights,
    explain,
    logs,
  });
  console.log(
    `\nresults: ${path.relative(ROOT, file)}${logs.next ? `   server log: ${path.relative(ROOT, logs.next)}` : ""}`,
  );
}

main()
  .then(() => cleanupAll())
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    // After Ctrl-C, failures are just the servers going away under the run: not worth reporting.
    if (!shuttingDown())
      console.error(
        error instanceof Error ? (error.cause ? `${error.message}: ${String(error.cause)}` : error.message) : error,
      );
    void cleanupAll().finally(() => process.exit(1));
  });
