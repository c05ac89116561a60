// The targets, computed from the figures of one run: cached public pages, the 'all' directory, feeds and badges against
// the empty app's static page; per-request pages, searched and near views and the list endpoints against its no-database dynamic
// page (built with Next's defaults, and for per-request pages again in this stack's mode: see reference-app.ts); npm
// start's server against bare `next start` on the same build; HTML against the 64 KB budget; Lighthouse against the
// empty static page; JS weight against the empty app's framework JS.
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

const FLOOR = { lighthouseDelta: 3, jsGzipBytes: 30 * 1024 } as const;
/** A directory view hydrates its controls, results and distance search as plain React: simplicity is worth the bytes. */
const DIRECTORY_JS_GZIP_BYTES = 40 * 1024;
const jsGzipBudgetOf = (template: string) =>
  template.startsWith("directory") ? DIRECTORY_JS_GZIP_BYTES : FLOOR.jsGzipBytes;

type Group = NonNullable<Target["group"]>;

/** Each group's target: a share of which empty page(s), and for cached pages the p97.5 at the highest concurrency. */
const GROUP_TARGETS: Record<Group, { references: string[]; ratio: number; p975Ms?: number }> = {
  cached: { references: [REFERENCE_STATIC], ratio: 0.75, p975Ms: 60 },
  "directory all": { references: [REFERENCE_STATIC], ratio: 0.5 },
  "per-request": { references: [REFERENCE_DYNAMIC, REFERENCE_DYNAMIC_STACK], ratio: 0.8 },
  searched: { references: [REFERENCE_DYNAMIC], ratio: 1.2 },
  "api list": { references: [REFERENCE_DYNAMIC], ratio: 2 },
  "route cache": { references: [REFERENCE_STATIC], ratio: 0.6 },
};
/** npm start's server against bare `next start` on the same build, for the same page. */
const NEXT_START_RATIO = 0.95;
/** The name a target's run on bare `next start` is recorded under. */
export const onNextStart = (target: string) => `${target} [next start]`;

const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const mark = (ok: boolean) => (ok ? "ok" : "BELOW");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const times = (value: number) => `${value.toFixed(2)}×`;

function rate(rows: ThroughputRow[], target: string, connections: number): ThroughputRow | undefined {
  return rows.find((r) => r.target === target && r.connections === connections && !r.pass);
}

/** An empty app's req/s: the mean of its passes at the start and the end of the run. */
function referenceRate(rows: ThroughputRow[], target: string, connections: number): number | null {
  const passes = rows.filter((r) => r.target === target && r.connections === connections).map((r) => r.requestsPerSec);
  return passes.length ? passes.reduce((sum, value) => sum + value, 0) / passes.length : null;
}

const joined = (values: (string | null)[]) => values.map((value) => value ?? "–").join(" / ");

/**
 * One table of every target and its verdict, from one run: the yardsticks (node:http, the empty pages) first, then
 * each target's req/s at each concurrency, its share of the empty page its group is read against, its p97.5 at the
 * highest concurrency, npm start against bare `next start` where both served it, its HTML against the 64 KB budget
 * and its JS (gzip) over the empty app's.
 */
export function targetsTable(
  rows: ThroughputRow[],
  targets: Target[],
  weights: WeightRow[],
  connections: number[],
  yardsticks: string[],
): string {
  const top = Math.max(...connections);
  const reqs = (name: string, reference = false) =>
    joined(
      connections.map((c) => {
        const value = reference ? referenceRate(rows, name, c) : (rate(rows, name, c)?.requestsPerSec ?? null);
        return value === null ? null : value.toFixed(0);
      }),
    );
  const staticWeight = weights.find((w) => w.template === REFERENCE_STATIC);
  const out: string[][] = yardsticks.map((name) => [
    name,
    reqs(name, true),
    "",
    "",
    "",
    String(rate(rows, name, top)?.latencyP97_5Ms ?? "–"),
    name === REFERENCE_STATIC && staticWeight ? kb(staticWeight.htmlBytes) : "",
    "",
    "yardstick",
  ]);
  for (const target of targets) {
    const failures: string[] = [];
    let checks = 0;
    const goal = target.group ? GROUP_TARGETS[target.group] : undefined;
    const measured = connections.some((c) => rate(rows, target.name, c));
    let share = "";
    let floor = "";
    if (goal && measured) {
      const shares = goal.references.map((reference) =>
        connections.map((c) => {
          const own = rate(rows, target.name, c);
          const base = referenceRate(rows, reference, c);
          if (!own || !base) return null;
          const ratio = own.requestsPerSec / base;
          checks++;
          if (ratio < goal.ratio) failures.push(`${reference === REFERENCE_STATIC ? "share" : "ratio"} c=${c}`);
          return goal.ratio >= 1 ? times(ratio) : pct(ratio);
        }),
      );
      share = shares.map(joined).join("; ");
      const reference = goal.references.length > 1 ? "dynamic pages" : goal.references[0]?.split(":")[1]?.trim();
      floor = `≥ ${goal.ratio >= 1 ? times(goal.ratio) : pct(goal.ratio)} ${reference ?? ""}`;
    }
    const p975 = rate(rows, target.name, top)?.latencyP97_5Ms;
    if (goal?.p975Ms !== undefined && p975 !== undefined) {
      floor += `, p97.5 ≤ ${goal.p975Ms}`;
      checks++;
      if (p975 > goal.p975Ms) failures.push("p97.5");
    }
    let vsNext = "";
    if (target.nextStartTwin) {
      vsNext = joined(
        connections.map((c) => {
          const own = rate(rows, target.name, c);
          const next = rate(rows, onNextStart(target.name), c);
          if (!own || !next || next.requestsPerSec === 0) return null;
          const ratio = own.requestsPerSec / next.requestsPerSec;
          checks++;
          if (ratio < NEXT_START_RATIO) failures.push(`vs next start c=${c}`);
          return times(ratio);
        }),
      );
    }
    const weight = weights.find((w) => w.template === target.template);
    let html = "";
    let js = "";
    if (weight) {
      html = kb(weight.htmlBytes);
      if (weight.htmlBudgetBytes !== undefined) {
        checks++;
        if (weight.htmlBytes > weight.htmlBudgetBytes) failures.push("HTML");
      }
      if (staticWeight) {
        const delta = weight.jsGzipBytes - staticWeight.jsGzipBytes;
        js = `+${kb(delta)}`;
        checks++;
        if (delta > jsGzipBudgetOf(weight.template)) failures.push("JS");
      }
    }
    if (!measured && !weight) continue;
    out.push([
      target.name,
      measured ? reqs(target.name) : "weighed only",
      share,
      floor,
      target.nextStartTwin ? vsNext : "",
      p975 === undefined ? "" : String(p975),
      html + (weight?.htmlBudgetBytes !== undefined ? ` (≤ ${kb(weight.htmlBudgetBytes)})` : ""),
      js,
      checks === 0 ? "" : failures.length ? `BELOW: ${failures.join(", ")}` : "ok",
    ]);
  }
  return table(
    [
      "target",
      `req/s c=${connections.join(" / ")}`,
      "share or ratio",
      "target",
      `vs next start (≥ ${times(NEXT_START_RATIO)})`,
      `p97.5 ms c=${top}`,
      "HTML KB",
      "JS gzip Δ KB (≤ 30, directory 40)",
      "verdict",
    ],
    out,
    ["l", "r", "r", "l", "r", "r", "r", "r", "l"],
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
