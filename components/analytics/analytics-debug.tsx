"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/i18n/use-error-text";
import { Icon } from "@/components/ui/icon";
import { CheckList } from "@/components/ui/check-list";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getBrowserAnalyticsStore } from "@/lib/analytics/browser-store";
import { DEBUG_REFRESH_AFTER_TEST_EVENTS_MS, DEBUG_REFRESH_AFTER_TESTS_MS } from "@/lib/analytics/constants";
import { isMeasurementIdConfigured, runAnalyticsDiagnostics, type DiagnosticResult } from "@/lib/analytics/diagnostics";
import { displayVisitorId, durationSeconds } from "@/lib/analytics/format";
import { getGtag, sendGtagEvent } from "@/lib/analytics/gtag";
import type { AnalyticsStore } from "@/lib/analytics/store";
import { cn } from "@/lib/cn";
import { useAnalyticsStats } from "./use-analytics-stats";

const REALTIME_REPORT_URL = "https://analytics.google.com/analytics/web/#/realtime";
const TEST_EVENTS = [
  { action: "debug_test_event", category: "debug", label: "send_test_events", value: 1 },
  { action: "debug_engagement", category: "engagement", label: "send_test_events", value: 2 },
  { action: "debug_conversion", category: "conversion", label: "send_test_events", value: 3 },
] as const;

const TIPS = ["blockers", "measurementId", "csp", "consent", "local"] as const;

type AnalyticsDebugProps = {
  /** Defaults to NEXT_PUBLIC_GA_ID, which Next.js inlines into the client bundle at build time. */
  measurementId?: string;
  getStore?: () => AnalyticsStore;
};

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd data-testid={testId} className="font-medium text-slate-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** /analytics-debug: configuration, session and visitor statistics, diagnostics and troubleshooting tips. */
export function AnalyticsDebug({
  measurementId = process.env.NEXT_PUBLIC_GA_ID,
  getStore = getBrowserAnalyticsStore,
}: AnalyticsDebugProps) {
  const t = useTranslations("analytics.debug");
  // The diagnostics state their names and details by key; said from the catalogue in the page's language.
  const say = useErrorText();
  const local = (text: string) => say(text) ?? text;
  const { stats, refresh } = useAnalyticsStats(getStore);
  const [results, setResults] = useState<DiagnosticResult[] | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const configured = isMeasurementIdConfigured(measurementId);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function refreshAfter(ms: number) {
    timers.current.push(setTimeout(refresh, ms));
  }

  function runAllTests() {
    try {
      let storage: Storage | null = null;
      try {
        storage = window.localStorage;
      } catch {
        storage = null;
      }
      setResults(
        runAnalyticsDiagnostics({
          measurementId,
          storage,
          store: getStore(),
          gtagLoaded: getGtag() !== null,
          beaconAvailable: typeof navigator.sendBeacon === "function",
        }),
      );
    } catch (error) {
      console.error("Analytics diagnostics failed", error);
    }
    refreshAfter(DEBUG_REFRESH_AFTER_TESTS_MS);
  }

  function sendTestEvents() {
    let delivered = 0;
    for (const event of TEST_EVENTS) {
      try {
        getStore().recordEvent(event);
      } catch (error) {
        console.warn("Analytics: could not store a test event", error);
      }
      if (
        sendGtagEvent(event.action, {
          event_category: event.category,
          event_label: event.label,
          value: event.value,
          debug_mode: true,
        })
      )
        delivered += 1;
    }
    setSent(delivered);
    refreshAfter(DEBUG_REFRESH_AFTER_TEST_EVENTS_MS);
  }

  function consoleDebug() {
    const store = getStore();
    console.group("Analytics debug");
    console.info("Measurement ID", configured ? measurementId : "not configured");
    console.info("gtag loaded", getGtag() !== null);
    console.info("Stats", store.stats());
    console.table(store.records().slice(-20));
    console.groupEnd();
  }

  return (
    <div data-testid="analytics-debug" className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("configuration")}</CardTitle>
          <CardDescription>{t("configurationText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <p
            data-testid="analytics-config-status"
            data-configured={configured}
            className={cn(
              "flex items-center gap-2 text-sm font-medium",
              configured ? "text-emerald-800" : "text-red-700",
            )}
          >
            {configured ? (
              <Icon name="check-circle-2" aria-hidden="true" className="size-4" />
            ) : (
              <Icon name="x-circle" aria-hidden="true" className="size-4" />
            )}
            {configured ? t("configured", { id: measurementId ?? "" }) : t("notConfigured")}
          </p>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("session")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Stat
                label={t("visitorId")}
                value={stats ? <code>{displayVisitorId(stats.visitorId)}</code> : "—"}
                testId="debug-visitor-id"
              />
              <Stat
                label={t("sessionDuration")}
                value={stats ? `${durationSeconds(stats.sessionDurationMs)} s` : "—"}
                testId="debug-session-duration"
              />
              <Stat label={t("pageViews")} value={stats?.sessionPageViews ?? "—"} testId="debug-page-views" />
              <Stat label={t("eventsTracked")} value={stats?.eventsTracked ?? "—"} testId="debug-events-tracked" />
              <Stat label={t("totalStored")} value={stats?.totalStored ?? "—"} testId="debug-total-stored" />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("history")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Stat
                label={t("totalPageViews")}
                value={stats?.totalPageViews ?? "—"}
                testId="debug-history-total-page-views"
              />
              <Stat label={t("daysActive")} value={stats?.daysActive ?? "—"} testId="debug-history-days-active" />
              <Stat
                label={t("sessionPageViews")}
                value={stats?.sessionPageViews ?? "—"}
                testId="debug-history-session-page-views"
              />
              <Stat
                label={t("daysSinceFirst")}
                value={stats?.daysSinceFirstVisit ?? "—"}
                testId="debug-history-days-since-first-visit"
              />
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t("diagnostics")}</CardTitle>
          <CardDescription>{t("diagnosticsText")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={runAllTests} data-testid="debug-run-all-tests">
              <Icon name="play" aria-hidden="true" /> {t("runAll")}
            </Button>
            <Button variant="outline" onClick={sendTestEvents} data-testid="debug-send-test-events">
              <Icon name="send" aria-hidden="true" /> {t("sendEvents")}
            </Button>
            <Button variant="outline" asChild>
              <a href={REALTIME_REPORT_URL} target="_blank" rel="noopener noreferrer" data-testid="debug-open-realtime">
                <Icon name="external-link" aria-hidden="true" /> {t("realtime")}
              </a>
            </Button>
            <Button variant="ghost" onClick={consoleDebug} data-testid="debug-console">
              <Icon name="terminal" aria-hidden="true" /> {t("console")}
            </Button>
          </div>
          {sent !== null ? (
            <p role="status" data-testid="debug-test-events-status" className="text-sm text-slate-700">
              {t("sent", { stored: TEST_EVENTS.length, sent })}
            </p>
          ) : null}
          {results ? (
            <CheckList
              checks={results.map((result) => ({ ...result, name: local(result.name), detail: local(result.detail) }))}
              labels={{ passed: t("passed"), failed: t("failed") }}
              testId="debug-test-results"
              rowTestId="debug-test-result"
            />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("troubleshooting")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {TIPS.map((tip) => (
              <li key={tip}>{t(`tips.${tip}`)}</li>
            ))}
          </ul>
          <p data-testid="debug-report-delay-note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t("delay")}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
