"use client";

import { useEffect } from "react";
import { trackPageView } from "@/lib/analytics/track";

type TrackPageViewProps = { category?: string; label?: string };

/** Records one page view when the page is entered; renders nothing. */
export function TrackPageView({ category, label }: TrackPageViewProps) {
  useEffect(() => {
    trackPageView({ action: "page_view", category, label });
  }, [category, label]);
  return null;
}
