import { useLocale, useTranslations } from "next-intl";
import {
  PERFORMANCE_METRIC_NAMES,
  PERFORMANCE_RULES,
  metricStatus,
  type MetricStatus,
  type PerformanceAuditResult,
} from "@/lib/audit/performance-audit";
import { ColumnHeads } from "@/components/ui/column-heads";
import { cn } from "@/lib/cn";
import { AuditEmpty, AuditFindings, DeductionList, ScoreSummary } from "./audit-score";

const STATUS_CLASS: Record<MetricStatus, string> = {
  good: "text-emerald-800",
  moderate: "text-amber-800",
  severe: "text-red-700",
  unmeasured: "text-slate-500",
};

export function PerformancePanel({ result, running }: { result: PerformanceAuditResult | null; running: boolean }) {
  const t = useTranslations("audit.performance");
  const metrics = useTranslations("audit.metrics");
  const locale = useLocale();
  if (!result) {
    return <AuditEmpty kind="performance">{running ? t("collecting") : t("empty")}</AuditEmpty>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary kind="performance" title={t("score")} outcome={result} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="text-slate-600">
          <ColumnHeads
            className="py-2 font-medium"
            columns={[{ label: t("metric") }, { label: t("value") }, { label: t("rating") }]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PERFORMANCE_METRIC_NAMES.map((name) => {
            const rule = PERFORMANCE_RULES[name];
            const value = result.metrics[name];
            const status = metricStatus(name, value);
            return (
              <tr key={name} data-testid={`audit-metric-${name}`}>
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {metrics(name)} <span className="text-slate-500">({name.toUpperCase()})</span>
                </th>
                <td className="py-2 tabular-nums">{value === null ? "—" : rule.format(value, locale)}</td>
                <td className={cn("py-2", STATUS_CLASS[status])}>{t(`statuses.${status}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {result.unmeasured.includes("inp") ? <p className="text-xs text-slate-600">{t("inpHint")}</p> : null}
      <DeductionList kind="performance" outcome={result} />
      <AuditFindings kind="performance" outcome={result} />
    </div>
  );
}
