import "server-only";
import { isListingKind, listingPath } from "@/lib/directory/kinds";
import { normalizeSearchQuery } from "@/lib/search/track-search-schema";
import { DIRECTORY_RESULTS_ACTION, SEARCH_RESULT_ACTION } from "@/lib/analytics/constants";
import { ASSISTANT_ACTION, ASSISTANT_RECOMMENDATIONS_ACTION, FAVORITE_ADDED_ACTION } from "./schema";

/**
 * Daily counters (AnalyticsDaily). Totals have the empty dimension; the others count per path, listing
 * ('kind/slug'), action, normalised search or assistant topic.
 */
export const ROLLUP_METRICS = {
  views: "views",
  visitors: "visitors",
  events: "events",
  searches: "searches",
  outboundClicks: "outbound_clicks",
  assistantQuestions: "assistant_questions",
  page: "page",
  listingView: "listing_view",
  outbound: "outbound",
  event: "event",
  search: "search",
  searchZero: "search_zero",
  assistantTopic: "assistant_topic",
} as const;

/**
 * A listing's own figures live under one metric per listing, `listing:kind/slug`, one row per day and figure: its
 * owner's dashboard then reads one primary-key range. Searches that led to it are `search:<normalised query>`.
 */
export const LISTING_METRIC_PREFIX = "listing:";
export const LISTING_FIGURES = {
  views: "views",
  visitors: "visitors",
  outbound: "outbound",
  favorites: "favorites",
  directory: "directory",
  assistant: "assistant",
} as const;
export const LISTING_SEARCH_PREFIX = "search:";

export function listingMetric(listing: string): `listing:${string}` {
  return `${LISTING_METRIC_PREFIX}${listing}`;
}

export type RollupMetric = (typeof ROLLUP_METRICS)[keyof typeof ROLLUP_METRICS] | `listing:${string}`;
export type RollupDelta = { metric: RollupMetric; dimension: string; value: number };

const OUTBOUND_ACTION = "visit_website";
const ZERO_RESULTS_ACTION = "search_no_results";
export { ASSISTANT_ACTION };

const MAX_DIMENSION = 300;
const ACTION = /^[a-z0-9_:-]{1,64}$/;
const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/** The event facts rollups read. */
export type RollupEvent = {
  type: "pageview" | "event";
  action: string;
  category?: string | null;
  label?: string | null;
  path?: string | null;
  listings?: readonly string[] | null;
};

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * 'kind/slug' when the event names a listing (category = kind, label = slug) and happened on that listing's own
 * page, so a view or click cannot be credited to a listing from anywhere else.
 */
