"use client";

import { useLocale } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { useCallback, useMemo } from "react";
import { directoryHref, parseDirectoryState, type DirectoryState } from "@/lib/directory/directory-schema";
import { navigateTo, useDirectorySearch, type NavigateMode } from "./directory-location";

/** The directory state read from the URL, and a way to change it (for the islands that load after the page). */
export function useDirectoryState() {
  const search = useDirectorySearch();
  const state = useMemo(() => parseDirectoryState(new URLSearchParams(search)), [search]);
  const locale = useLocale() as Locale;
  const navigate = useCallback(
    // The page's language stays in the URL (/de/directory?…), so a reload or a shared link keeps it.
    (next: DirectoryState, mode: NavigateMode = "push") => navigateTo(localePath(locale, directoryHref(next)), mode),
    [locale],
  );
  return { state, navigate };
}
