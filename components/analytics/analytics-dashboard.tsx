"use client";

import { useLocale } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/locales";

// The modal (Radix Dialog, the store, the stats) and its wording in the page's language load on first open: pages
// ship only this button.
const loadDialog = (locale: Locale) =>
  lazy(() =>
    import("./analytics-dashboard-dialog")
      .then((module) => module.analyticsDialogIn(locale))
      .then((dialog) => ({ default: dialog })),
  );

/** The floating analytics button (`label`: its screen-reader name); opens the session dashboard. */
export function AnalyticsDashboard({ label }: { label: string }) {
  const locale = useLocale();
  const [AnalyticsDashboardDialog] = useState(() => loadDialog(locale));
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="analytics-dashboard-button"
        aria-label={label}
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
