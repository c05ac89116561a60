"use client";

import { useEffect } from "react";
import { annotatePageView } from "@/lib/analytics/track";

type TrackPageViewProps = { category?: string; label?: string };

/**
 * Names what this page shows (a listing's kind and slug) for its page view, which the root layout's analytics
 * records on every route. Renders nothing.
 */
export function TrackPageView({ category, label }: TrackPageViewProps) {
  useEffect(() => {
    annotatePageView({ category, label });
  }, [category, label]);
  return null;
}
