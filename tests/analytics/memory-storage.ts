import type { AnalyticsPageContext } from "@/lib/analytics/store";

/** A Map-backed Storage stand-in; `failWrites` makes setItem throw like a full quota. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    failWrites: false,
    failReads: false,
    data,
    getItem(key: string): string | null {
      if (storage.failReads) throw new Error("SecurityError");
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string): void {
      if (storage.failWrites) throw new Error("QuotaExceededError");
      data.set(key, value);
    },
    removeItem(key: string): void {
      data.delete(key);
    },
  };
  return storage;
}

export const PAGE: AnalyticsPageContext = {
  path: "/clinics",
  title: "Clinics | Longevity Directory",
  referrer: "https://www.google.com/",
  userAgent: "Mozilla/5.0 (test)",
  viewportWidth: 1280,
  viewportHeight: 720,
};

/** A clock the test moves by hand; starts at 2026-03-14 12:00 UTC (the same calendar day in every European zone). */
export function manualClock(start = Date.UTC(2026, 2, 14, 12)) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
