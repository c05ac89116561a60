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
  if (!result) return <AuditEmpty kind="mobile">Run the audit to check this page on phones.</AuditEmpty>;
  const m = result.metrics;
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary kind="mobile" title="Mobile score" outcome={result} />
      {viewportWidth !== null ? (
        <p className="text-xs text-slate-600">Measured at a {viewportWidth} px wide window; sizes differ on a phone.</p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <Check
          testId="mobile-check-viewport"
          label="Viewport meta tag"
          ok={m.viewportPresent && m.deviceWidth && m.zoomAllowed}
          detail={
            !m.viewportPresent ? "Missing" : !m.deviceWidth ? "Not device-width" : !m.zoomAllowed ? "Blocks zoom" : "OK"
          }
        />
        <Check
          testId="mobile-check-tap-targets"
          label="Tap targets ≥ 44 px"
          ok={m.smallTapTargets.length === 0}
          detail={`${m.tapTargets - m.smallTapTargets.length} of ${m.tapTargets} large enough`}
        />
        <Check
          testId="mobile-check-font-size"
          label="Text ≥ 12 px"
          ok={m.smallText.length === 0}
          detail={`${m.textSamples - m.smallText.length} of ${m.textSamples} readable`}
        />
        <Check
          testId="mobile-check-input-modes"
          label="Input modes"
          ok={m.inputsWithoutMode.length === 0}
          detail={
            m.typedInputs === 0
              ? "No email, phone, number or search fields"
              : `${m.typedInputs - m.inputsWithoutMode.length} of ${m.typedInputs} set`
          }
        />
      </ul>
      <DeductionList kind="mobile" outcome={result} />
      <AuditFindings kind="mobile" outcome={result} />
    </div>
  );
}
