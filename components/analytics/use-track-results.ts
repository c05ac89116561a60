"use client";

import { useEffect, useRef } from "react";
import { DIRECTORY_RESULTS_ACTION, MAX_EVENT_LISTINGS, SEARCH_RESULT_ACTION } from "@/lib/analytics/constants";
import { trackEvent } from "@/lib/analytics/track";

type Shown = { kind: string; slug: string };

const keyOf = (listing: Shown) => `${listing.kind}/${listing.slug}`;

/**
 * Counts each listing a view of the directory shows once (its owner's "appearances in directory results"): a page
 * loaded with Load More adds its own listings only; another search or filter starts a new view. No visitor identity
 * is attached, as with every tracked event.
 */
export function useTrackDirectoryResults(view: string, items: readonly Shown[]): void {
  const reported = useRef<{ view: string; keys: Set<string> }>({ view: "", keys: new Set() });
  const keys = items.map(keyOf).join(",");
  useEffect(() => {
    if (reported.current.view !== view) reported.current = { view, keys: new Set() };
    const seen = reported.current.keys;
    const fresh = keys.split(",").filter((key) => key && !seen.has(key));
    fresh.forEach((key) => seen.add(key));
    for (let i = 0; i < fresh.length; i += MAX_EVENT_LISTINGS)
      trackEvent({ action: DIRECTORY_RESULTS_ACTION, listings: fresh.slice(i, i + MAX_EVENT_LISTINGS) });
  }, [view, keys]);
}

/** A search's result was opened: the search that led to the listing, for its owner. */
export function trackSearchResult(search: string, listing: Shown): void {
  if (search.trim()) trackEvent({ action: SEARCH_RESULT_ACTION, label: search, listings: [keyOf(listing)] });
}
