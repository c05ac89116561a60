"use client";

import { Icon } from "@/components/ui/icon";
import { PassFailIcon } from "@/components/ui/pass-fail-icon";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { runBasicAuditChecks, type AuditCheck } from "@/lib/audit/system-test";
import { cn } from "@/lib/cn";

/** The Audit System Test: runs the audit scoring rules on fixed inputs and shows each check's outcome. */
export function AuditSystemTest({ runChecks = runBasicAuditChecks }: { runChecks?: () => AuditCheck[] }) {
  const t = useTranslations("audit.systemTest");
  const [checks, setChecks] = useState<AuditCheck[] | null>(null);

  function run() {
    try {
      setChecks(runChecks());
    } catch (error) {
      console.error("Audit system test failed", error);
      setChecks([
        {
          name: "Scoring functions ran",
          expected: "no error",
          actual: error instanceof Error ? error.message : String(error),
          passed: false,
        },
      ]);
    }
  }

  const passed = checks?.filter((c) => c.passed).length ?? 0;
  return (
    <Card data-testid="audit-system-test">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Button data-testid="run-basic-test" onClick={run}>
          <Icon name="flask-conical" aria-hidden="true" /> {t("run")}
        </Button>
      </CardHeader>
      <CardContent>
        {checks === null ? (
          <p className="text-sm text-slate-600">{t("prompt")}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <p
              data-testid="audit-check-summary"
              role="status"
              className={cn("text-sm font-semibold", passed === checks.length ? "text-emerald-800" : "text-red-700")}
            >
              {t("summary", { passed, total: checks.length })}
            </p>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              {checks.map((check) => (
                <li
                  key={check.name}
                  data-testid="audit-check"
                  data-passed={check.passed}
                  className="flex items-start justify-between gap-4 px-4 py-2"
                >
                  <span className="flex items-start gap-2">
                    <PassFailIcon
                      passed={check.passed}
                      labels={{ passed: t("passed"), failed: t("failed") }}
                      className="mt-0.5"
                    />
                    <span className="text-slate-900">{check.name}</span>
                  </span>
                  <span className="shrink-0 text-right text-slate-600 tabular-nums">
                    {check.passed ? check.actual : t("mismatch", { expected: check.expected, actual: check.actual })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
