// `npm run bench -- --verifier`: one verification pass over 10,000 listings on 500 local test hosts (20 a host). A
// temporary PostgreSQL gets the migrations and the listings; the hosts run in a child process (verifier-hosts.ts),
// each a port on 127.0.0.1 that the fetch policy lets through, each asking for its own crawl delay in robots.txt.
// The verifier's 1 s floor is lowered for the bench so a pass takes minutes, not hours; the delays the hosts ask for
// still bind. The pass runs in a process of its own too (verifier-pass.ts), as `npm run jobs:verify` does, so the
// peak RSS it reports (limit 512 MB) is the verifier's alone. Prints sites per second, that RSS and, from the hosts'
// own logs, the worst shortfall of any two requests to one host against its delay (must be none). Figures only.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "../../server/db/migrate";
import { allowServerOnlyImports } from "../eval/server-only-hook";
import { ROOT } from "./build";
import { onCleanup } from "./cleanup";
import { startTempPostgres } from "./temp-postgres";
import { formatBytes, formatDuration, log } from "./util";
import type { HostReport, HostsMessage } from "./verifier-hosts";
import type { PassReport, PassRequest } from "./verifier-pass";

const MAX_RSS_BYTES = 512 * 1024 * 1024;
/**
 * The pass runs under the node flags of `npm run jobs:verify` (the heap flags `npm run serve` gives the cron route):
 * a pass makes much short-lived garbage that outlives a young collection while its request waits (query plans,
 * pages), and without them V8 lets it pile up to two or three times the live heap before a full collection.
 */
function verifierNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts["jobs:verify"]!.split(/\s+/).filter((arg) => arg.startsWith("--"));
}

type Hosts = { ports: { port: number; delayMs: number }[]; report: () => Promise<HostReport[]> };

async function startHosts(count: number): Promise<Hosts> {
  const child = fork(path.join(ROOT, "scripts/bench/verifier-hosts.ts"), {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_HOSTS: String(count) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  onCleanup("verifier test hosts", () => {
    child.kill();
  });
  const next = <T extends HostsMessage["type"]>(type: T) =>
    new Promise<Extract<HostsMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: HostsMessage) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message as Extract<HostsMessage, { type: T }>);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`test hosts exited with ${code}`)));
    });
  const ready = await next("ready");
  return {
    ports: ready.hosts,
    report: async () => {
      const answer = next("report");
      child.send("report");
      return (await answer).hosts;
    },
  };
}

/** The pass itself, in its own process (verifier-pass.ts): its RSS is the verifier's, not the bench's or the hosts'. */
async function verifierPass(request: PassRequest): Promise<PassReport> {
  const child = fork(path.join(ROOT, "scripts/bench/verifier-pass.ts"), {
    execArgv: [...verifierNodeFlags(), "--import", "tsx"],
    env: process.env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stop = onCleanup("verifier pass", () => {
    child.kill();
  });
  try {
    return await new Promise<PassReport>((resolve, reject) => {
      child.on("message", (message: { type: "ready" } | PassReport) => {
        if (message.type === "ready") child.send(request);
        else resolve(message);
      });
      child.once("exit", (code) => reject(new Error(`verifier pass exited with ${code}`)));
    });
  } finally {
    stop();
  }
}

export async function verifierBench(opts: { listings: number; hosts: number; concurrency: number }) {
  const database = await startTempPostgres();
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE = String(opts.concurrency + 4);
  // Outside the app every change's revalidation is logged as skipped: one line a listing would drown the figures.
  process.env.LOG_LEVEL ??= "warn";
  await migrate(database.url, { quiet: true });
  log(`starting ${opts.hosts} test hosts`);
  const hosts = await startHosts(opts.hosts);

  allowServerOnlyImports();
  const { db } = await import("../../server/db/client");

  log(`seeding ${opts.listings} listings on ${opts.hosts} hosts`);
  const perHost = Math.ceil(opts.listings / opts.hosts);
  for (let start = 0; start < opts.listings; start += 1_000) {
    const data = Array.from({ length: Math.min(1_000, opts.listings - start) }, (_, offset) => {
      const index = start + offset;
      const host = hosts.ports[index % opts.hosts]!;
      const listing = Math.floor(index / opts.hosts);
      return {
        kind: "clinic" as const,
        status: "published" as const,
        publishedAt: new Date(),
        slug: `bench-clinic-${host.port}-${listing}`,
        name: `Bench clinic ${host.port}-${listing}`,
        website: `http://host-${host.port}.bench.test:${host.port}/l/${listing}`,
        city: "Amsterdam",
        country: "Netherlands",
      };
    });
    await db.listing.createMany({ data });
  }

  log(`verifying: ${opts.concurrency} hosts side by side, ${perHost} listings a host`);
  const result = await verifierPass({ ports: hosts.ports.map(({ port }) => port), concurrency: opts.concurrency });
  const { elapsedMs, baseRss, peakRss } = result;

  const outcomes = await db.listingWebsiteCheck.groupBy({ by: ["outcome"], _count: { _all: true } });
  const proposals = await db.listingProposal.count();
  const report = await hosts.report();
  const requests = report.reduce((sum, host) => sum + host.requests, 0);
  const short = report.filter((host) => host.short > 0);
  const worst = Math.max(0, ...report.map((host) => host.worstShortMs));
  const closest = report
    .filter((host) => host.minGapMs !== null)
    .map((host) => ({ ...host, ratio: host.minGapMs! / host.delayMs }))
    .sort((a, b) => a.ratio - b.ratio)[0];

  console.log(
    [
      "",
      `Verifier pass: ${opts.listings} listings on ${opts.hosts} local hosts (crawl delays ${[...new Set(hosts.ports.map((h) => h.delayMs))].join(" / ")} ms, ${opts.concurrency} hosts side by side)`,
      `  checked:        ${result.checked} listings on ${result.hosts} host jobs in ${formatDuration(elapsedMs)}, run finished: ${result.finished}`,
      `  outcomes:       ${outcomes.map((row) => `${row.outcome} ${row._count._all}`).join(", ")}; ${proposals} proposals`,
      `  rate:           ${(result.checked / (elapsedMs / 1000)).toFixed(1)} sites/s, ${(requests / (elapsedMs / 1000)).toFixed(1)} requests/s (${requests} requests)`,
      `  peak RSS:       ${formatBytes(peakRss)} (before the pass ${formatBytes(baseRss)}; limit ${formatBytes(MAX_RSS_BYTES)}) ${peakRss <= MAX_RSS_BYTES ? "ok" : "OVER"}`,
      `  host pacing:    ${short.length} hosts saw two requests closer than their delay; worst shortfall ${worst.toFixed(1)} ms ${short.length === 0 ? "ok" : "VIOLATED"}`,
      closest
        ? `  closest pair:   ${closest.minGapMs!.toFixed(1)} ms apart on a host asking for ${closest.delayMs} ms (${(closest.ratio * 100).toFixed(0)} % of its delay)`
        : "",
    ].join("\n"),
  );
  await database.stop();
}
