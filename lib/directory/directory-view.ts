import { DIRECTORY_CATEGORIES } from "./kinds";
import { fromBase64Url, toBase64Url } from "../base64url";
import { directoryPageOf, pagedDirectoryHref, parseDirectoryState, type DirectoryState } from "./directory-schema";
import { DIRECTORY_PATH, categoryHref, type DirectoryView } from "./directory-path";
import { activeFilterCount } from "./directory-state";

/** Every view with a prerendered page: 'all' and each category. */
export const DIRECTORY_VIEWS: DirectoryView[] = ["all", ...(Object.keys(DIRECTORY_CATEGORIES) as DirectoryView[])];

const VIEW_PATH = /^\/directory\/([^/]+)\/?$/;
const SEARCHED_VIEW_PATH = /^\/directory\/search\/([A-Za-z0-9_-]+)\/?$/;
/** No route serves this path, so it renders the static not-found page (a 404) without rendering a view on demand. */
export const NOT_FOUND_PATH = "/__not-found__";

export function isDirectoryView(value: string): value is DirectoryView {
  return (DIRECTORY_VIEWS as string[]).includes(value);
}

/** The prerendered page of a view (an internal path: visitors see /directory?category=…). */
function directoryViewPage(view: DirectoryView): string {
  return `${DIRECTORY_PATH}/${view}`;
}

/**
 * The page of a searched or filtered view, or of a later page of results (an internal path): one per canonical query,
 * its segment the view's shareable query string in base64url, so that two URLs asking the same thing share one cached
 * render.
 */
export function searchedViewPage(state: DirectoryState, page = 1): string {
  return `${DIRECTORY_PATH}/search/${toBase64Url(pagedDirectoryHref(state, page).slice(DIRECTORY_PATH.length + 1))}`;
}

/** The state a searched view's segment stands for; null when the segment is not one `searchedViewPage` writes. */
export function searchedViewState(segment: string): DirectoryState | null {
  return searchedView(segment)?.state ?? null;
}

/** The state and the page of results a searched view's segment stands for; null when `searchedViewPage` wrote no such segment. */
export function searchedView(segment: string): { state: DirectoryState; page: number } | null {
  try {
    const params = new URLSearchParams(fromBase64Url(segment));
    const state = parseDirectoryState(params);
    return { state, page: directoryPageOf(state, params) };
  } catch {
    return null;
  }
}

const narrowed = (state: DirectoryState) => Boolean(state.search || state.near || activeFilterCount(state));

/**
 * For Proxy (which sees the directory URLs next.config.ts's rewrites cannot decide: a search or filter key, or a
 * category that is not a directory category): a URL that is a plain view after all is served from that view's
 * prerendered page, a search or filtered view from its searched-view page (`search`, rendered once per query and
 * then cached); the internal pages' own paths move to the public URL, and any other /directory/{x} is a 404.
 */
export function directoryViewPath(url: URL): { type: "rewrite" | "search" | "redirect"; path: string } | null {
  if (url.pathname === DIRECTORY_PATH) {
    const state = parseDirectoryState(url.searchParams);
    const page = directoryPageOf(state, url.searchParams);
    return narrowed(state) || page > 1
      ? { type: "search", path: searchedViewPage(state, page) }
      : { type: "rewrite", path: directoryViewPage(state.category) };
  }
  const searched = SEARCHED_VIEW_PATH.exec(url.pathname)?.[1];
  const found = searched ? searchedView(searched) : null;
  if (found) return { type: "redirect", path: pagedDirectoryHref(found.state, found.page) };
  const view = VIEW_PATH.exec(url.pathname)?.[1];
  if (!view) return url.pathname.startsWith(`${DIRECTORY_PATH}/`) ? { type: "rewrite", path: NOT_FOUND_PATH } : null;
  return isDirectoryView(view)
    ? { type: "redirect", path: categoryHref(view) }
    : { type: "rewrite", path: NOT_FOUND_PATH };
}
