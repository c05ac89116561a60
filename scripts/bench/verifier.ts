// `npm run bench -- --verifier`: one verification pass over 10,000 listings on 500 local test hosts (20 a host). A
// temporary PostgreSQL gets the migrations and the listings; the hosts run in a child process (verifier-hosts.ts),
// each a port on 127.0.0.1 that the fetch policy lets through, each asking for its own crawl delay in robots.txt.
// The verifier's 1 s floor is lowered for the bench so a pass takes minutes, not hours; the delays the hosts ask for
// still bind. Prints sites per second, the verifier's peak RSS (limit 512 MB) and, from the hosts' own logs, the
// worst shortfall of any two requests to one host against its delay (must be none). Figures only; never a test.
import { fork } from "node:child_process";
import path from "node:path";
import { migrate } from "../../server/db/migrate";
import { allowServerOnlyImports } from "../eval/server-only-hook";
import { ROOT } from "./build";
import { onCleanup } from "./cleanup";
import { startTempPostgres } from "./temp-postgres";
import { formatBytes, formatDuration, log } from "./util";
import type { HostReport, HostsMessage } from "./verifier-hosts";

const MAX_RSS_BYTES = 512 * 1024 * 1024;
const RSS_SAMPLE_MS = 200;

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
  const { runVerifier, stopVerifierQueue } = await import("../../server/verifier");
  onCleanup("verifier queue", () => stopVerifierQueue());

  log(`seeding ${opts.listings} listings on ${opts.hosts} hosts`);
  const perHost = Math.ceil(opts.listings / opts.hosts);
  const rows = Array.from({ length: opts.listings }, (_, index) => {
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
  for (let start = 0; start < rows.length; start += 1_000)
    await db.listing.createMany({ data: rows.slice(start, start + 1_000) });

  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), RSS_SAMPLE_MS);
  log(`verifying: ${opts.concurrency} hosts side by side, ${perHost} listings a host`);
  const started = performance.now();
  const result = await runVerifier({
    concurrency: opts.concurrency,
    minDelayMs: 0,
    fetch: {
      policy: { allowedEndpoints: hosts.ports.map(({ port }) => ({ address: "127.0.0.1", port })) },
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
      timeoutMs: 10_000,
    },
  });
  const elapsedMs = performance.now() - started;
  clearInterval(sampler);

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
  await stopVerifierQueue();
  await database.stop();
}
