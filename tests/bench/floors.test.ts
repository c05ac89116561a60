// The bench's floors. Lighthouse: a score within 3 points of the empty static page passes, a lower one is BELOW, and
// the not-found screen, which Lighthouse will not audit (it answers 404), is marked as such rather than failed.
// Targets: a page is read against the mean of the empty page's passes at the start and the end of the run, a list
// endpoint as a multiple of the empty dynamic page, npm start's server against bare `next start`.
import { describe, expect, it } from "vitest";
import type { ThroughputRow } from "@/scripts/bench/autocannon-runner";
import {
  REFERENCE_DYNAMIC,
  REFERENCE_STATIC,
  lighthouseFloors,
  onNextStart,
  targetsTable,
} from "@/scripts/bench/floors";
import type { LighthouseRow } from "@/scripts/bench/lighthouse-runner";
import type { Target } from "@/scripts/bench/targets";

const row = (template: string, performance: number | null, problems: string[] = []): LighthouseRow => ({
  template,
  url: `http://localhost/${template}`,
  runs: 3,
  performance,
  accessibility: performance,
  bestPractices: performance,
  seo: performance,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  problems,
  failedAudits: [],
});

const verdictOf = (output: string, template: string) =>
  output
    .split("\n")
    .find((line) => line.startsWith(template))
    ?.trim()
    .split(/\s{2,}/)
    .at(-1);

describe("lighthouseFloors", () => {
  it("passes within 3 points, fails below, and marks a 4xx document as not auditable", () => {
    const output = lighthouseFloors([
      row(REFERENCE_STATIC, 100),
      row("home", 97),
      row("category", 96),
      row("not found", null, ["ERRORED_DOCUMENT_REQUEST: Lighthouse was unable to reliably load the page"]),
      row("broken", null, ["NO_FCP: the page did not paint"]),
    ]);
    expect(verdictOf(output, "home")).toBe("ok");
    expect(verdictOf(output, "category")).toBe("BELOW");
    expect(verdictOf(output, "not found")).toBe("n/a (4xx document)");
    expect(verdictOf(output, "broken")).toBe("BELOW");
  });
});

const throughputRow = (target: string, connections: number, requestsPerSec: number, pass?: "end"): ThroughputRow => ({
  target,
  url: `http://localhost/${target}`,
  connections,
  durationS: 10,
  requestsPerSec,
  latencyP50Ms: 5,
  latencyP97_5Ms: 40,
  latencyP99Ms: 50,
  requests: requestsPerSec * 10,
  non2xx: 0,
  status4xx: 0,
  status5xx: 0,
  errors: 0,
  timeouts: 0,
  loadAvgBefore: 1,
  ...(pass ? { pass } : {}),
});

describe("targetsTable", () => {
  const targets: Target[] = [
    { name: "home", path: "/", kind: "page", group: "cached", nextStartTwin: true },
    { name: "api list", path: "/api/clinics?limit=20", kind: "api", group: "api list" },
    { name: "feed new (rss)", path: "/feed.xml", kind: "api", group: "route cache" },
    { name: "badge dark", path: "/badges/dark/clinic/x.svg", kind: "api", group: "route cache" },
  ];
  const cellsOf = (output: string, target: string) =>
    output
      .split("\n")
      .find((line) => line.startsWith(target))
      ?.trim()
      .split(/\s{2,}/);

  it("reads a page against the mean of the empty page's passes at the start and the end of the run", () => {
    // 880 is 110 % of the first pass alone but 73 % of the mean: the machine sped up between the passes.
    const rows = [
      throughputRow(REFERENCE_STATIC, 10, 800),
      throughputRow("home", 10, 880),
      throughputRow(onNextStart("home"), 10, 900),
      throughputRow(REFERENCE_STATIC, 10, 1_600, "end"),
    ];
    const cells = cellsOf(targetsTable(rows, targets, [], [10], [REFERENCE_STATIC]), "home");
    expect(cells).toEqual([
      "home",
      "880",
      "73 %",
      "≥ 75 % static page, p97.5 ≤ 60",
      "0.98×",
      "40",
      "BELOW: share c=10",
    ]);
  });

  it("reads a list endpoint as a multiple of the empty dynamic page, and npm start against next start", () => {
    const rows = [
      throughputRow(REFERENCE_STATIC, 10, 1_000),
      throughputRow(REFERENCE_DYNAMIC, 10, 200),
      throughputRow("home", 10, 800),
      throughputRow(onNextStart("home"), 10, 1_000),
      throughputRow("api list", 10, 500),
    ];
    const output = targetsTable(rows, targets, [], [10], [REFERENCE_STATIC, REFERENCE_DYNAMIC]);
    expect(cellsOf(output, "home")?.at(-1)).toBe("BELOW: vs next start c=10");
    expect(cellsOf(output, "api list")?.slice(1, 4)).toEqual(["500", "2.50×", "≥ 2.00× dynamic page (no DB)"]);
    expect(cellsOf(output, "api list")?.at(-1)).toBe("ok");
  });

  it("reads feeds and badges against 60 % of the empty static page", () => {
    const rows = [
      throughputRow(REFERENCE_STATIC, 10, 1_000),
      throughputRow("feed new (rss)", 10, 650),
      throughputRow("badge dark", 10, 550),
    ];
    const output = targetsTable(rows, targets, [], [10], [REFERENCE_STATIC]);
    expect(cellsOf(output, "feed new (rss)")?.slice(1, 4)).toEqual(["650", "65 %", "≥ 60 % static page"]);
    expect(cellsOf(output, "feed new (rss)")?.at(-1)).toBe("ok");
    expect(cellsOf(output, "badge dark")?.at(-1)).toBe("BELOW: share c=10");
  });
});
