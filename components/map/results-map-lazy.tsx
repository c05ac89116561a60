"use client";

import { lazyIsland } from "@/components/ui/lazy-island";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The map of results in its own chunk, fetched when a visitor asks for the map: d3-geo, supercluster and the
 * outlines never weigh on a page's first load (MapLibre, when configured, is a further chunk of its own).
 */
export const ResultsMapLazy = lazyIsland(
  () => import("./results-map").then((module) => module.default),
  undefined,
  <Skeleton className="h-[min(65vh,520px)] min-h-72 rounded-xl" />,
);
