"use client";

import { useEffect } from "react";
import { trackEvent } from "@/lib/analytics/track";

/** Records a search that found nothing (the owner dashboard's "searches with zero results"); renders nothing. */
export function TrackZeroResults({ search }: { search: string }) {
  useEffect(() => {
    const query = search.trim();
    if (query) trackEvent({ action: "search_no_results", category: "search", label: query });
  }, [search]);
  return null;
}
