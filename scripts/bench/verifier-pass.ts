// The verifier bench's pass, in a process of its own as `npm run jobs:verify` runs: only the verifier's modules are
// loaded here (not the bench's, nor the seeding's rows), so the RSS sampled is the verifier's alone. The parent sends
// the hosts' ports once the listings are seeded; the pass answers its result, its time and its RSS.
import { allowServerOnlyImports } from "../eval/server-only-hook";

export type PassRequest = { ports: number[]; concurrency: number };
export type PassReport = {
  type: "done";
  checked: number;
  hosts: number;
  finished: boolean;
  elapsedMs: number;
  baseRss: number;
  peakRss: number;
};

const RSS_SAMPLE_MS = 200;

allowServerOnlyImports();
const { runVerifier, stopVerifierQueue } = await import("../../server/verifier");

process.once("message", (request: PassRequest) => {
  void (async () => {
    const baseRss = process.memoryUsage.rss();
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), RSS_SAMPLE_MS);
    const started = performance.now();
    const { checked, hosts, finished } = await runVerifier({
      concurrency: request.concurrency,
      minDelayMs: 0,
      fetch: {
        policy: { allowedEndpoints: request.ports.map((port) => ({ address: "127.0.0.1", port })) },
        resolver: async () => [{ address: "127.0.0.1", family: 4 }],
        timeoutMs: 10_000,
      },
    });
    const elapsedMs = performance.now() - started;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    await stopVerifierQueue();
    const report: PassReport = { type: "done", checked, hosts, finished, elapsedMs, baseRss, peakRss };
    process.send?.(report, () => process.exit(0));
  })();
});
process.send?.({ type: "ready" });
process.on("disconnect", () => process.exit(0));
