/** Analytics limits and timings (spec 2 §2, §9). */

/** Only the latest records are kept in local storage. */
export const MAX_STORED_RECORDS = 1000;
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
/** Dwell time is reported only when longer than this. */
export const MIN_DWELL_MS = 1000;
export const DASHBOARD_REFRESH_MS = 5000;
export const VISITOR_ID_DISPLAY_LENGTH = 20;
export const DEBUG_REFRESH_AFTER_TESTS_MS = 1000;
export const DEBUG_REFRESH_AFTER_TEST_EVENTS_MS = 500;

/** Local-storage keys. The visitor id key is the one lib/analytics/track.ts uses, so both report one visitor. */
export const STORAGE_KEYS = {
  visitorId: "ld_visitor_id",
  records: "ld_analytics_records",
  firstVisit: "ld_analytics_first_visit",
  activeDays: "ld_analytics_active_days",
  totalPageViews: "ld_analytics_page_views",
} as const;
