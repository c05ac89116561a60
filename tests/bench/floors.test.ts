// The bench's Lighthouse floor: a score within 3 points of the empty static page passes, a lower one is BELOW, and
// the not-found screen, which Lighthouse will not audit (it answers 404), is marked as such rather than failed.
import { describe, expect, it } from "vitest";
import { REFERENCE_STATIC, lighthouseFloors } from "@/scripts/bench/floors";
import type { LighthouseRow } from "@/scripts/bench/lighthouse-runner";

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

const verdictOf = (output: string, template: string) => output.split("\n").find((line) => line.startsWith(template))?.trim().split(/\s{2,}/).at(-1);

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
