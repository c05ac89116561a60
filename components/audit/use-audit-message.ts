"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { AuditMessage } from "@/lib/audit/audit-messages";
import { auditText } from "@/lib/audit/audit-text";

/** The audits' findings, advice and self-check names, by code, in the page's language. */
export function useAuditMessage(): (message: AuditMessage) => string {
  const t = useTranslations("audit");
  const locale = useLocale();
  return useCallback((message: AuditMessage) => auditText(t, locale, message), [t, locale]);
}
