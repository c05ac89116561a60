"use client";

import { Icon } from "@/components/ui/icon";
import { lazy, Suspense, useState } from "react";

// The modal (Radix Dialog, the store, the stats) loads on first open: pages ship only this button.
const AnalyticsDashboardDialog = lazy(() =>
  import("./analytics-dashboard-dialog").then((m) => ({ default: m.AnalyticsDashboardDialog })),
);

/** The floating analytics button; opens the session dashboard. */
export function AnalyticsDashboard() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="analytics-dashboard-button"
        aria-label="Open analytics dashboard"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="analytics-button"
      >
        <Icon name="bar-chart-3" aria-hidden="true" className="size-4 sm:size-5" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <AnalyticsDashboardDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
