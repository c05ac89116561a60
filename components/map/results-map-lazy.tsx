"use client";

import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ResultsMapProps } from "./results-map";

// Opened only in the browser (a button), so React.lazy does without next/dynamic's loader on the directory's first load.
const ResultsMap = lazy(() => import("./results-map"));

/**
 * The map of results in its own chunk, fetched when a visitor asks for the map: d3-geo, supercluster and the
 * outlines never weigh on a page's first load (MapLibre, when configured, is a further chunk of its own).
 */
export function ResultsMapLazy(props: ResultsMapProps) {
  return (
    <Suspense fallback={<Skeleton className="h-[min(65vh,520px)] min-h-72 rounded-xl" />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}
