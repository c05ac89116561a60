"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/** The charts in their own chunk, drawn in the browser only: recharts never weighs on the page's first load. */
export const AnalyticsChartsLazy = dynamic(() => import("./analytics-charts").then((m) => m.AnalyticsCharts), {
  ssr: false,
  loading: () => (
    <div className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-[310px]" />
      <Skeleton className="h-[310px]" />
    </div>
  ),
});
