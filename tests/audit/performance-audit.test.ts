import { describe, expect, it } from "vitest";
import { metricStatus, scorePerformance, type PerformanceMetrics } from "@/lib/audit/performance-audit";
import { english } from "../support/audit-text";

const GOOD: PerformanceMetrics = { fcp: 1000, lcp: 1500, inp: 50, cls: 0.02, ttfb: 100 };
const score = (overrides: Partial<PerformanceMetrics>) => scorePerformance({ ...GOOD, ...overrides });

describe("scorePerformance", () => {
  it("scores a fast page 100, Excellent, with nothing to fix", () => {
    expect(scorePerformance(GOOD)).toMatchObject({
      score: 100,
      badge: "Excellent",
      deductions: [],
      recommendations: [],
      criticalIssues: [],
      unmeasured: [],
    });
  });

  // Each row: metric, value at the moderate threshold (free), just above it, at the severe threshold, just above it.
  const rows: [keyof PerformanceMetrics, number, number, number, number, number, number][] = [
    ["fcp", 1800, 1801, 3000, 3001, 10, 25],
    ["lcp", 2500, 2501, 4000, 4001, 15, 30],
    ["inp", 100, 101, 300, 301, 10, 25],
    ["cls", 0.1, 0.1001, 0.25, 0.2501, 10, 20],
    ["ttfb", 200, 201, 600, 601, 5, 15],
  ];

  it.each(rows)(
    "%s: free at %d, −moderate above, −severe above %d",
    (metric, atModerate, aboveModerate, atSevere, aboveSevere, moderate, severe) => {
      expect(score({ [metric]: atModerate }).score).toBe(100);
      const moderateResult = score({ [metric]: aboveModerate });
      expect(moderateResult.score).toBe(100 - moderate);
      expect(moderateResult.deductions).toEqual([expect.objectContaining({ check: metric, points: moderate })]);
      expect(moderateResult.recommendations).toHaveLength(1);
      expect(moderateResult.criticalIssues).toEqual([]);
      expect(score({ [metric]: atSevere }).score).toBe(100 - moderate);
      const severeResult = score({ [metric]: aboveSevere });
      expect(severeResult.score).toBe(100 - severe);
      expect(severeResult.criticalIssues).toHaveLength(1);
    },
  );

  it("adds deductions across metrics", () => {
    expect(scorePerformance({ fcp: 2000, lcp: 3000, inp: 150, cls: 0.15, ttfb: 300 }).score).toBe(50);
    expect(scorePerformance({ fcp: 2000, lcp: 3000, inp: 150, cls: 0.15, ttfb: 300 }).badge).toBe("Needs Work");
    expect(score({ fcp: 2000 }).badge).toBe("Excellent");
    expect(score({ lcp: 3000, ttfb: 300 }).badge).toBe("Good");
  });

  it("clamps at 0 when every metric is poor", () => {
    const result = scorePerformance({ fcp: 5000, lcp: 6000, inp: 800, cls: 0.5, ttfb: 1500 });
    expect(result.score).toBe(0);
    expect(result.deductions.reduce((sum, d) => sum + d.points, 0)).toBe(115);
    expect(result.criticalIssues).toHaveLength(5);
    expect(result.badge).toBe("Needs Work");
  });

  it("does not charge for metrics the browser did not report", () => {
    const result = scorePerformance({ fcp: null, lcp: 5000, inp: null, cls: null, ttfb: Number.NaN });
    expect(result.score).toBe(70);
    expect(result.unmeasured).toEqual(["fcp", "inp", "cls", "ttfb"]);
  });

  it("describes each deduction with the measured value and the limit", () => {
    expect(score({ lcp: 4200 }).criticalIssues.map(english)[0]).toBe("Largest Contentful Paint is 4.20 s, over 4.00 s");
    expect(score({ inp: 150 }).deductions.map((d) => english(d.detail))[0]).toBe(
      "Interaction to Next Paint is 150 ms (over 100 ms)",
    );
  });
});

describe("metricStatus", () => {
  it("places a value against the thresholds", () => {
    expect(metricStatus("lcp", 2500)).toBe("good");
    expect(metricStatus("lcp", 2501)).toBe("moderate");
    expect(metricStatus("lcp", 4001)).toBe("severe");
    expect(metricStatus("cls", null)).toBe("unmeasured");
    expect(metricStatus("ttfb", Number.POSITIVE_INFINITY)).toBe("unmeasured");
  });
});
