"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { AnalyticsStats, AnalyticsStore } from "@/lib/analytics/store";

function createStatsCell(getStore: () => AnalyticsStore) {
  let snapshot: AnalyticsStats | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // Cached between refreshes: the stats include a running duration, so recomputing on every read would never settle.
    getSnapshot(): AnalyticsStats {
      snapshot ??= getStore().stats();
      return snapshot;
    },
    refresh() {
      snapshot = getStore().stats();
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The analytics store's stats: null during server rendering, then read in the browser; refreshed every
 * `refreshEveryMs` when given, and on demand with `refresh()`.
 */
export function useAnalyticsStats(getStore: () => AnalyticsStore, refreshEveryMs?: number) {
  const [cell] = useState(() => createStatsCell(getStore));
  const stats = useSyncExternalStore(cell.subscribe, cell.getSnapshot, () => null);
  useEffect(() => {
    if (!refreshEveryMs) return;
    const timer = setInterval(cell.refresh, refreshEveryMs);
    return () => clearInterval(timer);
  }, [cell, refreshEveryMs]);
  return { stats, refresh: cell.refresh };
}
