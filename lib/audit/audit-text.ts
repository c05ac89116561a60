import type { Translator } from "@/lib/i18n/translator";
import type { AuditMessage, AuditParams } from "./audit-messages";
import { PERFORMANCE_RULES, type PerformanceMetricName } from "./performance-audit";

/**
 * A message in the translator's language: a `metric` param becomes the metric's name (`label`) and its `value` and
 * `limit` are written in the metric's unit; `items` and `more` become the shortened `list`.
 */
export function auditText(t: Translator<"audit">, locale: string, message: AuditMessage): string {
  const { metric, items, more, ...rest } = message.params;
  const values: AuditParams = { ...rest };
  const rule =
    typeof metric === "string" && metric in PERFORMANCE_RULES
      ? PERFORMANCE_RULES[metric as PerformanceMetricName]
      : undefined;
  if (rule) {
    values.label = t(`metrics.${metric}` as Parameters<Translator<"audit">>[0]);
    for (const name of ["value", "limit"] as const) {
      const value = values[name];
      if (typeof value === "number") values[name] = rule.format(value, locale);
    }
  }
  if (items !== undefined)
    values.list = more ? t("findings.moreItems", { items: String(items), more: Number(more) }) : String(items);
  return t(`messages.${message.code}`, values);
}
