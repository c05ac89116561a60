"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { currentSearch, navigateTo, type NavigateMode } from "./directory-location";

const loadActions = () => import("./directory-actions");
type DirectoryActions = Awaited<ReturnType<typeof loadActions>>;

/**
 * The controls' changes to the URL, whose code loads after the page: `actions` once it has arrived (null before), and
 * `go`, which moves to the URL an action writes as soon as the code is there. A press made earlier thus waits rather
 * than being lost, and is worked out on the URL as it is by then (after any press before it). Should the code fail to
 * load, `fallback` (the control's own link or form target), when there is one, is opened instead.
 */
export function useDirectoryActions() {
  const locale = useLocale() as Locale;
  const [actions, setActions] = useState<DirectoryActions | null>(null);
  useEffect(() => {
    let live = true;
    loadActions().then(
      (loaded) => live && setActions(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const go = useCallback(
    (href: (actions: DirectoryActions, search: string) => string, mode: NavigateMode, fallback?: string) =>
      void loadActions().then(
        (loaded) => navigateTo(localePath(locale, href(loaded, currentSearch())), mode),
        () => fallback && window.location.assign(fallback),
      ),
    [locale],
  );
  return { actions, go };
}
