"use client";

import { NextIntlClientProvider, useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { getBrowserAnalyticsStore } from "@/lib/analytics/browser-store";
import { DASHBOARD_REFRESH_MS, MAX_STORED_RECORDS } from "@/lib/analytics/constants";
import { displayVisitorId, formatDuration } from "@/lib/analytics/format";
import type { AnalyticsStore } from "@/lib/analytics/store";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { downloadJson } from "./download-json";
import { useAnalyticsStats } from "./use-analytics-stats";

const TRACKED = ["pageViews", "clicks", "scroll", "time", "searches"] as const;
const PRIVACY = ["stored", "anonymous", "session", "download"] as const;

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; getStore?: () => AnalyticsStore };

function StatTile({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <span className="flex items-center gap-1.5 text-xs font-medium text-slate-600 [&_svg]:size-4 [&_svg]:text-brand-700">
        {icon}
        {label}
      </span>
      <span data-testid={testId} className="text-2xl font-bold text-slate-900 tabular-nums">
        {value}
      </span>
    </div>
  );
}

function InfoList({ title, rows }: { title: string; rows: [string, ReactNode, string][] }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value, testId]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd data-testid={testId} className="truncate text-right text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FeatureList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Mounted only while the dialog is open, so the stats are read on opening and then every 5 s. */
function DashboardBody({ getStore }: { getStore: () => AnalyticsStore }) {
  const { stats } = useAnalyticsStats(getStore, DASHBOARD_REFRESH_MS);
  const t = useTranslations("analytics-dialog");
  const locale = useLocale();
  if (!stats) return null;

  function exportData() {
    try {
      const { filename, json } = getStore().exportJson();
      downloadJson(filename, json);
    } catch (error) {
      console.warn("Analytics export failed", error);
    }
  }

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["eye", t("pageViews"), stats.sessionPageViews, "analytics-stat-page-views"],
            ["clock", t("session"), formatDuration(stats.sessionDurationMs), "analytics-stat-session-duration"],
            ["mouse-pointer-click", t("events"), stats.eventsTracked, "analytics-stat-events"],
            ["activity", t("daysActive"), stats.daysActive, "analytics-stat-days-active"],
          ] as const
        ).map(([icon, label, value, testId]) => (
          <StatTile
            key={testId}
            icon={<Icon name={icon} aria-hidden="true" />}
            label={label}
            value={value}
            testId={testId}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InfoList
          title={t("visitor")}
          rows={[
            [t("visitorId"), <code key="id">{displayVisitorId(stats.visitorId)}</code>, "analytics-visitor-id"],
            [
              t("firstVisit"),
              stats.firstVisit ? new Date(stats.firstVisit).toLocaleDateString(locale) : t("today"),
              "analytics-first-visit",
            ],
            [t("daysSinceFirst"), stats.daysSinceFirstVisit, "analytics-days-since-first-visit"],
            [t("totalPageViews"), stats.totalPageViews, "analytics-total-page-views"],
          ]}
        />
        <InfoList
          title={t("sessionInfo")}
          rows={[
            [t("sessionId"), <code key="id">{displayVisitorId(stats.sessionId)}</code>, "analytics-session-id"],
            [t("started"), new Date(stats.sessionStartedAt).toLocaleTimeString(locale), "analytics-session-started"],
            [t("eventsTracked"), stats.eventsTracked, "analytics-session-events"],
            [t("recordsStored"), `${stats.totalStored} / ${MAX_STORED_RECORDS}`, "analytics-total-stored"],
          ]}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FeatureList title={t("tracked")} items={TRACKED.map((key) => t(`trackedItems.${key}`))} />
        <FeatureList
          title={t("yourData")}
          items={PRIVACY.map((key) => t(`privacyItems.${key}`, { max: MAX_STORED_RECORDS }))}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={exportData} data-testid="analytics-export">
          <Icon name="download" aria-hidden="true" /> {t("export")}
        </Button>
        <DialogClose asChild>
          <Button data-testid="analytics-close">{t("close")}</Button>
        </DialogClose>
      </div>
    </>
  );
}

/** The analytics dashboard modal: this session, this visitor, what is tracked, and an export of it all. */
function AnalyticsDashboardDialog({ open, onOpenChange, getStore = getBrowserAnalyticsStore }: DialogProps) {
  const t = useTranslations("analytics-dialog");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="analytics-dashboard">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <DashboardBody getStore={getStore} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog with its wording in the page's language, both fetched on first open: the button ships no loader for it. */
export async function analyticsDialogIn(locale: Locale) {
  const { default: copy } = (await import(`@/messages/${locale}/analytics-dialog.json`)) as {
    default: Messages["analytics-dialog"];
  };
  return function AnalyticsDialogWithWording(props: DialogProps) {
    return (
      <NextIntlClientProvider locale={locale} messages={{ "analytics-dialog": copy }} timeZone={TIME_ZONE}>
        <AnalyticsDashboardDialog {...props} />
      </NextIntlClientProvider>
    );
  };
}
