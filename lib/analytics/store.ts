import { MAX_STORED_RECORDS, STORAGE_KEYS } from "./constants";

/** The part of `Storage` the store uses (window.localStorage in the browser, a Map-backed fake in tests). */
export type AnalyticsStorage = Pick<Storage, "getItem" | "setItem">;

/** What the page looks like at the moment of a record. */
export type AnalyticsPageContext = {
  path: string;
  title: string;
  referrer: string;
  userAgent: string;
  viewportWidth: number;
  viewportHeight: number;
};

export type AnalyticsParamValue = string | number | boolean | null;

type RecordBase = {
  path: string;
  title: string;
  /** ISO time of the page view or event. */
  timestamp: string;
  visitorId: string;
  sessionId: string;
  referrer: string;
  userAgent: string;
  /** '1280x720' */
  viewport: string;
  /** Page views in this session when the record was made. */
  pageViewCount: number;
  stored_at: string;
};

type PageViewRecord = RecordBase & { type: "pageview" };
type EventRecord = RecordBase & {
  type: "event";
  action: string;
  category: string | null;
  label: string | null;
  value: number | null;
  params: Record<string, AnalyticsParamValue>;
};
export type AnalyticsRecord = PageViewRecord | EventRecord;

type AnalyticsEventInput = {
  action: string;
  category?: string;
  label?: string;
  value?: number;
  params?: Record<string, AnalyticsParamValue>;
};

export type AnalyticsStats = {
  visitorId: string;
  sessionId: string;
  sessionStartedAt: string;
  sessionPageViews: number;
  sessionDurationMs: number;
  eventsTracked: number;
  daysActive: number;
  totalStored: number;
  firstVisit: string | null;
  daysSinceFirstVisit: number;
  totalPageViews: number;
};

type AnalyticsStoreOptions = {
  /** null when the browser offers no storage: the store then keeps this page's records in memory only. */
  storage: AnalyticsStorage | null;
  /** Page details at the moment of recording. */
  env: () => AnalyticsPageContext;
  now?: () => number;
  randomId?: () => string;
  /** One per page load; defaults to a fresh id. */
  sessionId?: string;
  warn?: (message: string, error: unknown) => void;
};

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;

/** When and where a record was made, when not now on the current page (records replayed after a delayed start). */
type RecordContext = { at?: number; page?: AnalyticsPageContext };

const DAY_MS = 86_400_000;

/** The local calendar day, 'YYYY-MM-DD'. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function randomAnalyticsId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function isRecord(value: unknown): value is AnalyticsRecord {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === "pageview" || type === "event";
}

type ActiveDays = { count: number; last: string };

function isActiveDays(value: unknown): value is ActiveDays {
  if (typeof value !== "object" || value === null) return false;
  const { count, last } = value as { count?: unknown; last?: unknown };
  return typeof count === "number" && typeof last === "string";
}

/**
 * The browser-side analytics record: page views and events kept in local storage (the latest
 * 1000), one visitor id per browser, one session per page load. Storage failures are warned, never thrown.
 */
