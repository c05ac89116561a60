"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { scoreMobile, type MobileAuditResult, type MobileInput } from "@/lib/audit/mobile-audit";
import {
  PERFORMANCE_COLLECTION_MS,
  scorePerformance,
  type PerformanceAuditResult,
  type PerformanceMetrics,
} from "@/lib/audit/performance-audit";
import type { SecurityAuditResult } from "@/lib/audit/security-audit";
import { checkSecurity } from "./check-security";
import { collectWebVitals, sleep, type Wait } from "./collect-web-vitals";
import { inspectMobile } from "./inspect-mobile";
import { MobilePanel } from "./mobile-panel";
import { PerformancePanel } from "./performance-panel";
import { SecurityPanel } from "./security-panel";

type TechnicalAuditProps = {
  /** How long to collect Web Vitals (5 s). */
  collectionMs?: number;
  /** Injectable timer, so tests need not wait 5 s. */
  wait?: Wait;
  collectMetrics?: (durationMs: number, wait: Wait) => Promise<PerformanceMetrics>;
  inspect?: () => MobileInput;
  fetchSecurity?: () => Promise<SecurityAuditResult>;
};

type Results = {
  performance: PerformanceAuditResult | null;
  mobile: MobileAuditResult | null;
  security: SecurityAuditResult | null;
  securityFailed: boolean;
  viewportWidth: number | null;
};

const EMPTY: Results = { performance: null, mobile: null, security: null, securityFailed: false, viewportWidth: null };

/** The Technical Performance Audit: one Run Audit button, results in performance, mobile and security tabs. */
export function TechnicalAudit({
  collectionMs = PERFORMANCE_COLLECTION_MS,
  wait = sleep,
  collectMetrics = collectWebVitals,
  inspect = inspectMobile,
  fetchSecurity = checkSecurity,
}: TechnicalAuditProps) {
  const t = useTranslations("audit.technical");
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Results>(EMPTY);

  async function runAudit() {
    setRunning(true);
    setResults(EMPTY);
    // Audit failures are only logged; each part shows what it could measure.
    try {
      setResults((r) => ({ ...r, mobile: scoreMobile(inspect()), viewportWidth: window.innerWidth }));
    } catch (error) {
      console.error("Mobile audit failed", error);
    }
    await Promise.all([
      fetchSecurity().then(
        (security) => setResults((r) => ({ ...r, security })),
        (error: unknown) => {
          console.error("Security audit failed", error);
          setResults((r) => ({ ...r, securityFailed: true }));
        },
      ),
      collectMetrics(collectionMs, wait).then(
        (metrics) => setResults((r) => ({ ...r, performance: scorePerformance(metrics) })),
        (error: unknown) => console.error("Performance audit failed", error),
      ),
    ]);
    setRunning(false);
  }

  return (
    <Card data-testid="technical-audit">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Button data-testid="run-audit" onClick={() => void runAudit()} disabled={running} aria-busy={running}>
          <Icon name="play" aria-hidden="true" />
          {running ? t("running") : t("run")}
        </Button>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="performance">
          <TabsList aria-label={t("results")}>
            <TabsTrigger value="performance" data-testid="audit-tab-performance">
              <Icon name="gauge" aria-hidden="true" /> {t("performance")}
            </TabsTrigger>
            <TabsTrigger value="mobile" data-testid="audit-tab-mobile">
              <Icon name="smartphone" aria-hidden="true" /> {t("mobile")}
            </TabsTrigger>
            <TabsTrigger value="security" data-testid="audit-tab-security">
              <Icon name="shield-check" aria-hidden="true" /> {t("security")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="performance" data-testid="audit-panel-performance">
            <PerformancePanel result={results.performance} running={running} />
          </TabsContent>
          <TabsContent value="mobile" data-testid="audit-panel-mobile">
            <MobilePanel result={results.mobile} viewportWidth={results.viewportWidth} />
          </TabsContent>
          <TabsContent value="security" data-testid="audit-panel-security">
            <SecurityPanel result={results.security} failed={results.securityFailed} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
