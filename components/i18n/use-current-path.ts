"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The page's path and query as the browser shows them, after hydration; null while a cached page is prerendered
 * (one render serves every visitor, so it cannot know the query), so links fall back to each locale's home page.
 */
export function useCurrentPath(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}${window.location.search}`,
    () => null,
  );
}
