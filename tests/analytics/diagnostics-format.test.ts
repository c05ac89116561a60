import { DIAGNOSTIC_CHECKS as M } from "@/lib/analytics/diagnostic-checks";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/analytics/constants";
import { isMeasurementIdConfigured, runAnalyticsDiagnostics } from "@/lib/analytics/diagnostics";
import { displayVisitorId, durationSeconds, formatDuration } from "@/lib/analytics/format";
import { createAnalyticsStore } from "@/lib/analytics/store";
import { memoryStorage, PAGE } from "./memory-storage";

describe("format", () => {
  it("truncates the visitor id to 20 characters", () => {
    expect(displayVisitorId("0123456789abcdefghijKLMN")).toBe("0123456789abcdefghij…");
    expect(displayVisitorId("short")).toBe("short");
  });
  it("shows durations in seconds, or minutes and hours", () => {
    expect(durationSeconds(45_999)).toBe(45);
    expect(formatDuration(9_000)).toBe("9s");
    expect(formatDuration(125_000)).toBe("2m 05s");
    expect(formatDuration(3_725_000)).toBe("1h 02m");
  });
});

describe("runAnalyticsDiagnostics", () => {
  it("passes with a configured id, the script loaded, storage and a beacon", () => {
    const storage = memoryStorage();
    const store = createAnalyticsStore({ storage, env: () => PAGE });
    const results = runAnalyticsDiagnostics({
      measurementId: "G-ABC123XYZ",
      storage,
      store,
      gtagLoaded: true,
      beaconAvailable: true,
    });
    expect(results.map((r) => r.name)).toEqual([
      M.measurementId,
      M.script,
      M.storage,
      M.visitorId,
      M.sessionId,
      M.recording,
      M.beacon,
    ]);
    expect(results.every((r) => r.passed)).toBe(true);
    expect(store.records()).toHaveLength(1);
  });

  it("fails the checks that do not hold", () => {
    const store = createAnalyticsStore({ storage: null, env: () => PAGE });
    const failed = runAnalyticsDiagnostics({
      measurementId: undefined,
      storage: null,
      store,
      gtagLoaded: false,
      beaconAvailable: false,
    })
      .filter((r) => !r.passed)
      .map((r) => r.name);
    expect(failed).toEqual([M.measurementId, M.script, M.storage, M.visitorId, M.beacon]);
  });

  it("accepts only G- measurement ids", () => {
    expect(isMeasurementIdConfigured("G-1A2B3C4D5E")).toBe(true);
    expect(isMeasurementIdConfigured("UA-12345-1")).toBe(false);
    expect(isMeasurementIdConfigured("")).toBe(false);
  });
});

describe("records replayed after the delayed start", () => {
  it("keep the moment and page they were made on, and are stored now", () => {
    const storage = memoryStorage();
    let now = Date.UTC(2026, 2, 14, 12, 0, 2);
    const store = createAnalyticsStore({ storage, env: () => PAGE, now: () => now });
    const at = Date.UTC(2026, 2, 14, 12);
    const page = { ...PAGE, path: "/oura", title: "Oura" };
    const view = store.recordPageView({ at, page });
    now += 1;
    const event = store.recordEvent({ action: "visit_website" }, { at, page });
    expect(view).toMatchObject({
      path: "/oura",
      title: "Oura",
      timestamp: new Date(at).toISOString(),
      stored_at: new Date(now - 1).toISOString(),
    });
    expect(event).toMatchObject({ path: "/oura", timestamp: new Date(at).toISOString() });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.records) ?? "[]")).toHaveLength(2);
  });
});
