"use client";

import { lazyIsland } from "@/components/ui/lazy-island";
import type { Messages } from "@/lib/i18n/messages";
import { useCompareItems } from "./use-compare";

const CompareBarPanel = lazyIsland(
  () => import("./compare-bar-panel").then((module) => module.CompareBarPanel),
  (locale) =>
    (import(`@/messages/${locale}/compare.json`) as Promise<{ default: Messages["compare"] }>).then((json) => ({
      compare: json.default,
    })),
);

/** The bar that appears once the visitor collects a listing to compare; its code and wording load only then. */
export function CompareBar() {
  return useCompareItems().length ? <CompareBarPanel /> : null;
}
