"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The map of results in its own chunk, fetched when a visitor asks for the map: d3-geo, supercluster and the
 * outlines never weigh on a page's first load (MapLibre, when configured, is a further chunk of its own).
 */
export const ResultsMapLazy = dynamic(() => import("./results-map"), {
  ssr: false,
  loading: () => <Skeleton className="h-[min(65vh,520px)] min-h-72 rounded-xl" />,
});
