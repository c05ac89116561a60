import { buildQueryPath } from "@/lib/api-client";
import { CATEGORY_FILTERS, COUNTRIES, DEFAULT_REGION, type FilterDefinition } from "@/lib/directory/filters";
import {
  apiSegmentOfKind,
  DIRECTORY_CATEGORIES,
  isDirectoryCategory,
  type ApiSegment,
  type DirectoryCategory,
} from "@/lib/directory/kinds";
import { regionOfCountry } from "@/lib/geo/country-region";
import { toCleanText } from "@/lib/validation/text";

/**
 * The directory's state lives in the URL (/directory?category=&search=&region=&country=&<filterKey>=), so any
 * view can be shared and reloaded. These pure helpers are shared by the server page, the client islands and tests.
 */

export type DirectoryView = DirectoryCategory | "all";
/** Only valid, non-default filter values of the current category (region Europe and verified 'all' are implied). */
export type DirectoryFilters = Readonly<Record<string, string>>;
export type DirectoryState = { category: DirectoryView; search: string; filters: DirectoryFilters };
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

export const DIRECTORY_PATH = "/directory";
/** Spec 1 §9 (same values as DIRECTORY_PAGE_SIZE / ALL_VIEW_PER_KIND on the server; a unit test keeps them equal). */
export const PAGE_SIZE = 20;
export const PREVIEW_PER_KIND = 6;
/** Results of the 'all' view (the per-kind preview, or every kind when a search or filter is set). */
export const ALL_RESULTS_PATH = "/api/directory";
export const ALL_REGIONS = "All Regions";

const SEARCH_MAX = 200;
const TEXT_FILTER_MAX = 100;
const DEFAULT_VALUES: Readonly<Record<string, string>> = { region: DEFAULT_REGION, verified: "all" };
/** Filters a search keeps when it switches a category view to 'all'. */
const SEARCH_KEEPS = ["region", "country"];

export { isDirectoryCategory };

export const EMPTY_STATE: DirectoryState = { category: "all", search: "", filters: {} };

function readParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A filter value if the definition allows it, else undefined; defaults ('Europe', verified 'all') are dropped. */
export function validFilterValue(definition: FilterDefinition, raw: string | undefined): string | undefined {
  const value = raw === undefined ? undefined : toCleanText(raw);
  if (!value || DEFAULT_VALUES[definition.key] === value) return undefined;
  if (definition.type === "text") return toCleanText(value, TEXT_FILTER_MAX);
  return definition.options.some((option) => option.value === value) ? value : undefined;
}

/** Reads the URL; unknown categories become 'all' and invalid filter values are ignored, never an error. */
export function parseDirectoryState(params: SearchParamsInput): DirectoryState {
  const rawCategory = readParam(params, "category");
  const category: DirectoryView = isDirectoryCategory(rawCategory) ? rawCategory : "all";
  const search = toCleanText(readParam(params, "search") ?? "", SEARCH_MAX);
  const filters: Record<string, string> = {};
  for (const definition of CATEGORY_FILTERS[category]) {
    const value = validFilterValue(definition, readParam(params, definition.key));
    if (value !== undefined) filters[definition.key] = value;
  }
  return { category, search, filters };
}

/** The shareable URL of a state, parameters in a stable order. */
export function directoryHref(state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.category !== "all") params.set("category", state.category);
  if (state.search) params.set("search", state.search);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key];
    if (value) params.set(definition.key, value);
  }
  const query = params.toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}

/** The page a filtered or searched view is a variant of (its canonical URL). */
export function categoryHref(category: DirectoryView): string {
  return category === "all" ? DIRECTORY_PATH : `${DIRECTORY_PATH}?category=${category}`;
}

export function effectiveRegion(state: DirectoryState): string {
  return state.filters.region ?? DEFAULT_REGION;
}

