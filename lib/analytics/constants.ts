/** Analytics limits and timings. */

/** Local-storage keys. The visitor id key is the one lib/analytics/track.ts uses, so both report one visitor. */
export const STORAGE_KEYS = {
  visitorId: "ld_visitor_id",
  records: "ld_analytics_records",
  firstVisit: "ld_analytics_first_visit",
  activeDays: "ld_analytics_active_days",
  totalPageViews: "ld_analytics_page_views",
  consent: "ld_analytics_consent",
} as const;

/** Only the latest records are kept in local storage. */
export const MAX_STORED_RECORDS = 1000;
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
/** Dwell time is reported only when longer than this. */
export const MIN_DWELL_MS = 1000;
export const DASHBOARD_REFRESH_MS = 5000;
export const VISITOR_ID_DISPLAY_LENGTH = 20;
export const DEBUG_REFRESH_AFTER_TESTS_MS = 1000;
export const DEBUG_REFRESH_AFTER_TEST_EVENTS_MS = 500;

/** POST /api/track takes one event or a batch `{events}` of at most this many, in at most this many bytes. */
export const MAX_BATCH_EVENTS = 50;
export const MAX_BATCH_BYTES = 32_768;
/** A batch goes out when the page is hidden or left, when this many events wait, or this long after the first. */
export const FLUSH_AT_EVENTS = 20;
export const FLUSH_AFTER_MS = 5_000;
/** Events kept while the endpoint is unreachable or before the page's analytics have started. */
export const MAX_QUEUED_EVENTS = 200;
/** Custom parameters of one event: at most this many keys, each name and text value bounded. */
export const MAX_EVENT_PARAMS = 20;
export const MAX_PARAM_KEY_LENGTH = 40;
export const MAX_PARAM_TEXT_LENGTH = 200;
/** An event's value lies within ± this. */
export const MAX_EVENT_VALUE = 1e9;
/** The start-up routine (local records, scroll and dwell tracking, the consent banner) waits this long. */
export const STARTUP_DELAY_MS = 2_000;

/** Longest text per field of a tracked event; the server schema refuses longer, the client trims to fit. */
export const TRACK_TEXT_LIMITS = {
  action: 100,
  category: 100,
  label: 300,
  path: 500,
  title: 300,
  referrer: 200,
  viewport: 20,
  sessionId: 100,
} as const;

/** An event about listings shown off their own pages (directory results, a search's result) names at most this many. */
export const MAX_EVENT_LISTINGS = 60;
/** How an event names a listing: 'kind/slug'. */
export const LISTING_KEY_PATTERN = /^[a-z]{1,20}\/[\p{L}\p{N}_-]{1,200}$/u;
/** What the directory records: the listings a visitor was shown, and the result a search led to. */
export const DIRECTORY_RESULTS_ACTION = "directory_results";
export const SEARCH_RESULT_ACTION = "search_result";
