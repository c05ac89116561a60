// The floors, computed from the figures of one run: cached public pages against the empty app's static page,
// per-request pages against its no-database dynamic page (built with Next's defaults, and again in this stack's mode:
// see reference-app.ts), Lighthouse against the empty static page, JS weight against the empty app's framework JS.
// An empty page's req/s is the mean of its two passes, at the start and at the end of the run.
// The bench prints them; it never fails on them.
import type { ThroughputRow } from "./autocannon-runner";
import type { LighthouseRow } from "./lighthouse-runner";
import { table } from "./report";
import type { Target } from "./targets";
import type { WeightRow } from "./weights";

export const REFERENCE_STATIC = "empty Next: static page";
export const REFERENCE_DYNAMIC = "empty Next: dynamic page (no DB)";
export const REFERENCE_DYNAMIC_STACK = "empty Next, stack mode: dynamic page (no DB)";

const FLOOR = { cached: 0.4, perRequest: 0.8, p975Ms: 100, lighthouseDelta: 3, jsGzipBytes: 30 * 1024 } as const;
/** A directory view hydrates its controls, results and distance search as plain React: simplicity is worth the bytes. */
const DIRECTORY_JS_GZIP_BYTES = 40 * 1024;
const jsGzipBudgetOf = (template: string) =>
  template.startsWith("directory") ? DIRECTORY_JS_GZIP_BYTES : FLOOR.jsGzipBytes;

const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const mark = (ok: boolean) => (ok ? "ok" : "BELOW");

function rate(rows: ThroughputRow[], target: string, connections: number): ThroughputRow | undefined {
  return rows.find((r) => r.target === target && r.connections === connections && !r.pass);
}

/** An empty app's req/s: the mean of its passes at the start and the end of the run, and the text showing both. */
function referenceRate(
  rows: ThroughputRow[],
  target: string,
  connections: number,
): { mean: number; text: string } | null {
  const passes = rows.filter((r) => r.target === target && r.connections === connections).map((r) => r.requestsPerSec);
  if (passes.length === 0) return null;
  const mean = passes.reduce((sum, value) => sum + value, 0) / passes.length;
  return {
    mean,
    text:
      passes.length > 1
        ? `${mean.toFixed(0)} (${passes.map((value) => value.toFixed(0)).join(" / ")})`
        : mean.toFixed(0),
  };
}

/** The references a group is read against: cached pages the static page; per-request pages both dynamic pages. */
function referencesOf(group: Target["group"]): string[] {
  return group === "cached" ? [REFERENCE_STATIC] : [REFERENCE_DYNAMIC, REFERENCE_DYNAMIC_STACK];
}

export function throughputFloors(rows: ThroughputRow[], targets: Target[], connections: number[]): string {
  const out: string[][] = [];
  for (const target of targets.filter((t) => t.group)) {
    const floor = target.group === "cached" ? FLOOR.cached : FLOOR.perRequest;
    for (const c of connections) {
      const own = rate(rows, target.name, c);
      if (!own) continue;
      for (const reference of referencesOf(target.group)) {
        const base = referenceRate(rows, reference, c);
        if (!base || base.mean === 0) continue;
        const ratio = own.requestsPerSec / base.mean;
        const latencyOk = target.group !== "cached" || c < 50 || own.latencyP97_5Ms <= FLOOR.p975Ms;
        out.push([
          target.name,
          target.group ?? "",
          String(c),
          own.requestsPerSec.toFixed(0),
          reference,
          base.text,
          pct(ratio),
          `≥ ${pct(floor)}`,
          String(own.latencyP97_5Ms),
          mark(ratio >= floor && latencyOk),
        ]);
      }
    }
  }
  return table(
    [
      "target",
      "group",
      "c",
      "req/s",
      "reference",
      "reference req/s (start / end)",
      "ratio",
      "floor",
      "p97.5 ms",
      "verdict",
    ],
    out,
    ["l", "l", "r", "r", "l", "r", "r", "r", "r", "l"],
  );
}

export function lighthouseFloors(rows: LighthouseRow[]): string {
  const reference = rows.find((r) => r.template === REFERENCE_STATIC)?.performance ?? null;
  if (reference === null) return "(no Lighthouse score for the empty static page)";
  return table(
    ["template", "perf", "empty static", "delta", "verdict"],
    rows
      .filter((r) => r.template !== REFERENCE_STATIC)
      .map((r) => {
        const delta = r.performance === null ? null : r.performance - reference;
        // Lighthouse refuses to audit a document that answers 4xx (the not-found screen), so it has no score to compare.
        const unauditable =
          delta === null && r.problems.some((problem) => problem.startsWith("ERRORED_DOCUMENT_REQUEST"));
        const verdict = unauditable ? "n/a (4xx document)" : mark(delta !== null && delta >= -FLOOR.lighthouseDelta);
        return [
          r.template,
          String(r.performance ?? "–"),
          String(reference),
          delta === null ? "–" : String(delta),
          verdict,
        ];
      }),
    ["l", "r", "r", "r", "l"],
  );
}

export function weightTable(rows: WeightRow[]): string {
  const reference = rows.find((r) => r.template === REFERENCE_STATIC);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return table(
    [
      "template",
      "HTML KB",
      "HTML budget",
      "scripts",
      "JS KB",
      "JS KB gzip",
      "gzip Δ vs empty",
      "verdict (≤ +30 KB, directory +40 KB)",
    ],
    rows.map((r) => {
      const delta = reference ? r.jsGzipBytes - reference.jsGzipBytes : 0;
      return [
        r.template,
        kb(r.htmlBytes),
        r.htmlBudgetBytes ? `${mark(r.htmlBytes <= r.htmlBudgetBytes)} ≤ ${kb(r.htmlBudgetBytes)}` : "",
        String(r.scripts),
        kb(r.jsBytes),
        kb(r.jsGzipBytes),
        r === reference ? "–" : `+${kb(delta)}`,
        r === reference ? "" : mark(delta <= jsGzipBudgetOf(r.template)),
      ];
    }),
    ["l", "r", "l", "r", "r", "r", "r", "l"],
  );
}
