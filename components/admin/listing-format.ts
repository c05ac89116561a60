import { useLocale } from "next-intl";
import { useCallback } from "react";
import { formatTimestamp } from "@/lib/i18n/format";
/** Timestamps in the admin's language, to the minute in UTC ("24.11.2026, 14:05 UTC"). */
export function useTimestamp(): (iso: string) => string {
  const locale = useLocale();
  return useCallback((iso: string) => formatTimestamp(locale, iso), [locale]);
}

export const STATUS_BADGE: Record<string, "default" | "secondary" | "outline" | "destructive"> = {
  published: "default",
  pending: "secondary",
  draft: "outline",
  hidden: "destructive",
};

/** A JSON value of the audit log or a field, as one short line. */
export function shortValue(value: unknown, max = 80): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = Array.isArray(value)
    ? value.join(", ")
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
