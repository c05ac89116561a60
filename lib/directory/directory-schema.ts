import { isBiomarkerSlug } from "@/lib/biomarkers/slug";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { toCleanText } from "@/lib/validation/text";
import type { Cursor } from "./cursor";
import {
  ALL_REGIONS,
  CATEGORY_FILTERS,
  DEFAULT_REGION,
  type FilterDefinition,
  type FilterKey,
  type FilterOption,
} from "./filters";
import { DEFAULT_NEAR_SORT, DEFAULT_SORT } from "./fact-filters";
import { apiSegmentOfKind, DIRECTORY_CATEGORIES, isDirectoryCategory } from "./kinds";
import { readNearPlace, readNearState, writeNearParams, type NearState } from "./near";
import { cleanSearch, DIRECTORY_PATH, type DirectoryView } from "./directory-path";

/**
 * The directory's parameters, defined once, with their limits. Two inputs carry them and each is parsed once, into the
 * one query type the query layer takes:
 * - the page URL (/directory?category=&search=&<filter>=), read leniently into a DirectoryState: an unknown category
 *   is 'all', a value no filter offers is dropped, text is cleaned and cut, never an error (parseDirectoryState); the
 *   islands read and write it through nuqs with parsers built from the same keys (DIRECTORY_URL_KEYS, in
 *   use-directory-state.ts: nuqs's client entry, so no page also ships its server entry's copy);
 * - the API query string (GET /api/{segment}, /api/directory), read strictly by the zod schema of the view
 *   (parseDirectoryRequest, in directory-api-schema.ts, built from the same definitions and limits; only route
 *   handlers load it, so no page ships zod): anything invalid is a 400 with a code per field; its `locale` (the
 *   language of the cards' texts) is read beside the query.
 * A state becomes its query with directoryQuery() (no string parsing), and the islands ask the API with exactly the
 * URL directoryApiUrl() writes for that query. A new parameter goes here: a filter as a FilterDefinition in filters.ts
 * (its SQL beside the query layer's other filters), a view-wide one in DirectoryQuery, as the distance search
 * (`near`, read and written by near.ts) is.
 */

/** Only valid, non-default filter values of the current view (region Europe and verified 'all' are implied). */
export type DirectoryFilters = Readonly<Partial<Record<FilterKey, string>>>;
/** What the page URL says: the view, the search, the view's filters and a distance search (near.ts). */
export type DirectoryState = { category: DirectoryView; search: string; filters: DirectoryFilters; near?: NearState };
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | string[] | null | undefined>>;

/** The query type: what one page of directory results is, however it was asked for. */
export type DirectoryQuery = {
  view: DirectoryView;
  search?: string;
  /** Each filter's values; a filter that filters nothing ('All Regions', verified 'all') is absent. */
  filters: Readonly<Partial<Record<FilterKey, readonly string[]>>>;
  /** Near a place: the server resolves it, and the place then stands for region and country. */
  near?: NearState;
  limit: number;
  offset: number;
  cursor?: Cursor;
};

/** Results of the 'all' view (the per-kind preview, or every kind when a search or filter is set). */
const ALL_RESULTS_PATH = "/api/directory";
/** A page of results; 'Load More' shows only while a page comes back this full. */
export const DIRECTORY_PAGE_SIZE = 20;
/** The deepest page a paged URL reaches (1,000 results); a higher `page` reads as the first. */
const DIRECTORY_MAX_PAGE = 50;
/** The unfiltered 'all' view: this many listings of each kind, not paged. */
export const ALL_VIEW_PER_KIND = 6;
export const TEXT_FILTER_MAX = 100;
/** The most values an all-of filter takes (the API's limit on any list of values). */
export const ALL_OF_MAX = 20;
/** Values the directory implies when its URL says nothing: dropped from the URL state. */
const DEFAULT_VALUES: Readonly<Partial<Record<FilterKey, string>>> = {
  region: DEFAULT_REGION,
  verified: "all",
  sort: DEFAULT_SORT,
};
/** Valid values that select nothing. */
const NO_FILTER_VALUES: Readonly<Partial<Record<FilterKey, string>>> = {
  region: ALL_REGIONS,
  verified: "all",
  sort: DEFAULT_SORT,
};
/** Near a place (a distance search) these values are implied instead: nearest first. */
const NEAR_DEFAULT_VALUES: Readonly<Partial<Record<FilterKey, string>>> = { sort: DEFAULT_NEAR_SORT };

