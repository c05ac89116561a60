// The client tracker's sender, loaded after the page by the stub in ./track: page views and events are queued and
// sent to /api/track in batches (when the page is hidden or left, when 20 wait, or 5 s after the first), and handed
// to the page's listeners (the local record and the analytics service, which start 2 s after load). Never throws.
import { createBatchQueue } from "./batch-queue";
import {
  FLUSH_AFTER_MS,
  FLUSH_AT_EVENTS,
  LISTING_KEY_PATTERN,
  MAX_EVENT_LISTINGS,
  MAX_EVENT_PARAMS,
  MAX_EVENT_VALUE,
  MAX_PARAM_KEY_LENGTH,
  MAX_PARAM_TEXT_LENGTH,
  MAX_QUEUED_EVENTS,
  TRACK_TEXT_LIMITS,
} from "./constants";
import { getSessionId } from "./page-context";
import type { AnalyticsPageContext, AnalyticsParamValue } from "./store";

export const TRACK_ENDPOINT = "/api/track";

export type TrackInput = {
  action: string;
  category?: string;
  label?: string;
  value?: number;
  params?: Record<string, AnalyticsParamValue>;
  /** Listings ('kind/slug') the event is about when it happens off their pages (the directory's results). */
  listings?: readonly string[];
};

/**
 * One event as the server receives it: no visitor id (the server counts visitors by a daily-salted hash) and only
 * the referrer's origin.
 */
export type TrackPayload = {
  type: "pageview" | "event";
  action: string;
  category?: string;
  label?: string;
  value?: number;
  params?: Record<string, AnalyticsParamValue>;
  listings?: string[];
  path: string;
  title?: string;
  referrer?: string;
  viewport?: string;
  sessionId: string;
};

