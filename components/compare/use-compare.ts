"use client";

import { useSyncExternalStore } from "react";
import { compareItems, serverCompareItems, subscribeCompare, type CompareItem } from "@/lib/compare/compare-store";

/** The visitor's comparison (empty on the server and in the first render, so cached pages stay the same for all). */
export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(subscribeCompare, compareItems, serverCompareItems);
}
