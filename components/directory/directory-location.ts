"use client";

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";

export type NavigateMode = "push" | "replace";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** The page URL's query string as the address bar has it now. */
export const currentSearch = () => window.location.search;

const ServerSearch = createContext("");

/**
 * The query string of the state the server rendered (a cached view's category, or a searched page's parameters).
 * Cached views are prerendered without a request, so the islands take it from here during rendering and hydration
 * rather than from useSearchParams (which would turn them into client-only fallbacks); afterwards they follow the
 * address bar.
 */
export function DirectoryLocationProvider({ search, children }: { search: string; children: ReactNode }) {
  return createElement(ServerSearch.Provider, { value: search }, children);
}

/** The directory page URL's query string: the server's while rendering and hydrating, then the address bar's. */
export function useDirectorySearch(): string {
  const serverSearch = useContext(ServerSearch);
  return useSyncExternalStore(subscribe, currentSearch, () => serverSearch);
}

/**
 * Moves the directory to another of its URLs with the native History API, which Next.js folds into its router without
 * re-rendering the server page or scrolling: the islands then fetch the data they need from the API themselves.
 */
export function navigateTo(href: string, mode: NavigateMode = "push"): void {
  if (href === `${window.location.pathname}${window.location.search}`) return;
  if (mode === "push") window.history.pushState(null, "", href);
  else window.history.replaceState(null, "", href);
  for (const listener of listeners) listener();
}