/** A page view or event as the page's listeners get it, with the page it happened on. */
export type TrackedRecord = { type: TrackPayload["type"]; input: TrackInput; page: AnalyticsPageContext; at: number };
type Listener = (record: TrackedRecord) => void;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// What the server refuses as unsafe markup; such an event is dropped rather than sink its whole batch.
const UNSAFE = /<\s*\/?\s*(?:script|iframe|object|embed)|(?:java|vb)script\s*:|(?:^|[\s"'`/<>;(])on[a-z]{3,}\s*=/i;
const PARAM_KEY = new RegExp(`^[A-Za-z0-9_.:-]{1,${MAX_PARAM_KEY_LENGTH}}$`);

function clip(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const clean = text.replace(CONTROL, " ").trim().slice(0, max).replace(LONE_SURROGATE, "");
  return clean || undefined;
}

function cleanParams(params: TrackInput["params"]): TrackPayload["params"] {
  if (!params) return undefined;
  const out: Record<string, AnalyticsParamValue> = {};
  for (const [key, value] of Object.entries(params).slice(0, MAX_EVENT_PARAMS)) {
    if (!PARAM_KEY.test(key)) continue;
    if (typeof value === "string") out[key] = clip(value, MAX_PARAM_TEXT_LENGTH) ?? "";
    else if (typeof value === "number") out[key] = Number.isFinite(value) ? value : null;
    else if (typeof value === "boolean" || value === null) out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanListings(listings: TrackInput["listings"]): string[] | undefined {
  const keys = [...new Set(listings ?? [])].filter((key) => LISTING_KEY_PATTERN.test(key)).slice(0, MAX_EVENT_LISTINGS);
  return keys.length ? keys : undefined;
}

function referrerOrigin(referrer: string): string | undefined {
  try {
    const origin = new URL(referrer).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The server's copy of a record, trimmed to the schema's limits; null when it could not be sent as it is. */
export function toPayload(record: TrackedRecord, session: string): TrackPayload | null {
  const { input, page } = record;
  const payload: TrackPayload = {
    type: record.type,
    action: clip(input.action, TRACK_TEXT_LIMITS.action) ?? "",
    category: clip(input.category, TRACK_TEXT_LIMITS.category),
    label: clip(input.label, TRACK_TEXT_LIMITS.label),
    value: typeof input.value === "number" && Math.abs(input.value) <= MAX_EVENT_VALUE ? input.value : undefined,
    params: cleanParams(input.params),
    listings: cleanListings(input.listings),
    path: clip(page.path, TRACK_TEXT_LIMITS.path) ?? "/",
    title: clip(page.title, TRACK_TEXT_LIMITS.title),
    referrer: clip(referrerOrigin(page.referrer), TRACK_TEXT_LIMITS.referrer),
    viewport:
      page.viewportWidth > 0 ? `${Math.round(page.viewportWidth)}x${Math.round(page.viewportHeight)}` : undefined,
    sessionId: session,
  };
  if (!payload.action || !payload.path.startsWith("/")) return null;
  const texts = [
    payload.action,
    payload.category,
    payload.label,
    payload.title,
    ...Object.values(payload.params ?? {}),
  ];
  return texts.some((text) => typeof text === "string" && UNSAFE.test(text)) ? null : payload;
}

/** Hands one batch over: sendBeacon with a JSON Blob (survives the page closing), else fetch with keepalive. */
function deliver(body: string): boolean {
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    try {
      if (navigator.sendBeacon(TRACK_ENDPOINT, new Blob([body], { type: "application/json" }))) return true;
    } catch {
      // A blocked beacon falls through to fetch.
    }
  }
  if (typeof fetch !== "function") return false;
  void fetch(TRACK_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
  return true;
}

const queue = createBatchQueue<TrackPayload>({ send: deliver });
const listeners = new Set<Listener>();
// Records made before the page's listeners start (2 s after load), replayed to the first one.
let backlog: TrackedRecord[] = [];
// The latest page view, still queued: TrackPageView may name its listing until it is sent (see annotatePageView).
let openPageView: TrackPayload | null = null;
let annotation: { path: string; category?: string; label?: string } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let hideListeners = false;

function applyAnnotation(): void {
  if (!openPageView || !annotation || annotation.path !== openPageView.path || openPageView.category) return;
  openPageView.category = clip(annotation.category, TRACK_TEXT_LIMITS.category);
  openPageView.label = clip(annotation.label, TRACK_TEXT_LIMITS.label);
}

/** Sends everything waiting now (the page is hidden, closed, or left for another route). */
export function flushTracking(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  try {
    applyAnnotation();
    openPageView = null;
    queue.flush();
  } catch {
    // Tracking must never break the page.
  }
}

function watchPageHide(): void {
  if (hideListeners || typeof document === "undefined" || typeof window.addEventListener !== "function") return;
  hideListeners = true;
  window.addEventListener("pagehide", flushTracking);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushTracking();
  });
}

function scheduleFlush(): void {
  if (queue.size() >= FLUSH_AT_EVENTS) flushTracking();
  else timer ??= setTimeout(flushTracking, FLUSH_AFTER_MS);
}

function notify(targets: Listener[], tracked: TrackedRecord): void {
  for (const listener of targets) {
    try {
      listener(tracked);
    } catch {
      // One failing listener must not stop the others, nor the page.
    }
  }
}

/** One page view or event, with the page it happened on (taken when it happened, see ./track). */
export function recordTracked(tracked: TrackedRecord): void {
  try {
    watchPageHide();
    const payload = toPayload(tracked, getSessionId());
    if (payload && tracked.type === "pageview") {
      applyAnnotation();
      openPageView = payload;
      applyAnnotation();
    }
    if (payload) queue.push(payload);
    if (listeners.size) notify([...listeners], tracked);
    else backlog = [...backlog, tracked].slice(-MAX_QUEUED_EVENTS);
    scheduleFlush();
  } catch {
    // Tracking must never break the page.
  }
}

/** Names the listing (kind and slug) shown at `path`, for its page view; either may come first. */
export function annotatePageView(next: { path: string; category?: string; label?: string }): void {
  annotation = next;
  applyAnnotation();
}

/** Every record from now on, after those made before (replayed once, to the first listener). */
export function subscribeTracking(listener: Listener): () => void {
  const replay = backlog;
  backlog = [];
  listeners.add(listener);
  for (const tracked of replay) notify([listener], tracked);
  return () => {
    listeners.delete(listener);
  };
}
