"use client";

import { lazy, Suspense } from "react";
import { useCompareItems } from "./use-compare";

// React.lazy rather than next/dynamic: the panel renders only in the browser (the server's comparison is empty), and
// next/dynamic's loader machinery would add about 2.5 KB gzip to every page with a Compare button.
const CompareBarPanel = lazy(() =>
  import("./compare-bar-panel").then((module) => ({ default: module.CompareBarPanelWithWording })),
);

/** The bar that appears once the visitor collects a listing to compare; its code and wording load only then. */
export function CompareBar() {
  return useCompareItems().length ? (
    <Suspense fallback={null}>
      <CompareBarPanel />
    </Suspense>
  ) : null;
}
