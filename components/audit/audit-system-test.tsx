"use client";

import { Icon } from "@/components/ui/icon";
import { CheckList } from "@/components/ui/check-list";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { auditMessage } from "@/lib/audit/audit-messages";
import { runBasicAuditChecks, type AuditCheck } from "@/lib/audit/system-test";
import { cn } from "@/lib/cn";
import type { AuditBadge } from "@/lib/audit/score";
import { BADGES } from "./audit-score";
import { useAuditMessage } from "./use-audit-message";

/** The Audit System Test: runs the audit scoring rules on fixed inputs and shows each check's outcome. */
export function AuditSystemTest({ runChecks = runBasicAuditChecks }: { runChecks?: () => AuditCheck[] }) {
  const t = useTranslations("audit.systemTest");
  const badges = useTranslations("audit.badges");
  const message = useAuditMessage();
  const local = (text: string) => (text in BADGES ? badges(BADGES[text as AuditBadge].key) : text);
  const [checks, setChecks] = useState<AuditCheck[] | null>(null);

  function run() {
    try {
      setChecks(runChecks());
    } catch (error) {
      console.error("Audit system test failed", error);
      setChecks([
        {
          name: auditMessage("scoringRan"),
          expected: message(auditMessage("noError")),
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
            <CheckList
              checks={checks.map((check) => ({
                ...check,
                name: message(check.name),
                detail: check.passed
                  ? local(check.actual)
                  : t("mismatch", { expected: local(check.expected), actual: local(check.actual) }),
              }))}
              labels={{ passed: t("passed"), failed: t("failed") }}
              rowTestId="audit-check"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
