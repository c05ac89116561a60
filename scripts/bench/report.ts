// Plain-text tables for stdout and the JSON results file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ThroughputRow } from "./autocannon-runner";
import type { ExplainRow } from "./explain";
import type { LighthouseRow } from "./lighthouse-runner";

type Align = "l" | "r";

/** Columns padded to their widest cell; `align` per column (numbers right-aligned). */
export function table(headers: string[], rows: string[][], align: Align[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (align[i] === "r" ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** First line, at most 140 characters: the full text is in the JSON file. */
const shorten = (text: string) => {
  const line = text.split("\n")[0] ?? "";
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

const num = (value: number | null, digits = 0) =>
  value === null || !Number.isFinite(value) ? "–" : value.toFixed(digits);

export function throughputTable(rows: ThroughputRow[]): string {
  return table(
    ["target", "c", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "non-2xx", "errors", "done", "peak RSS MiB"],
    rows.map((r) => {
      // No completed response: autocannon reports 0 ms latencies, which would read as "instant".
      const latency = (ms: number) => (r.requests > 0 ? num(ms) : "–");
      return [
        r.pass === "end" ? `${r.target}, again at the end` : r.target,
        String(r.connections),
        num(r.requestsPerSec, 1),
        latency(r.latencyP50Ms),
        latency(r.latencyP97_5Ms),
        latency(r.latencyP99Ms),
        String(r.non2xx),
        String(r.errors),
        String(r.requests),
        r.rssPeakBytes ? num(r.rssPeakBytes / 2 ** 20) : "–",
      ];
    }),
    ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
  );
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const body = table(
    ["template", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "runs"],
    rows.map((r) => [
      r.template,
      num(r.performance),
      num(r.accessibility),
      num(r.bestPractices),
      num(r.seo),
      num(r.lcpMs),
      num(r.tbtMs),
      num(r.cls, 3),
      String(r.runs),
    ]),
    ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
  );
  const notes = rows.flatMap((r) => [
    ...r.problems.map((p) => `  ${r.template}: ${shorten(p)}`),
    ...(r.failedAudits.length ? [`  ${r.template}: failed ${r.failedAudits.join(", ")}`] : []),
  ]);
  return notes.length ? `${body}\nnotes:\n${notes.join("\n")}` : body;
}

export function explainTable(rows: ExplainRow[]): string {
  const body = table(
    ["query shape", "exec ms (median)", "plan ms", "shared hit", "shared read"],
    rows.map((r) => [r.name, num(r.executionMs, 2), num(r.planningMs, 2), String(r.sharedHit), String(r.sharedRead)]),
    ["l", "r", "r", "r", "r"],
  );
  const notes = rows.filter((r) => r.error).map((r) => `  ${r.name}: ${r.error}`);
  return notes.length ? `${body}\nerrors:\n${notes.join("\n")}` : body;
}

/** Writes `.bench/results-<timestamp>.json` and returns its path. */
export function writeResults(dir: string, stamp: string, results: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `results-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
