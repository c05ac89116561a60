"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { AuditBadge, AuditOutcome } from "@/lib/audit/score";
import { cn } from "@/lib/cn";
import { useAuditMessage } from "./use-audit-message";
import { auditMessageId } from "@/lib/audit/audit-messages";

export const BADGES: Record<AuditBadge, { key: "excellent" | "good" | "needsWork"; style: string }> = {
  Excellent: { key: "excellent", style: "bg-emerald-100 text-emerald-900" },
  Good: { key: "good", style: "bg-amber-100 text-amber-900" },
  "Needs Work": { key: "needsWork", style: "bg-red-100 text-red-800" },
};

type AuditKind = "performance" | "mobile" | "security";

function ScoreBadge({ badge, kind }: { badge: AuditBadge; kind: AuditKind }) {
  const t = useTranslations("audit.badges");
  return (
    <span
      data-testid={`audit-badge-${kind}`}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", BADGES[badge].style)}
    >
      {t(BADGES[badge].key)}
    </span>
  );
}

/** The score out of 100 with its badge. */
export function ScoreSummary({ kind, title, outcome }: { kind: AuditKind; title: string; outcome: AuditOutcome }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div>
        <p className="text-sm font-medium text-slate-600">{title}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
          <span data-testid={`audit-score-${kind}`}>{outcome.score}</span>
          <span className="text-base font-medium text-slate-500">/100</span>
        </p>
      </div>
      <ScoreBadge badge={outcome.badge} kind={kind} />
    </div>
  );
}

/** Critical issues first (what is wrong), then recommendations (what to do). */
export function AuditFindings({ kind, outcome }: { kind: AuditKind; outcome: AuditOutcome }) {
  const t = useTranslations("audit.findings");
  const local = useAuditMessage();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby={`critical-${kind}`} className="rounded-lg border border-slate-200 p-4">
        <h3 id={`critical-${kind}`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon name="alert-triangle" aria-hidden="true" className="size-4 text-red-700" /> {t("critical")}
        </h3>
        {outcome.criticalIssues.length > 0 ? (
          <ul
            data-testid={`audit-critical-issues-${kind}`}
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800"
          >
            {outcome.criticalIssues.map((issue) => (
              <li key={auditMessageId(issue)}>{local(issue)}</li>
            ))}
          </ul>
        ) : (
          <p
            data-testid={`audit-critical-issues-${kind}`}
            className="mt-2 flex items-center gap-2 text-sm text-slate-600"
          >
            <Icon name="check-circle-2" aria-hidden="true" className="size-4 text-emerald-700" /> {t("noneFound")}
          </p>
        )}
      </section>
      <section aria-labelledby={`recommendations-${kind}`} className="rounded-lg border border-slate-200 p-4">
        <h3 id={`recommendations-${kind}`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon name="lightbulb" aria-hidden="true" className="size-4 text-amber-600" /> {t("recommendations")}
        </h3>
        {outcome.recommendations.length > 0 ? (
          <ul
            data-testid={`audit-recommendations-${kind}`}
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700"
          >
            {outcome.recommendations.map((recommendation) => (
              <li key={auditMessageId(recommendation)}>{local(recommendation)}</li>
            ))}
          </ul>
        ) : (
          <p data-testid={`audit-recommendations-${kind}`} className="mt-2 text-sm text-slate-600">
            {t("nothingToChange")}
          </p>
        )}
      </section>
    </div>
  );
}

/** One line per deduction, so the score can be checked by hand. */
export function DeductionList({ kind, outcome }: { kind: AuditKind; outcome: AuditOutcome }) {
  const local = useAuditMessage();
  if (outcome.deductions.length === 0) return null;
  return (
    <ul
      data-testid={`audit-deductions-${kind}`}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
    >
      {outcome.deductions.map((deduction, index) => (
        <li key={`${deduction.check}-${index}`} className="flex items-start justify-between gap-4 px-4 py-2">
          <span className="text-slate-700">{local(deduction.detail)}</span>
          <span className="shrink-0 font-semibold text-red-700">−{deduction.points}</span>
        </li>
      ))}
    </ul>
  );
}

export function AuditEmpty({ kind, children }: { kind: AuditKind; children: string }) {
  return (
    <p
      data-testid={`audit-empty-${kind}`}
      className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600"
    >
      {children}
    </p>
  );
}
