import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dwellSecondsToReport } from "@/lib/analytics/dwell-time";
import { createScrollDepthTracker, newScrollMilestones, scrollDepthPercent } from "@/lib/analytics/scroll-depth";

describe("scrollDepthPercent", () => {
  it("measures the bottom of the viewport against the document height", () => {
    expect(scrollDepthPercent(0, 500, 2000)).toBe(25);
    expect(scrollDepthPercent(500, 500, 2000)).toBe(50);
    expect(scrollDepthPercent(1500, 500, 2000)).toBe(100);
  });
  it("reads a page that fits the viewport as fully seen, and clamps overscroll", () => {
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
    expect(scrollDepthPercent(-50, 500, 2000)).toBe(25);
    expect(scrollDepthPercent(5000, 500, 2000)).toBe(100);
  });
});

describe("newScrollMilestones", () => {
  it("returns every milestone passed and not yet reported", () => {
    expect(newScrollMilestones(24.9, new Set())).toEqual([]);
    expect(newScrollMilestones(25, new Set())).toEqual([25]);
    expect(newScrollMilestones(80, new Set([25]))).toEqual([50, 75]);
    expect(newScrollMilestones(100, new Set([25, 50, 75]))).toEqual([100]);
  });
});

describe("createScrollDepthTracker", () => {
  it("reports each milestone once per page, and again after reset", () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(0, 500, 2000)).toEqual([25]);
    expect(tracker.update(0, 500, 2000)).toEqual([]);
    expect(tracker.update(1000, 500, 2000)).toEqual([50, 75]);
    expect(tracker.update(200, 500, 2000)).toEqual([]);
    expect(tracker.update(1500, 500, 2000)).toEqual([100]);
    tracker.reset();
    expect(tracker.update(1500, 500, 2000)).toEqual([25, 50, 75, 100]);
  });

  it("never reports a milestone twice, whatever the scrolling", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 5000 }), { maxLength: 50 }), (positions) => {
        const tracker = createScrollDepthTracker();
        const all = positions.flatMap((top) => tracker.update(top, 600, 4000));
        return new Set(all).size === all.length;
      }),
    );
  });
});

describe("dwellSecondsToReport", () => {
  it("reports only stays longer than one second", () => {
    expect(dwellSecondsToReport(0, 999)).toBeNull();
    expect(dwellSecondsToReport(0, 1000)).toBeNull();
    expect(dwellSecondsToReport(0, 1001)).toBe(1);
    expect(dwellSecondsToReport(0, 12_600)).toBe(13);
    expect(dwellSecondsToReport(5000, 1000)).toBeNull();
    expect(dwellSecondsToReport(0, Number.NaN)).toBeNull();
  });
});