/** The value a filter implies when the URL says nothing, with or without a place. */
export const defaultValueOf = (key: FilterKey, hasPlace: boolean) =>
  (hasPlace ? NEAR_DEFAULT_VALUES[key] : undefined) ?? DEFAULT_VALUES[key];
/** The valid value of a filter that selects nothing, with or without a place. */
export const noFilterValueOf = (key: FilterKey, hasPlace: boolean) =>
  (hasPlace ? NEAR_DEFAULT_VALUES[key] : undefined) ?? NO_FILTER_VALUES[key];

/** Whether an option applies with, or without, a place (nearest first needs one; the price order has none). */
export const optionFits = (option: FilterOption, hasPlace: boolean) =>
  option.place === undefined || (option.place === "with") === hasPlace;
export const EMPTY_STATE: DirectoryState = { category: "all", search: "", filters: {} };

function readParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key] ?? undefined;
  return Array.isArray(value) ? value[0] : value;
}

// ---- The page URL: lenient -------------------------------------------------------------------------------------

/** A number filter's value if it is a whole number in its range, else null. */
export function wholeNumberIn(definition: Extract<FilterDefinition, { type: "number" }>, raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= definition.min && value <= definition.max ? value : null;
}

/**
 * The well-formed catalogue slugs of an all-of value, each once, in alphabetical order so one set of values has one
 * URL. Whether each is in the catalogue is the API's check (it reads the table); the page URL is read where there is
 * no database (Proxy, the browser), and a slug no panel holds simply matches nothing.
 */
function catalogueSlugs(value: string): string[] {
  const wanted = value.split(",").map((item) => item.trim().toLowerCase());
  return [...new Set(wanted.filter(isBiomarkerSlug))].sort();
}

/**
 * A filter value if the definition allows it (with or without a place), else undefined; defaults ('Europe', verified
 * 'all', the order that is no sort) are dropped.
 */
export function validFilterValue(
  definition: FilterDefinition,
  raw: string | undefined,
  hasPlace = false,
): string | undefined {
  const value = raw === undefined ? undefined : toCleanText(raw);
  if (!value || defaultValueOf(definition.key, hasPlace) === value) return undefined;
  if (definition.type === "text") return toCleanText(value, TEXT_FILTER_MAX);
  if (definition.type === "number") {
    const number = wholeNumberIn(definition, value);
    return number === null ? undefined : String(number);
  }
  if (definition.type === "all-of") {
    const slugs = catalogueSlugs(value);
    return slugs.length ? slugs.slice(0, ALL_OF_MAX).join(",") : undefined;
  }
  return definition.options.some((option) => option.value === value && optionFits(option, hasPlace))
    ? value
    : undefined;
}

/** Reads the page URL; unknown categories become 'all' and invalid filter values are ignored, never an error. */
export function parseDirectoryState(params: SearchParamsInput): DirectoryState {
  const rawCategory = readParam(params, "category");
  const category: DirectoryView = isDirectoryCategory(rawCategory) ? rawCategory : "all";
  const search = cleanSearch(readParam(params, "search") ?? "");
  const read = (key: string) => readParam(params, key);
  const hasPlace = readNearPlace(read) !== "";
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const definition of CATEGORY_FILTERS[category]) {
    const value = validFilterValue(definition, read(definition.key), hasPlace);
    if (value !== undefined) filters[definition.key] = value;
  }
  const near = readNearState(read, filters.sort);
  return { category, search, filters, ...(near ? { near } : {}) };
}

/** Every key the page URL carries: the view, the search, each view's filters and the distance search. */
export const DIRECTORY_URL_KEYS: readonly string[] = [
  "category",
  "search",
  ...new Set(Object.values(CATEGORY_FILTERS).flatMap((definitions) => definitions.map((definition) => definition.key))),
  "near",
  "radius",
  "remote",
  // Which page of results (Load More's link); never part of a state, so any change of the view clears it.
  "page",
];

