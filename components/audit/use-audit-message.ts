"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { AUDIT_MESSAGES, MORE_ITEMS } from "@/lib/audit/audit-messages";
import { PERFORMANCE_METRIC_NAMES, PERFORMANCE_RULES } from "@/lib/audit/performance-audit";
import { matchMessage, type MessageValues } from "@/lib/i18n/message-templates";
import type { Translator } from "@/lib/i18n/translator";

type AuditKey = Parameters<Translator<"audit">>[0];

const METRIC_BY_LABEL = new Map(PERFORMANCE_METRIC_NAMES.map((name) => [PERFORMANCE_RULES[name].label, name]));
const MORE = { moreItems: MORE_ITEMS };

/** A measured value as the locale writes it: "4.20 s" → "4,20 s"; unitless shift values keep three decimals. */
function localValue(value: string | number, locale: string): string {
  if (typeof value === "number")
    return value.toLocaleString(locale, { minimumFractionDigits: Number.isInteger(value) ? 0 : 3 });
  const [, whole, fraction, unit] = /^(\d+)(?:\.(\d+))?( m?s)$/.exec(value) ?? [];
  if (!whole) return value;
  const digits = fraction?.length ?? 0;
  const number = Number(`${whole}.${fraction ?? 0}`).toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return `${number}${unit}`;
}

/**
 * The audits' findings, advice and self-check names (English, as the scoring states them) in the page's language:
 * metric names, values and shortened lists too. Any other text is shown as it came.
 */
export function useAuditMessage(): (text: string) => string {
  const t = useTranslations("audit");
  const locale = useLocale();
  return useCallback(
    (text: string) => {
      const found = matchMessage(AUDIT_MESSAGES, text);
      if (!found) return text;
      const values: MessageValues = { ...found.values };
      const metric = typeof values.label === "string" ? METRIC_BY_LABEL.get(values.label) : undefined;
      if (metric) values.label = t(`metrics.${metric}`);
      for (const name of ["value", "limit"] as const)
        if (values[name] !== undefined) values[name] = localValue(values[name], locale);
      const more = typeof values.list === "string" ? matchMessage(MORE, values.list) : null;
      if (more) values.list = t("findings.moreItems", more.values);
      return t(`messages.${found.key}` as AuditKey, values);
    },
    [t, locale],
  );
}
