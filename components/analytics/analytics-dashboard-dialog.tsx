"use client";

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
import { downloadJson } from "./download-json";
import { useAnalyticsStats } from "./use-analytics-stats";

const TRACKED = [
  "Page views and page titles",
  "Clicks on websites, favourites and social links",
  "Scroll depth at 25, 50, 75 and 100%",
  "Time on page (over 1 second)",
  "Searches",
];
const PRIVACY = [
  `Stored in this browser only (latest ${MAX_STORED_RECORDS} records)`,
  "An anonymous visitor id, no name or email",
  "One session per page load",
  "Download it any time with Export Data",
];

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
        <StatTile
          icon={<Icon name="eye" aria-hidden="true" />}
          label="Page views"
          value={stats.sessionPageViews}
          testId="analytics-stat-page-views"
        />
        <StatTile
          icon={<Icon name="clock" aria-hidden="true" />}
          label="Session"
          value={formatDuration(stats.sessionDurationMs)}
          testId="analytics-stat-session-duration"
        />
        <StatTile
          icon={<Icon name="mouse-pointer-click" aria-hidden="true" />}
          label="Events"
          value={stats.eventsTracked}
          testId="analytics-stat-events"
        />
        <StatTile
          icon={<Icon name="activity" aria-hidden="true" />}
          label="Days active"
          value={stats.daysActive}
          testId="analytics-stat-days-active"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InfoList
          title="Visitor information"
          rows={[
            ["Visitor ID", <code key="id">{displayVisitorId(stats.visitorId)}</code>, "analytics-visitor-id"],
            [
              "First visit",
              stats.firstVisit ? new Date(stats.firstVisit).toLocaleDateString() : "Today",
              "analytics-first-visit",
            ],
            ["Days since first visit", stats.daysSinceFirstVisit, "analytics-days-since-first-visit"],
            ["Total page views", stats.totalPageViews, "analytics-total-page-views"],
          ]}
        />
        <InfoList
          title="Session information"
          rows={[
            ["Session ID", <code key="id">{displayVisitorId(stats.sessionId)}</code>, "analytics-session-id"],
            ["Started", new Date(stats.sessionStartedAt).toLocaleTimeString(), "analytics-session-started"],
            ["Events tracked", stats.eventsTracked, "analytics-session-events"],
            ["Records stored", `${stats.totalStored} / ${MAX_STORED_RECORDS}`, "analytics-total-stored"],
          ]}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FeatureList title="What is tracked" items={TRACKED} />
        <FeatureList title="Your data" items={PRIVACY} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={exportData} data-testid="analytics-export">
          <Icon name="download" aria-hidden="true" /> Export Data
        </Button>
        <DialogClose asChild>
          <Button data-testid="analytics-close">Close</Button>
        </DialogClose>
      </div>
    </>
  );
}

/** The analytics dashboard modal: this session, this visitor, what is tracked, and an export of it all. */
export function AnalyticsDashboardDialog({ open, onOpenChange, getStore = getBrowserAnalyticsStore }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="analytics-dashboard">
        <DialogHeader>
          <DialogTitle>Analytics Dashboard</DialogTitle>
          <DialogDescription>
            Your activity on this site, as recorded in this browser. Updates every 5 seconds.
          </DialogDescription>
        </DialogHeader>
        <DashboardBody getStore={getStore} />
      </DialogContent>
    </Dialog>
  );
}