/** 'all' with nothing narrowing it: up to 6 listings of each kind, not paged (mirrors hasActiveFilters on the server). */
export function isPreview(state: DirectoryState): boolean {
  if (state.category !== "all" || state.search) return false;
  return Object.entries(state.filters).every(([key, value]) => key === "region" && value === ALL_REGIONS);
}

export function activeFilterCount(state: DirectoryState): number {
  return Object.keys(state.filters).length;
}

/** `/api/{segment}` for a category (social → communities). */
export function apiSegmentOf(category: DirectoryCategory): ApiSegment {
  return apiSegmentOfKind(DIRECTORY_CATEGORIES[category]);
}

export type ResultsKey = readonly [path: string, params: Readonly<Record<string, string | number>>];

/** SWR key (path + query) of one page of results: `/api/{segment}` for a category, the 'all' endpoint otherwise. */
export function resultsKey(state: DirectoryState, offset = 0): ResultsKey {
  const path = state.category === "all" ? ALL_RESULTS_PATH : `/api/${apiSegmentOf(state.category)}`;
  const params: Record<string, string | number> = {};
  if (state.search) params.search = state.search;
  // The API applies no region unless asked; the directory defaults to Europe, so it always says which.
  params.region = effectiveRegion(state);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key];
    if (value && definition.key !== "region") params[definition.key] = value;
  }
  if (!isPreview(state)) {
    params.limit = PAGE_SIZE;
    params.offset = offset;
  }
  return [path, params];
}

export function resultsUrl(state: DirectoryState, offset = 0): string {
  return buildQueryPath(resultsKey(state, offset));
}

/** The query string the server parses for a state (the same parameters the client sends to the API). */
export function resultsSearchParams(state: DirectoryState, offset = 0): URLSearchParams {
  const [, params] = resultsKey(state, offset);
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

/** 'Load More Results' only while the last page came back full (spec 1 §9), never on the per-kind preview. */
export function canLoadMore(state: DirectoryState, lastPageSize: number): boolean {
  return !isPreview(state) && lastPageSize === PAGE_SIZE;
}

/**
 * Changing category clears the search, the filters and the list, then presets the country from the visitor's
 * location when it is one of the directory's countries (and moves the region along when the country lies outside Europe).
 */
export function withCategory(category: DirectoryView, visitorCountry?: string | null): DirectoryState {
  const filters: Record<string, string> = {};
  const knowsCountry = CATEGORY_FILTERS[category].some((f) => f.key === "country");
  if (visitorCountry && knowsCountry && COUNTRIES.some((c) => c.value === visitorCountry)) {
    filters.country = visitorCountry;
    const region = regionOfCountry(visitorCountry) ?? ALL_REGIONS;
    if (region !== DEFAULT_REGION) filters.region = region;
  }
  return { category, search: "", filters };
}

/** Searching from a category switches to 'all' (keeping region and country); on 'all' every filter stays. */
export function withSearch(state: DirectoryState, search: string): DirectoryState {
  const term = toCleanText(search, SEARCH_MAX);
  const keep = state.category === "all" ? Object.keys(state.filters) : SEARCH_KEEPS;
  const filters: Record<string, string> = {};
  for (const definition of CATEGORY_FILTERS.all) {
    const value = keep.includes(definition.key)
      ? validFilterValue(definition, state.filters[definition.key])
      : undefined;
    if (value !== undefined) filters[definition.key] = value;
  }
  return { category: "all", search: term, filters };
}

/** Sets (or clears, with an empty value) one filter of the current category. */
export function withFilter(state: DirectoryState, key: string, value: string): DirectoryState {
  const definition = CATEGORY_FILTERS[state.category].find((f) => f.key === key);
  if (!definition) return state;
  const filters = { ...state.filters };
  const valid = validFilterValue(definition, value);
  if (valid === undefined) delete filters[key];
  else filters[key] = valid;
  return { ...state, filters };
}

export function withoutFilters(state: DirectoryState): DirectoryState {
  return { ...state, filters: {} };
}
