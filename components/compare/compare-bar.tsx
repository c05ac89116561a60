"use client";

import { lazyIsland } from "@/components/ui/lazy-island";
import { useCompareItems } from "./use-compare";

const CompareBarPanel = lazyIsland((locale) =>
  import("./compare-bar-panel").then((module) => module.compareBarPanelIn(locale)),
);

/** The bar that appears once the visitor collects a listing to compare; its code and wording load only then. */
export function CompareBar() {
  return useCompareItems().length ? <CompareBarPanel /> : null;
}
