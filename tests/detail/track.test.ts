import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Track = typeof import("@/lib/analytics/track");

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

async function loadTracker(): Promise<Track> {
  vi.resetModules();
  return import("@/lib/analytics/track");
}

async function blobJson(blob: Blob): Promise<Record<string, unknown>> {
  return JSON.parse(await blob.text()) as Record<string, unknown>;
}

describe("client tracker", () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    sendBeacon = vi.fn(() => true);
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal("window", { location: { pathname: "/oura" }, localStorage: memoryStorage() });
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends a page view as a JSON Blob beacon to /api/track", async () => {
    const { trackPageView } = await loadTracker();
    trackPageView({ action: "page_view", category: "brand", label: "oura" });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe("/api/track");
    expect(blob.type).toBe("application/json");
    const body = await blobJson(blob);
    expect(body).toMatchObject({ type: "pageview", action: "page_view", category: "brand", label: "oura", path: "/oura" });
    expect(typeof body.visitorId).toBe("string");
    expect(typeof body.sessionId).toBe("string");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends events with the same visitor and session ids", async () => {
    const { trackEvent, trackPageView } = await loadTracker();
    trackPageView();
    trackEvent({ action: "brand_interaction", category: "oura", label: "oura-visit" });
    const first = await blobJson((sendBeacon.mock.calls[0] as [string, Blob])[1]);
    const second = await blobJson((sendBeacon.mock.calls[1] as [string, Blob])[1]);
    expect(second).toMatchObject({ type: "event", action: "brand_interaction", category: "oura", label: "oura-visit" });
    expect(second.visitorId).toBe(first.visitorId);
    expect(second.sessionId).toBe(first.sessionId);
  });

  it("keeps the visitor id across page loads but starts a new session", async () => {
    const first = await loadTracker();
    const visitor = first.getVisitorId();
    const session = first.getSessionId();
    const second = await loadTracker();
    expect(second.getVisitorId()).toBe(visitor);
    expect(second.getSessionId()).not.toBe(session);
  });

  it("falls back to fetch with keepalive when sendBeacon is missing or refuses", async () => {
    vi.stubGlobal("navigator", {});
    const { trackEvent } = await loadTracker();
    trackEvent({ action: "brand_interaction" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/track");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect(JSON.parse(String(init.body))).toMatchObject({ type: "event", action: "brand_interaction" });

    sendBeacon.mockReturnValue(false);
    vi.stubGlobal("navigator", { sendBeacon });
    trackEvent({ action: "again" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never throws: a failing endpoint, a throwing beacon or blocked storage are swallowed", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error("network down")));
    vi.stubGlobal("navigator", { sendBeacon: () => { throw new Error("beacon blocked"); } });
    vi.stubGlobal("window", { location: { pathname: "/x" }, get localStorage(): Storage { throw new Error("denied"); } });
    const { trackEvent, trackPageView } = await loadTracker();
    expect(() => trackPageView()).not.toThrow();
    expect(() => trackEvent({ action: "x" })).not.toThrow();
    await Promise.resolve();
  });

  it("does nothing on the server", async () => {
    vi.stubGlobal("window", undefined);
    const { trackPageView } = await loadTracker();
    expect(() => trackPageView()).not.toThrow();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
