"use client";

import { useTranslations } from "next-intl";
import type { MobileAuditResult } from "@/lib/audit/mobile-audit";
import { AuditEmpty, AuditFindings, DeductionList, ScoreSummary } from "./audit-score";

function Check({ label, ok, detail, testId }: { label: string; ok: boolean; detail: string; testId: string }) {
  return (
    <li data-testid={testId} data-ok={ok} className="flex items-start justify-between gap-4 px-4 py-2">
      <span className="font-medium text-slate-900">{label}</span>
      <span className={ok ? "text-right text-emerald-800" : "text-right text-red-700"}>{detail}</span>
    </li>
  );
}

export function MobilePanel({
  result,
  viewportWidth,
}: {
  result: MobileAuditResult | null;
  viewportWidth: number | null;
}) {
  const t = useTranslations("audit.mobile");
  if (!result) return <AuditEmpty kind="mobile">{t("empty")}</AuditEmpty>;
  const m = result.metrics;
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary kind="mobile" title={t("score")} outcome={result} />
      {viewportWidth !== null ? (
        <p className="text-xs text-slate-600">{t("measuredAt", { width: viewportWidth })}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <Check
          testId="mobile-check-viewport"
          label={t("viewport")}
          ok={m.viewportPresent && m.deviceWidth && m.zoomAllowed}
          detail={
            !m.viewportPresent
              ? t("missing")
              : !m.deviceWidth
                ? t("notDeviceWidth")
                : !m.zoomAllowed
                  ? t("blocksZoom")
                  : t("ok")
          }
        />
        <Check
          testId="mobile-check-tap-targets"
          label={t("tapTargets")}
          ok={m.smallTapTargets.length === 0}
          detail={t("largeEnough", { good: m.tapTargets - m.smallTapTargets.length, total: m.tapTargets })}
        />
        <Check
          testId="mobile-check-font-size"
          label={t("text")}
          ok={m.smallText.length === 0}
          detail={t("readable", { good: m.textSamples - m.smallText.length, total: m.textSamples })}
        />
        <Check
          testId="mobile-check-input-modes"
          label={t("inputModes")}
          ok={m.inputsWithoutMode.length === 0}
          detail={
            m.typedInputs === 0
              ? t("noTypedFields")
              : t("set", { good: m.typedInputs - m.inputsWithoutMode.length, total: m.typedInputs })
          }
        />
      </ul>
      <DeductionList kind="mobile" outcome={result} />
      <AuditFindings kind="mobile" outcome={result} />
    </div>
  );
}
