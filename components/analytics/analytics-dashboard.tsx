"use client";

import { NextIntlClientProvider, useLocale } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// The modal (Radix Dialog, the store, the stats) and its wording in the page's language load on first open: pages
// ship only this button.
const loadDialog = (locale: Locale) =>
  lazy(() =>
    Promise.all([
      import("./analytics-dashboard-dialog"),
      import(`@/messages/${locale}/analytics-dialog.json`) as Promise<{ default: Messages["analytics-dialog"] }>,
    ]).then(([{ AnalyticsDashboardDialog }, { default: copy }]) => ({
      default: (props: DialogProps) => (
        <NextIntlClientProvider locale={locale} messages={{ "analytics-dialog": copy }} timeZone={TIME_ZONE}>
          <AnalyticsDashboardDialog {...props} />
        </NextIntlClientProvider>
      ),
    })),
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