/** The URL values of a state for the islands' nuqs setter: its shareable parameters, every other key cleared. */
export function directoryUrlValues(state: DirectoryState): Record<string, string | null> {
  const params = new URLSearchParams(directoryHref(state).slice(DIRECTORY_PATH.length + 1));
  return Object.fromEntries(DIRECTORY_URL_KEYS.map((key) => [key, params.get(key)]));
}

/**
 * A page URL's query string as the directory writes it: read leniently and written back in the stable order, so an
 * island's change leaves the address bar with the canonical URL of its state.
 */
export function canonicalDirectorySearch(params: URLSearchParams): URLSearchParams {
  const state = parseDirectoryState(params);
  return new URLSearchParams(
    pagedDirectoryHref(state, directoryPageOf(state, params)).slice(DIRECTORY_PATH.length + 1),
  );
}

/** The query a page state asks for: the directory's default region applied, a page of 20 from `offset`. */
export function directoryQuery(state: DirectoryState, offset = 0): DirectoryQuery {
  const filters: Partial<Record<FilterKey, string[]>> = {};
  const hasPlace = Boolean(state.near);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key] ?? defaultValueOf(definition.key, hasPlace);
    if (value && noFilterValueOf(definition.key, hasPlace) !== value)
      filters[definition.key] = definition.type === "all-of" ? value.split(",") : [value];
  }
  return {
    view: state.category,
    ...(state.search ? { search: state.search } : {}),
    filters,
    ...(state.near ? { near: state.near } : {}),
    limit: DIRECTORY_PAGE_SIZE,
    offset,
  };
}

// ---- Both --------------------------------------------------------------------------------------------------------

/** 'all' with nothing narrowing it but the default region: up to 6 listings of each kind, not paged. */
export function isPreview(query: DirectoryQuery): boolean {
  if (query.view !== "all" || query.search || query.near) return false;
  return Object.entries(query.filters).every(([key, values]) => key === "region" && values[0] === DEFAULT_REGION);
}

/** The shareable page URL of a state, parameters in a stable order. */
export function directoryHref(state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.category !== "all") params.set("category", state.category);
  if (state.search) params.set("search", state.search);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key];
    if (value) params.set(definition.key, value);
  }
  writeNearParams(state.near, params);
  const query = params.toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}

/**
 * The page of results a URL asks for (`page`, from 2 up to DIRECTORY_MAX_PAGE, what Load More's link writes); 1 when
 * absent or anything else, and always on the per-kind preview, which is not paged.
 */
export function directoryPageOf(state: DirectoryState, params: SearchParamsInput): number {
  const raw = readParam(params, "page");
  if (!raw || !/^\d{1,4}$/.test(raw) || isPreview(directoryQuery(state))) return 1;
  const page = Number(raw);
  return page >= 2 && page <= DIRECTORY_MAX_PAGE ? page : 1;
}

/** The offset of a page of results. */
export const pageOffset = (page: number) => (page - 1) * DIRECTORY_PAGE_SIZE;

/** The page URL of a state's nth page of results: the state's own URL for the first, `&page=n` after it. */
export function pagedDirectoryHref(state: DirectoryState, page: number): string {
  const href = directoryHref(state);
  if (page <= 1) return href;
  return `${href}${href.includes("?") ? "&" : "?"}page=${page}`;
}

/** `/api/{segment}` for a category (social → communities), the 'all' endpoint otherwise. */
function apiPath(view: DirectoryView): string {
  return view === "all" ? ALL_RESULTS_PATH : `/api/${apiSegmentOfKind(DIRECTORY_CATEGORIES[view])}`;
}

/**
 * The API URL that answers a query (the preview is not paged, so it sends no limit or offset), its cards' texts in
 * `locale` (English, the default, is left out of the URL).
 */
export function directoryApiUrl(query: DirectoryQuery, locale: Locale = DEFAULT_LOCALE): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const definition of CATEGORY_FILTERS[query.view]) {
    const values = query.filters[definition.key];
    if (values?.length) params.set(definition.key, values.join(","));
  }
  writeNearParams(query.near, params);
  if (!isPreview(query)) {
    params.set("limit", String(query.limit));
    params.set("offset", String(query.offset));
  }
  if (locale !== DEFAULT_LOCALE) params.set("locale", locale);
  const search = params.toString();
  return search ? `${apiPath(query.view)}?${search}` : apiPath(query.view);
}
