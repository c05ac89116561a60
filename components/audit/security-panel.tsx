"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { SECURITY_CHECK_FAILED_MESSAGE, SECURITY_HEADERS, type SecurityAuditResult } from "@/lib/audit/security-audit";
import { useAuditMessage } from "./use-audit-message";
import { auditMessageId } from "@/lib/audit/audit-messages";
import { AuditEmpty, AuditFindings, DeductionList, ScoreSummary } from "./audit-score";

export function SecurityPanel({ result, failed }: { result: SecurityAuditResult | null; failed: boolean }) {
  const t = useTranslations("audit.security");
  const local = useAuditMessage();
  if (failed) {
    return (
      <p
        role="alert"
        data-testid="security-error"
        className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
      >
        {local(SECURITY_CHECK_FAILED_MESSAGE)}
      </p>
    );
  }
  if (!result) return <AuditEmpty kind="security">{t("empty")}</AuditEmpty>;
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary kind="security" title={t("score")} outcome={result} />
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <li
          data-testid="security-https"
          data-ok={result.httpsEnabled}
          className="flex items-center justify-between gap-4 px-4 py-2"
        >
          <span className="font-medium text-slate-900">HTTPS</span>
          {result.httpsEnabled ? (
            <span className="text-emerald-800">{t("enabled")}</span>
          ) : (
            <span className="text-red-700">{t("notEnabled")}</span>
          )}
        </li>
        {SECURITY_HEADERS.map((name) => {
          const value = result.securityHeaders[name];
          return (
            <li
              key={name}
              data-testid={`security-header-${name}`}
              data-ok={value !== null}
              className="flex items-start justify-between gap-4 px-4 py-2"
            >
              <span className="flex items-center gap-2 font-mono text-xs text-slate-900 sm:text-sm">
                {value !== null ? (
                  <Icon name="check-circle-2" aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                ) : (
                  <Icon name="x-circle" aria-hidden="true" className="size-4 shrink-0 text-red-700" />
                )}
                {name}
              </span>
              <span className="max-w-[50%] truncate text-right text-xs text-slate-600" title={value ?? undefined}>
                {value ?? t("missing")}
              </span>
            </li>
          );
        })}
      </ul>
      {result.vulnerabilities.length > 0 ? (
        <section aria-labelledby="vulnerabilities" className="rounded-lg border border-slate-200 p-4">
          <h3 id="vulnerabilities" className="text-sm font-semibold text-slate-900">
            {t("vulnerabilities")}
          </h3>
          <ul data-testid="security-vulnerabilities" className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {result.vulnerabilities.map((v) => (
              <li key={auditMessageId(v)}>{local(v)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <DeductionList kind="security" outcome={result} />
      <AuditFindings kind="security" outcome={result} />
    </div>
  );
}
