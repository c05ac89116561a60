import { describe, expect, it, vi } from "vitest";
import { MAX_STORED_RECORDS, STORAGE_KEYS } from "@/lib/analytics/constants";
import { createAnalyticsStore, localDay, type AnalyticsRecord } from "@/lib/analytics/store";
import { manualClock, memoryStorage, PAGE } from "./memory-storage";

const DAY = 86_400_000;

function setup(options: { storage?: ReturnType<typeof memoryStorage> | null; sessionId?: string } = {}) {
  const storage = options.storage === undefined ? memoryStorage() : options.storage;
  const clock = manualClock();
  const warn = vi.fn();
  let counter = 0;
  let page = { ...PAGE };
  const store = createAnalyticsStore({
    storage,
    now: clock.now,
    env: () => page,
    randomId: () => `id-${++counter}`,
    sessionId: options.sessionId ?? "session-test",
    warn,
  });
  return { store, storage, clock, warn, navigate: (path: string, title = path) => (page = { ...page, path, title }) };
}

describe("createAnalyticsStore", () => {
  it("records a page view with the spec's fields", () => {
    const { store } = setup({ sessionId: "session-1" });
    const record = store.recordPageView();
    expect(record).toEqual({
      type: "pageview",
      path: "/clinics",
      title: "Clinics | Longevity Directory",
      timestamp: "2026-03-14T12:00:00.000Z",
      visitorId: "id-1",
      sessionId: "session-1",
      referrer: "https://www.google.com/",
      userAgent: "Mozilla/5.0 (test)",
      viewport: "1280x720",
      pageViewCount: 1,
      stored_at: "2026-03-14T12:00:00.000Z",
    });
    expect(store.records()).toEqual([record]);
  });

  it("records an event with action, category, label, value and custom parameters", () => {
    const { store } = setup();
    store.recordPageView();
    const event = store.recordEvent({
      action: "visit_website",
      category: "brand",
      label: "Oura",
      value: 3,
      params: { listingId: "abc", featured: true },
    });
    expect(event).toMatchObject({
      type: "event",
      action: "visit_website",
      category: "brand",
      label: "Oura",
      value: 3,
      params: { listingId: "abc", featured: true },
      pageViewCount: 1,
    });
    expect(store.recordEvent({ action: "scroll_depth" })).toMatchObject({
      category: null,
      label: null,
      value: null,
      params: {},
    });
  });

  it("creates the visitor id once and keeps it in local storage, under track.ts's key", () => {
    const { store, storage } = setup();
    expect(store.visitorId()).toBe("id-1");
    expect(store.visitorId()).toBe("id-1");
    expect(storage?.data.get(STORAGE_KEYS.visitorId)).toBe("id-1");
    expect(STORAGE_KEYS.visitorId).toBe("ld_visitor_id");
  });

  it("reuses a visitor id already stored, and starts a new session per store (page load)", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.visitorId]: "returning-visitor" });
    const first = createAnalyticsStore({ storage, env: () => PAGE });
    const second = createAnalyticsStore({ storage, env: () => PAGE });
    expect(first.visitorId()).toBe("returning-visitor");
    expect(second.visitorId()).toBe("returning-visitor");
    expect(first.sessionId).not.toBe(second.sessionId);
  });

  it("keeps only the latest 1000 records", () => {
    const { store } = setup();
    for (let i = 0; i < MAX_STORED_RECORDS + 5; i++) store.recordEvent({ action: `e${i}` });
    const records = store.records();
    expect(records).toHaveLength(MAX_STORED_RECORDS);
    expect(records[0]).toMatchObject({ action: "e5" });
    expect(records.at(-1)).toMatchObject({ action: `e${MAX_STORED_RECORDS + 4}` });
  });

  it("counts the session, the visitor's history and the stored records", () => {
    const { store, clock, navigate } = setup();
    store.recordPageView();
    clock.advance(30_000);
    navigate("/labs");
    store.recordPageView();
    store.recordEvent({ action: "add_to_favorites" });
    clock.advance(15_500);
    expect(store.stats()).toMatchObject({
      visitorId: "id-1",
      sessionPageViews: 2,
      sessionDurationMs: 45_500,
      eventsTracked: 1,
      daysActive: 1,
      totalStored: 3,
      firstVisit: "2026-03-14T12:00:00.000Z",
      daysSinceFirstVisit: 0,
      totalPageViews: 2,
    });
  });

  it("carries history across page loads: total page views, days active, days since the first visit", () => {
    const storage = memoryStorage();
    const clock = manualClock();
    const load = () => createAnalyticsStore({ storage, now: clock.now, env: () => PAGE });
    load().recordPageView();
    clock.advance(2 * 60_000);
    load().recordPageView(); // same day
    clock.advance(3 * DAY);
    const later = load();
    later.recordPageView();
    expect(later.stats()).toMatchObject({
      sessionPageViews: 1,
      totalPageViews: 3,
      daysActive: 2,
      daysSinceFirstVisit: 3,
      totalStored: 3,
      firstVisit: "2026-03-14T12:00:00.000Z",
    });
  });

  it("reports empty history before anything is recorded", () => {
    const { store } = setup();
    expect(store.stats()).toMatchObject({
      sessionPageViews: 0,
      eventsTracked: 0,
      daysActive: 0,
      totalStored: 0,
      firstVisit: null,
      daysSinceFirstVisit: 0,
      totalPageViews: 0,
    });
  });

  it("warns, never throws, when storage refuses writes, and keeps this page's records in memory", () => {
    const storage = memoryStorage();
    storage.failWrites = true;
    const { store, warn } = setup({ storage });
    expect(() => store.recordPageView()).not.toThrow();
    expect(() => store.recordEvent({ action: "click" })).not.toThrow();
    expect(store.records()).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("could not write");
  });

  it("warns, never throws, when storage cannot be read", () => {
    const storage = memoryStorage();
    storage.failReads = true;
    const { store, warn } = setup({ storage });
    expect(() => store.recordPageView()).not.toThrow();
    expect(store.stats().totalStored).toBe(1);
    expect(warn).toHaveBeenCalled();
  });

  it("works without any storage", () => {
    const { store, warn } = setup({ storage: null });
    store.recordPageView();
    expect(store.stats()).toMatchObject({ totalStored: 1, sessionPageViews: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("ignores corrupt stored data", () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.records]: "{not json",
      [STORAGE_KEYS.activeDays]: "[]",
      [STORAGE_KEYS.totalPageViews]: "abc",
    });
    const { store, warn } = setup({ storage });
    expect(store.records()).toEqual([]);
    expect(store.stats()).toMatchObject({ daysActive: 0, totalPageViews: 0 });
    store.recordPageView();
    expect(store.records()).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("drops stored entries that are not records", () => {
    const junk = [{ type: "pageview", path: "/" }, 42, null, { type: "other" }];
    const { store } = setup({ storage: memoryStorage({ [STORAGE_KEYS.records]: JSON.stringify(junk) }) });
    expect(store.records().map((r: AnalyticsRecord) => r.type)).toEqual(["pageview"]);
  });

  it("exports everything as a JSON file dated by day", () => {
    const { store } = setup();
    store.recordPageView();
    store.recordEvent({ action: "export" });
    const { filename, json } = store.exportJson();
    expect(filename).toBe("analytics-export-2026-03-14.json");
    const parsed = JSON.parse(json) as { exportedAt: string; stats: { totalStored: number }; records: unknown[] };
    expect(parsed.exportedAt).toBe("2026-03-14T12:00:00.000Z");
    expect(parsed.stats.totalStored).toBe(2);
    expect(parsed.records).toHaveLength(2);
  });
});

describe("localDay", () => {
  it("formats the local calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe("2026-01-05");
  });
});
