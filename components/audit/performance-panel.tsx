import {
  PERFORMANCE_METRIC_NAMES,
  PERFORMANCE_RULES,
  metricStatus,
  type MetricStatus,
  type PerformanceAuditResult,
} from "@/lib/audit/performance-audit";
import { cn } from "@/lib/cn";
import { AuditEmpty, AuditFindings, DeductionList, ScoreSummary } from "./audit-score";

const STATUS: Record<MetricStatus, { label: string; className: string }> = {
  good: { label: "Good", className: "text-emerald-800" },
  moderate: { label: "Needs improvement", className: "text-amber-800" },
  severe: { label: "Poor", className: "text-red-700" },
  unmeasured: { label: "Not measured", className: "text-slate-500" },
};

export function PerformancePanel({ result, running }: { result: PerformanceAuditResult | null; running: boolean }) {
  if (!result) {
    return (
      <AuditEmpty kind="performance">
        {running ? "Collecting Web Vitals for 5 seconds…" : "Run the audit to measure this page's Core Web Vitals."}
      </AuditEmpty>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary kind="performance" title="Performance score" outcome={result} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Web Vitals of this page</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Metric
            </th>
            <th scope="col" className="py-2 font-medium">
              Value
            </th>
            <th scope="col" className="py-2 font-medium">
              Rating
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PERFORMANCE_METRIC_NAMES.map((name) => {
            const rule = PERFORMANCE_RULES[name];
            const value = result.metrics[name];
            const status = STATUS[metricStatus(name, value)];
            return (
              <tr key={name} data-testid={`audit-metric-${name}`}>
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {rule.label} <span className="text-slate-500">({name.toUpperCase()})</span>
                </th>
                <td className="py-2 tabular-nums">{value === null ? "—" : rule.format(value)}</td>
                <td className={cn("py-2", status.className)}>{status.label}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {result.unmeasured.includes("inp") ? (
        <p className="text-xs text-slate-600">
          Interaction to Next Paint needs an interaction: click or type on the page, then run the audit again.
        </p>
      ) : null}
      <DeductionList kind="performance" outcome={result} />
      <AuditFindings kind="performance" outcome={result} />
    </div>
  );
}
