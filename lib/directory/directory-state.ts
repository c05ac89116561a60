import {
  DIRECTORY_PAGE_SIZE,
  isPreview,
  validFilterValue,
  type DirectoryFilters,
  type DirectoryQuery,
  type DirectoryState,
} from "./directory-schema";
import { cleanSearch, type DirectoryView } from "./directory-path";
import { ALL_REGIONS, CATEGORY_FILTERS, COUNTRIES, DEFAULT_REGION, type FilterKey } from "./filters";
import { regionOfCountry } from "@/lib/geo/country-region";
import { SORT_FILTER } from "./fact-filters";
import { nearSortOf, type NearState } from "./near";

/** How the directory's controls change its state (the URL): pure, shared by the islands and tests. */

/** Filters a search keeps when it switches a category view to 'all'. */
const SEARCH_KEEPS: readonly FilterKey[] = ["region", "country"];

export function activeFilterCount(state: DirectoryState): number {
  return Object.keys(state.filters).length;
}

/** 'Load More Results' only while the last page came back full, never on the per-kind preview. */
export function canLoadMore(query: DirectoryQuery, lastPageSize: number): boolean {
  return !isPreview(query) && lastPageSize === DIRECTORY_PAGE_SIZE;
}

/**
 * Changing category clears the search, the filters and the list, then presets the country from the visitor's
 * location when it is one of the directory's countries (and moves the region along when the country lies outside Europe).
 */
export function withCategory(category: DirectoryView, visitorCountry?: string | null): DirectoryState {
  const filters: Partial<Record<FilterKey, string>> = {};
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
  const term = cleanSearch(search);
  const keep = state.category === "all" ? Object.keys(state.filters) : SEARCH_KEEPS;
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const definition of CATEGORY_FILTERS.all) {
    const value = keep.includes(definition.key)
      ? validFilterValue(definition, state.filters[definition.key])
      : undefined;
    if (value !== undefined) filters[definition.key] = value;
  }
  return { category: "all", search: term, filters };
}

/** Sets (or clears, with an empty value) one filter of the current category; a distance search's order follows the sort. */
export function withFilter(state: DirectoryState, key: FilterKey, value: string): DirectoryState {
  const definition = CATEGORY_FILTERS[state.category].find((f) => f.key === key);
  if (!definition) return state;
  const filters: Partial<Record<FilterKey, string>> = { ...state.filters };
  const valid = validFilterValue(definition, value, Boolean(state.near));
  if (valid === undefined) delete filters[key];
  else filters[key] = valid;
  const near = state.near ? { near: { ...state.near, sort: nearSortOf(filters.sort) } } : {};
  return { ...state, filters: filters satisfies DirectoryFilters, ...near };
}

/**
 * Sets (or clears) the distance search. Its order is the view's one sort: a sort that applies only without a place
 * (or only with one) gives way to the default of the new context.
 */
export function withNear(state: DirectoryState, near: NearState | null): DirectoryState {
  const { near: _previous, ...rest } = state;
  const { sort: current, ...filters } = state.filters;
  const sort = validFilterValue(SORT_FILTER, near ? near.sort : current, Boolean(near));
  return {
    ...rest,
    filters: sort ? { ...filters, sort } : filters,
    ...(near ? { near: { ...near, sort: nearSortOf(sort) } } : {}),
  };
}

export function withoutFilters(state: DirectoryState): DirectoryState {
  return { ...state, filters: {} };
}
