"use client";

import { useCallback, useMemo } from "react";
import {
  directoryHref,
  directoryPageOf,
  parseDirectoryState,
  type DirectoryState,
} from "@/lib/directory/directory-schema";
import { DIRECTORY_PATH } from "@/lib/directory/directory-path";
import { useDirectoryUrl } from "./directory-url-adapter";

export type NavigateMode = "push" | "replace";

/**
 * The directory state the page URL says (the server's URL while rendering and hydrating, then the address bar's), and
 * a way to change it. A change moves the URL without asking the server for the page again: the islands fetch what
 * they need from the API themselves. The page of results (`page`, the last one shown) is not part of the state: any
 * change of the state clears it.
 */
export function useDirectoryState() {
  const { search, setSearch } = useDirectoryUrl();
  const { state, page } = useMemo(() => {
    const params = new URLSearchParams(search);
    const parsed = parseDirectoryState(params);
    return { state: parsed, page: directoryPageOf(parsed, params) };
  }, [search]);
  const navigate = useCallback(
    (next: DirectoryState, mode: NavigateMode = "push") =>
      setSearch(() => new URLSearchParams(directoryHref(next).slice(DIRECTORY_PATH.length + 1)), mode),
    [setSearch],
  );
  // Load More's page, written after the next page was added in place (replace: Back leaves the view, not a page).
  const showPage = useCallback(
    (page: number) =>
      setSearch((current) => {
        current.set("page", String(page));
        return current;
      }, "replace"),
    [setSearch],
  );
  return { state, page, navigate, showPage };
}
