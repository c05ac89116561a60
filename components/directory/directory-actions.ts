import { directoryHref, parseDirectoryState, type DirectoryView } from "@/lib/directory/directory-schema";
import { activeFilterCount, withCategory, withSearch, withoutFilters } from "@/lib/directory/directory-state";

// What the first-load controls (search box, category pills, filter toggle) do to the page URL, given its query string.
// Loaded after the page: reading and writing the URL takes every filter definition and the kind registry.

const stateOf = (search: string) => parseDirectoryState(new URLSearchParams(search));

export const filterCountOf = (search: string) => activeFilterCount(stateOf(search));

export const categoryUrl = (category: DirectoryView, visitorCountry: string | null) =>
  directoryHref(withCategory(category, visitorCountry));

export const searchUrl = (search: string, text: string) => directoryHref(withSearch(stateOf(search), text));

export const withoutFiltersUrl = (search: string) => directoryHref(withoutFilters(stateOf(search)));
