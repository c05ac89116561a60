import { DIRECTORY_CATEGORIES } from "./kinds";
import { DIRECTORY_PATH, categoryHref, parseDirectoryState, type DirectoryView } from "./directory-schema";
import { activeFilterCount } from "./directory-state";

/** Every view with a prerendered page: 'all' and each category. */
export const DIRECTORY_VIEWS: DirectoryView[] = ["all", ...(Object.keys(DIRECTORY_CATEGORIES) as DirectoryView[])];

const VIEW_PATH = /^\/directory\/([^/]+)\/?$/;
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
 * For Proxy (which sees the directory URLs next.config.ts's rewrites cannot decide: a search or filter key, or a
 * category that is not a directory category): a URL that is a plain view after all is served from
 * that view's prerendered page; the internal page's own path moves to the public URL, and any other
 * /directory/{x} is a 404. Searches and filtered views render per request (null).
 */
export function directoryViewPath(url: URL): { type: "rewrite" | "redirect"; path: string } | null {
  if (url.pathname === DIRECTORY_PATH) {
    const state = parseDirectoryState(url.searchParams);
    return state.search || state.near || activeFilterCount(state)
      ? null
      : { type: "rewrite", path: directoryViewPage(state.category) };
  }
  const view = VIEW_PATH.exec(url.pathname)?.[1];
  if (!view) return null;
  return isDirectoryView(view)
    ? { type: "redirect", path: categoryHref(view) }
    : { type: "rewrite", path: NOT_FOUND_PATH };
}
