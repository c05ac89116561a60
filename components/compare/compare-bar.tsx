"use client";

import dynamic from "next/dynamic";
import { useCompareItems } from "./use-compare";

const CompareBarPanel = dynamic(
  () => import("./compare-bar-panel").then((module) => module.CompareBarPanelWithWording),
  { ssr: false },
);

/** The bar that appears once the visitor collects a listing to compare; its code and wording load only then. */
export function CompareBar() {
  return useCompareItems().length ? <CompareBarPanel /> : null;
}
