"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { canonicalDirectorySearch } from "@/lib/directory/directory-schema";

type HistoryMode = "push" | "replace";
type DirectoryUrl = {
  /** The query string the islands read (without "?"). */
  search: string;
  /** Moves the address bar to a new query string (made canonical) without asking the server for the page. */
  setSearch: (change: (current: URLSearchParams) => URLSearchParams, history: HistoryMode) => void;
};

const DirectoryUrlContext = createContext<DirectoryUrl | null>(null);

/**
 * The directory's URL state for its islands: the query string the server rendered while rendering and hydrating (a
 * prerendered view has no request to read, and useSearchParams there would leave the islands client-only fallbacks),
 * then what the islands write and what Back and Forward bring; every change leaves the canonical URL of its state.
 * The history API's own calls (Next keeps its router in step with them): about 0.5 KB where nuqs took 6 KB gzip.
 */
export function DirectoryUrlAdapter({ search, children }: { search: string; children: ReactNode }) {
  const [written, setWritten] = useState<string | null>(null);
  useEffect(() => {
    const follow = () => setWritten(window.location.search.replace(/^\?/, ""));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  const setSearch = useCallback<DirectoryUrl["setSearch"]>((change, history) => {
    const next = canonicalDirectorySearch(change(new URLSearchParams(window.location.search))).toString();
    const url = `${window.location.pathname}${next ? `?${next}` : ""}${window.location.hash}`;
    if (history === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    setWritten(next);
  }, []);
  const value = useMemo(
    () => ({ search: written ?? search.replace(/^\?/, ""), setSearch }),
    [written, search, setSearch],
  );
  return <DirectoryUrlContext value={value}>{children}</DirectoryUrlContext>;
}

export function useDirectoryUrl(): DirectoryUrl {
  const url = useContext(DirectoryUrlContext);
  if (!url) throw new Error("useDirectoryUrl needs a DirectoryUrlAdapter");
  return url;
}
