// Throughput and latency of one URL at a given concurrency, via autocannon's programmatic API.
import os from "node:os";
import autocannon from "autocannon";

export type ThroughputRow = {
  target: string;
  url: string;
  connections: number;
  durationS: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP97_5Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  timeouts: number;
  /** 1-minute load average just before the run: other work on the machine skews the figures. */
  loadAvgBefore: number;
  /** Set on the empty apps' second measurement, taken after every target (see floors.ts). */
  pass?: "end";
  /** The serving process group's highest resident memory during the run, sampled twice a second. */
  rssPeakBytes?: number;
};

export type WarmResult = { status: number | null; ms: number; error?: string };

/** Browser-like Accept headers: Next.js answers differently to HTML and RSC/JSON requests. */
function headersFor(kind: "page" | "api"): Record<string, string> {
  return kind === "page" ? { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } : { accept: "application/json" };
}

/** One request so caches, JIT and connection pools are warm before the measured run. */
export async function warm(
  url: string,
  kind: "page" | "api",
  extraHeaders: Record<string, string> = {},
): Promise<WarmResult> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      headers: { ...headersFor(kind), ...extraHeaders },
      signal: AbortSignal.timeout(60_000),
      redirect: "manual",
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch (error) {
    return {
      status: null,
      ms: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

type MeasureOptions = { connections: number; durationS: number; headers?: Record<string, string> };

export async function measure(
  target: string,
  url: string,
  kind: "page" | "api",
  { connections, durationS, headers = {} }: MeasureOptions,
): Promise<ThroughputRow> {
  const loadAvgBefore = os.loadavg()[0] ?? 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    headers: { ...headersFor(kind), ...headers },
    timeout: 30,
  });
  return {
    target,
    url,
    connections,
    durationS,
    requestsPerSec: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    status4xx: result["4xx"],
    status5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
    loadAvgBefore,
  };
}