export function listingOf(event: RollupEvent): string | null {
  const kind = event.category;
  const slug = event.label;
  if (!isListingKind(kind) || !slug || !SLUG.test(slug) || !event.path) return null;
  const own = listingPath({ kind, slug });
  const path = decodePath(event.path);
  const onPage = path === own || (own.startsWith("/brand/") && path === own.replace(/^\/brand\//, "/brands/"));
  return onPage ? `${kind}/${slug}` : null;
}

/** A 'kind/slug' an event names, when it is one. */
function listingKey(key: string): string | null {
  const slash = key.indexOf("/");
  const kind = key.slice(0, slash);
  const slug = key.slice(slash + 1);
  return slash > 0 && isListingKind(kind) && SLUG.test(slug) ? key : null;
}

function namedListings(event: RollupEvent): string[] {
  return [...new Set((event.listings ?? []).flatMap((key) => listingKey(key) ?? []))];
}

const isDirectoryPath = (path: string | null | undefined) =>
  path === "/directory" || Boolean(path?.startsWith("/directory/"));

/** What an event about listings seen or chosen elsewhere adds to those listings' own figures. */
function offPageListingDeltas(event: RollupEvent, action: string): RollupDelta[] {
  const figure = (listing: string, dimension: string): RollupDelta => ({
    metric: listingMetric(listing),
    dimension,
    value: 1,
  });
  if (action === ASSISTANT_RECOMMENDATIONS_ACTION)
    return namedListings(event).map((key) => figure(key, LISTING_FIGURES.assistant));
  if (action === FAVORITE_ADDED_ACTION)
    return namedListings(event).map((key) => figure(key, LISTING_FIGURES.favorites));
  // Only the directory shows results; a client claiming another page cannot credit listings with appearances.
  if (!isDirectoryPath(event.path)) return [];
  if (action === DIRECTORY_RESULTS_ACTION)
    return namedListings(event).map((key) => figure(key, LISTING_FIGURES.directory));
  if (action === SEARCH_RESULT_ACTION && event.label) {
    const query = normalizeSearchQuery(event.label);
    const [listing] = namedListings(event);
    return query && listing ? [figure(listing, `${LISTING_SEARCH_PREFIX}${query.slice(0, MAX_DIMENSION)}`)] : [];
  }
  return [];
}

/** Actions are counted by name when they look like one, else together as 'other' (free text cannot grow the table). */
export function actionDimension(action: string): string {
  const name = action.trim().toLowerCase();
  return ACTION.test(name) ? name : "other";
}

function pathDimension(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (trimmed || "/").slice(0, MAX_DIMENSION);
}

/** What one stored, non-bot event adds to its day's counters. */
export function eventDeltas(event: RollupEvent): RollupDelta[] {
  if (event.type === "pageview") {
    const deltas: RollupDelta[] = [{ metric: "views", dimension: "", value: 1 }];
    if (event.path) deltas.push({ metric: "page", dimension: pathDimension(event.path), value: 1 });
    const listing = listingOf(event);
    if (listing) {
      deltas.push({ metric: "listing_view", dimension: listing, value: 1 });
      deltas.push({ metric: listingMetric(listing), dimension: LISTING_FIGURES.views, value: 1 });
    }
    return deltas;
  }
  const action = actionDimension(event.action);
  const deltas: RollupDelta[] = [
    { metric: "events", dimension: "", value: 1 },
    { metric: "event", dimension: action, value: 1 },
  ];
  if (action === OUTBOUND_ACTION) {
    deltas.push({ metric: "outbound_clicks", dimension: "", value: 1 });
    const listing = listingOf(event);
    if (listing) {
      deltas.push({ metric: "outbound", dimension: listing, value: 1 });
      deltas.push({ metric: listingMetric(listing), dimension: LISTING_FIGURES.outbound, value: 1 });
    }
  } else if (action === ZERO_RESULTS_ACTION && event.label) {
    const query = normalizeSearchQuery(event.label);
    if (query) deltas.push({ metric: "search_zero", dimension: query, value: 1 });
  } else if (action === ASSISTANT_ACTION) {
    deltas.push({ metric: "assistant_questions", dimension: "", value: 1 });
    for (const topic of (event.category ?? "").split(",").filter(Boolean))
      deltas.push({ metric: "assistant_topic", dimension: topic.slice(0, MAX_DIMENSION), value: 1 });
  }
  return [...deltas, ...offPageListingDeltas(event, action)];
}

/** One tracked search (POST /api/track/search). */
export function searchDeltas(normalized: string): RollupDelta[] {
  return normalized
    ? [
        { metric: "searches", dimension: "", value: 1 },
        { metric: "search", dimension: normalized.slice(0, MAX_DIMENSION), value: 1 },
      ]
    : [];
}

/** Sums deltas per counter, sorted by metric then dimension (the order rows are locked in, so writers never deadlock). */
export function sumDeltas(deltas: Iterable<RollupDelta>): RollupDelta[] {
  const sums = new Map<string, RollupDelta>();
  for (const delta of deltas) {
    const key = `${delta.metric}\u0000${delta.dimension}`;
    const existing = sums.get(key);
    if (existing) existing.value += delta.value;
    else sums.set(key, { ...delta });
  }
  return [...sums.values()].sort((a, b) =>
    a.metric === b.metric
      ? a.dimension < b.dimension
        ? -1
        : a.dimension > b.dimension
          ? 1
          : 0
      : a.metric < b.metric
        ? -1
        : 1,
  );
}

/** The listings whose own page a batch viewed: each may gain a unique visitor of the day. */
export function listingVisits(events: readonly RollupEvent[]): string[] {
  return [...new Set(events.flatMap((event) => (event.type === "pageview" ? (listingOf(event) ?? []) : [])))].sort();
}

/** The counters a batch of non-bot events adds to its day. */
export function rollupDeltas(events: readonly RollupEvent[]): RollupDelta[] {
  return sumDeltas(events.flatMap(eventDeltas));
}
