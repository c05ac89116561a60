import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLUSH_AFTER_MS, FLUSH_AT_EVENTS } from "@/lib/analytics/constants";

type Track = typeof import("@/lib/analytics/track");
type Batch = { events: Record<string, unknown>[] };
type Handler = () => void;

/** The stub every page carries, fresh; its sender (./tracker) loads on the first call. */
async function loadTracker(): Promise<Track> {
  vi.resetModules();
  return import("@/lib/analytics/track");
}

/** The sender module the stub loads (the same instance, once the stub has asked for it). */
const sender = () => import("@/lib/analytics/tracker");

/** Waits until the stub's sender has loaded and replayed what was queued. */
const senderLoaded = () => vi.dynamicImportSettled();

describe("client tracker", () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  let fetchMock: ReturnType<typeof vi.fn>;
  let windowHandlers: Record<string, Handler>;
  let documentHandlers: Record<string, Handler>;
  let doc: {
    title: string;
    referrer: string;
    visibilityState: string;
    addEventListener: (name: string, fn: Handler) => void;
  };

  const batches = async (): Promise<Batch[]> =>
    Promise.all(sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as Batch));

  beforeEach(() => {
    sendBeacon = vi.fn(() => true);
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    windowHandlers = {};
    documentHandlers = {};
    doc = {
      title: "Oura Ring | Longevity Directory",
      referrer: "https://www.google.com/search?q=private+words",
      visibilityState: "visible",
      addEventListener: (name, fn) => void (documentHandlers[name] = fn),
    };
    vi.stubGlobal("window", {
      location: { pathname: "/oura" },
      innerWidth: 1280,
      innerHeight: 720,
      addEventListener: (name: string, fn: Handler) => void (windowHandlers[name] = fn),
    });
    vi.stubGlobal("document", doc);
    vi.stubGlobal("navigator", { sendBeacon, userAgent: "Mozilla/5.0 (test)" });
    vi.stubGlobal("fetch", fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("queues page views and events and sends them as one JSON Blob batch when the page is hidden", async () => {
    const { trackEvent, trackPageView } = await loadTracker();
    trackPageView();
    trackEvent({
      action: "brand_interaction",
      category: "oura",
      label: "oura-visit",
      value: 1,
      params: { position: "hero" },
    });
    await senderLoaded();
    expect(sendBeacon).not.toHaveBeenCalled();
    doc.visibilityState = "hidden";
    documentHandlers.visibilitychange?.();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe("/api/track");
    expect(blob.type).toBe("application/json");
    const [batch] = await batches();
    expect(batch?.events).toHaveLength(2);
    expect(batch?.events[0]).toMatchObject({
      type: "pageview",
      action: "page_view",
      path: "/oura",
      title: "Oura Ring | Longevity Directory",
      viewport: "1280x720",
    });
    expect(batch?.events[1]).toMatchObject({
      type: "event",
      action: "brand_interaction",
      category: "oura",
      label: "oura-visit",
      value: 1,
      params: { position: "hero" },
    });
    expect(batch?.events[0]?.sessionId).toBe(batch?.events[1]?.sessionId);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends no visitor id and only the referrer's origin", async () => {
    const { flushTracking, trackPageView } = await loadTracker();
    trackPageView();
    flushTracking();
    await senderLoaded();
    const [batch] = await batches();
    expect(batch?.events[0]).not.toHaveProperty("visitorId");
    expect(batch?.events[0]?.referrer).toBe("https://www.google.com");
  });

  it("flushes on pagehide, 5 s after the first queued event, and at 20 events", async () => {
    vi.useFakeTimers();
    const { trackEvent } = await loadTracker();
    trackEvent({ action: "a" });
    await senderLoaded();
    vi.advanceTimersByTime(FLUSH_AFTER_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    for (let i = 0; i < FLUSH_AT_EVENTS; i++) trackEvent({ action: `e${i}` });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await batches())[1]?.events).toHaveLength(FLUSH_AT_EVENTS);

    trackEvent({ action: "last" });
    windowHandlers.pagehide?.();
    expect(sendBeacon).toHaveBeenCalledTimes(3);
  });

  it("names the page's listing on its page view, whichever comes first", async () => {
    const { annotatePageView, flushTracking, trackPageView } = await loadTracker();
    trackPageView();
    annotatePageView({ category: "clinic", label: "longevity-clinic-berlin" });
    flushTracking();
    annotatePageView({ category: "brand", label: "oura" });
    trackPageView();
    flushTracking();
    await senderLoaded();
    const [first, second] = await batches();
    expect(first?.events[0]).toMatchObject({ type: "pageview", category: "clinic", label: "longevity-clinic-berlin" });
    expect(second?.events[0]).toMatchObject({ type: "pageview", category: "brand", label: "oura" });
  });

  it("does not credit another page's listing", async () => {
    const { annotatePageView, flushTracking, trackPageView } = await loadTracker();
    annotatePageView({ category: "brand", label: "oura" });
    (window as unknown as { location: { pathname: string } }).location.pathname = "/directory";
    trackPageView();
    flushTracking();
    await senderLoaded();
    const [batch] = await batches();
    expect(batch?.events[0]).not.toHaveProperty("category");
  });

  it("falls back to fetch with keepalive when sendBeacon is missing or refuses", async () => {
    vi.stubGlobal("navigator", {});
    const { flushTracking, trackEvent } = await loadTracker();
    trackEvent({ action: "brand_interaction" });
    flushTracking();
    await senderLoaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/track");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect((JSON.parse(String(init.body)) as Batch).events[0]).toMatchObject({
      type: "event",
      action: "brand_interaction",
    });

    sendBeacon.mockReturnValue(false);
    vi.stubGlobal("navigator", { sendBeacon });
    trackEvent({ action: "again" });
    flushTracking();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("trims text to the server's limits and drops events the server would refuse as unsafe", async () => {
    const { flushTracking, trackEvent } = await loadTracker();
    trackEvent({
      action: "search_no_results",
      label: "x".repeat(1000),
      params: { "bad key": 1, ok: "y".repeat(500), n: Number.NaN },
    });
    trackEvent({ action: "search_no_results", label: "<script>alert(1)</script>" });
    trackEvent({ action: "tab\u0000bed" });
    flushTracking();
    await senderLoaded();
    const [batch] = await batches();
    expect(batch?.events).toHaveLength(2);
    expect(String(batch?.events[0]?.label)).toHaveLength(300);
    expect(batch?.events[0]?.params).toEqual({ ok: "y".repeat(200), n: null });
    expect(batch?.events[1]?.action).toBe("tab bed");
  });

  it("replays records made before the page's listeners started, then passes each on", async () => {
    const { trackEvent, trackPageView } = await loadTracker();
    trackPageView();
    trackEvent({ action: "visit_website", category: "clinic", label: "x" });
    await senderLoaded();
    const { subscribeTracking } = await sender();
    const seen: string[] = [];
    subscribeTracking((record) => seen.push(`${record.type}:${record.input.action}:${record.page.path}`));
    trackEvent({ action: "scroll_depth" }, { path: "/left-page" });
    expect(seen).toEqual(["pageview:page_view:/oura", "event:visit_website:/oura", "event:scroll_depth:/left-page"]);
  });

  it("keeps one session id per page load", async () => {
    vi.resetModules();
    const first = await import("@/lib/analytics/page-context");
    const session = first.getSessionId();
    expect(first.getSessionId()).toBe(session);
    vi.resetModules();
    const second = await import("@/lib/analytics/page-context");
    expect(second.getSessionId()).not.toBe(session);
  });

  it("takes each record's page and time when it happens, before the sender has loaded", async () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T10:00:00Z"), toFake: ["Date"] });
    const { flushTracking, getLastPageView, trackPageView } = await loadTracker();
    trackPageView();
    expect(getLastPageView()).toEqual({ path: "/oura", at: Date.parse("2026-01-01T10:00:00Z") });
    (window as unknown as { location: { pathname: string } }).location.pathname = "/directory";
    doc.title = "Directory";
    vi.setSystemTime(new Date("2026-01-01T10:00:05Z"));
    const seen: string[] = [];
    (await sender()).subscribeTracking((record) => seen.push(`${record.page.path}@${record.at}`));
    flushTracking();
    await senderLoaded();
    expect(seen).toEqual([`/oura@${Date.parse("2026-01-01T10:00:00Z")}`]);
    const [batch] = await batches();
    expect(batch?.events[0]).toMatchObject({ path: "/oura", title: "Oura Ring | Longevity Directory" });
  });

  it("never throws: a failing endpoint, a throwing beacon, a throwing listener are swallowed", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error("network down")));
    vi.stubGlobal("navigator", {
      sendBeacon: () => {
        throw new Error("beacon blocked");
      },
    });
    const { flushTracking, trackEvent, trackPageView } = await loadTracker();
    (await sender()).subscribeTracking(() => {
      throw new Error("listener broke");
    });
    expect(() => trackPageView()).not.toThrow();
    expect(() => trackEvent({ action: "x" })).not.toThrow();
    expect(() => flushTracking()).not.toThrow();
    await senderLoaded();
  });

  it("does nothing on the server", async () => {
    vi.stubGlobal("window", undefined);
    const { flushTracking, trackPageView } = await loadTracker();
    expect(() => trackPageView()).not.toThrow();
    flushTracking();
    await senderLoaded();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
