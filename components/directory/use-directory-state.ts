"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { directoryHref, parseDirectoryState, type DirectoryState } from "./directory-state";

export type NavigateMode = "push" | "replace";

/**
 * The directory state read from the URL, and a way to change it. Changes use the native History API, which
 * Next.js folds into its router (useSearchParams updates) without re-rendering the server page or scrolling:
 * the islands then fetch the data they need from the API themselves.
 */
export function useDirectoryState() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseDirectoryState(searchParams), [searchParams]);
  const navigate = useCallback((next: DirectoryState, mode: NavigateMode = "push") => {
    const href = directoryHref(next);
    if (href === `${window.location.pathname}${window.location.search}`) return;
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }, []);
  return { state, navigate };
}

const subscribeNever = () => () => {};

/**
 * False while React hydrates server HTML, true afterwards (and on client-only renders). Suspense boundaries hydrate
 * one by one, so the URL may already have changed (a search typed into the hydrated controls) by the time the
 * results hydrate: they must first render what the server rendered, then follow the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