export function createAnalyticsStore(options: AnalyticsStoreOptions) {
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? randomAnalyticsId;
  const warn = options.warn ?? ((message: string, error: unknown) => console.warn(message, error));
  const sessionId = options.sessionId ?? randomId();
  const sessionStart = now();
  const memory = new Map<string, string>();
  const warned = new Set<string>();
  let sessionPageViews = 0;
  let sessionEvents = 0;

  function warnOnce(message: string, error: unknown) {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message, error);
  }

  // Storage first; memory when storage is missing or refuses (private mode, quota), so this page still counts.
  function read(key: string): string | null {
    if (options.storage) {
      try {
        const value = options.storage.getItem(key);
        if (value !== null) return value;
      } catch (error) {
        warnOnce("Analytics: could not read local storage", error);
      }
    }
    return memory.get(key) ?? null;
  }

  function write(key: string, value: string): void {
    memory.set(key, value);
    if (!options.storage) return;
    try {
      options.storage.setItem(key, value);
    } catch (error) {
      warnOnce("Analytics: could not write local storage", error);
    }
  }

  function readJson<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
    const raw = read(key);
    if (raw === null) return fallback;
    try {
      const parsed: unknown = JSON.parse(raw);
      return valid(parsed) ? parsed : fallback;
    } catch (error) {
      warnOnce(`Analytics: ignoring unreadable ${key}`, error);
      return fallback;
    }
  }

  function visitorId(): string {
    const stored = read(STORAGE_KEYS.visitorId);
    if (stored) return stored;
    const created = randomId();
    write(STORAGE_KEYS.visitorId, created);
    return created;
  }

  function records(): AnalyticsRecord[] {
    const list = readJson<unknown[]>(STORAGE_KEYS.records, [], Array.isArray);
    return list.filter(isRecord);
  }

  function activeDays(): ActiveDays {
    return readJson(STORAGE_KEYS.activeDays, { count: 0, last: "" }, isActiveDays);
  }

  /** First visit and days active, on every record. */
  function noteVisit(at: number): void {
    if (read(STORAGE_KEYS.firstVisit) === null) write(STORAGE_KEYS.firstVisit, new Date(at).toISOString());
    const today = localDay(at);
    const days = activeDays();
    if (days.last !== today) write(STORAGE_KEYS.activeDays, JSON.stringify({ count: days.count + 1, last: today }));
  }

  function append(record: AnalyticsRecord): void {
    write(STORAGE_KEYS.records, JSON.stringify([...records(), record].slice(-MAX_STORED_RECORDS)));
  }

  function base(at: number, page: AnalyticsPageContext = options.env()): RecordBase {
    const iso = new Date(at).toISOString();
    return {
      path: page.path,
      title: page.title,
      timestamp: iso,
      visitorId: visitorId(),
      sessionId,
      referrer: page.referrer,
      userAgent: page.userAgent,
      viewport: `${Math.round(page.viewportWidth)}x${Math.round(page.viewportHeight)}`,
      pageViewCount: sessionPageViews,
      stored_at: new Date(now()).toISOString(),
    };
  }

  function totalPageViews(): number {
    const total = Number(read(STORAGE_KEYS.totalPageViews) ?? 0);
    return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  }

  function stats(): AnalyticsStats {
    const at = now();
    const firstVisit = read(STORAGE_KEYS.firstVisit);
    const firstMs = firstVisit ? Date.parse(firstVisit) : Number.NaN;
    return {
      visitorId: visitorId(),
      sessionId,
      sessionStartedAt: new Date(sessionStart).toISOString(),
      sessionPageViews,
      sessionDurationMs: Math.max(0, at - sessionStart),
      eventsTracked: sessionEvents,
      daysActive: activeDays().count,
      totalStored: records().length,
      firstVisit: Number.isNaN(firstMs) ? null : firstVisit,
      daysSinceFirstVisit: Number.isNaN(firstMs) ? 0 : Math.max(0, Math.floor((at - firstMs) / DAY_MS)),
      totalPageViews: totalPageViews(),
    };
  }

  return {
    sessionId,
    visitorId,
    records,

    recordPageView(context: RecordContext = {}): PageViewRecord {
      const at = context.at ?? now();
      sessionPageViews += 1;
      noteVisit(at);
      write(STORAGE_KEYS.totalPageViews, String(totalPageViews() + 1));
      const record: PageViewRecord = { type: "pageview", ...base(at, context.page) };
      append(record);
      return record;
    },

    recordEvent(input: AnalyticsEventInput, context: RecordContext = {}): EventRecord {
      const at = context.at ?? now();
      sessionEvents += 1;
      noteVisit(at);
      const record: EventRecord = {
        type: "event",
        ...base(at, context.page),
        action: input.action,
        category: input.category ?? null,
        label: input.label ?? null,
        value: input.value ?? null,
        params: { ...input.params },
      };
      append(record);
      return record;
    },

    stats,

    /** Everything stored, as a JSON file named for today ('analytics-export-2026-03-14.json'). */
    exportJson(): { filename: string; json: string } {
      const at = now();
      const json = JSON.stringify(
        { exportedAt: new Date(at).toISOString(), stats: stats(), records: records() },
        null,
        2,
      );
      return { filename: `analytics-export-${localDay(at)}.json`, json };
    },
  };
}
