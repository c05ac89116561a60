"use client";

import { useLocale } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { directoryHref, parseDirectoryState, type DirectoryState } from "@/lib/directory/directory-schema";

type NavigateMode = "push" | "replace";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentSearch = () => window.location.search;

const ServerState = createContext<DirectoryState | null>(null);

/**
 * The state the server rendered (a cached view's category, or a searched page's parameters). Cached views are
 * prerendered without a request, so the islands take it from here during rendering and hydration rather than from
 * useSearchParams (which would turn them into client-only fallbacks); afterwards they follow the address bar.
 */
export function DirectoryStateProvider({ state, children }: { state: DirectoryState; children: ReactNode }) {
  return createElement(ServerState.Provider, { value: state }, children);
}

/**
 * The directory state read from the URL, and a way to change it. Changes use the native History API, which
 * Next.js folds into its router without re-rendering the server page or scrolling: the islands then fetch the
 * data they need from the API themselves.
 */
export function useDirectoryState() {
  const serverState = useContext(ServerState);
  const serverSearch = useMemo(
    () => (serverState ? directoryHref(serverState).replace(/^[^?]*/, "") : ""),
    [serverState],
  );
  const search = useSyncExternalStore(subscribe, currentSearch, () => serverSearch);
  const state = useMemo(() => parseDirectoryState(new URLSearchParams(search)), [search]);
  const locale = useLocale() as Locale;
  const navigate = useCallback(
    (next: DirectoryState, mode: NavigateMode = "push") => {
      // The page's language stays in the URL (/de/directory?…), so a reload or a shared link keeps it.
      const href = localePath(locale, directoryHref(next));
      if (href === `${window.location.pathname}${window.location.search}`) return;
      if (mode === "push") window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
      for (const listener of listeners) listener();
    },
    [locale],
  );
  return { state, navigate };
}
