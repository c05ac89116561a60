"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { ImportRowPlan } from "@/lib/import/schema";
import { HeldClaimsNotice, heldOfRow } from "./held-claims-notice";
import { useRowErrorsText } from "./use-listing-errors";

type ImportCounts = Record<ImportRowPlan["action"], number>;

export function countPlans(plans: readonly ImportRowPlan[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) counts[plan.action] += 1;
  return counts;
}

/** A large file's table is cut here; the counts above it cover every row. */
const PREVIEW_ROWS_SHOWN = 500;

const ACTION_BADGE: Record<ImportRowPlan["action"], "default" | "secondary" | "outline" | "destructive"> = {
  create: "default",
  update: "secondary",
  unchanged: "outline",
  error: "destructive",
};

/** One line per row of the file: what importing it would do, or what is wrong with it. */
export function ImportPreviewTable({ plans }: { plans: readonly ImportRowPlan[] }) {
  const t = useTranslations("admin.import.table");
  const kinds = useTranslations("kinds.kinds");
  const rowErrors = useRowErrorsText();
  const details = (plan: ImportRowPlan): string => {
    if (plan.errors.length) return rowErrors(plan.errors);
    const matchedBy = plan.matchedBy ?? "";
    if (plan.action === "update") return t("updateDetails", { changes: plan.changes?.join(", ") ?? "", matchedBy });
    if (plan.action === "unchanged") return t("unchangedDetails", { matchedBy });
    return plan.website ?? "";
  };
  // Errors first, so a long file's problems are never cut off.
  const shown = [...plans]
    .sort((a, b) => Number(b.action === "error") - Number(a.action === "error") || a.row - b.row)
    .slice(0, PREVIEW_ROWS_SHOWN);
  return (
    <DataTable
      testId="import-preview"
      caption={t("caption")}
      columns={[t("row"), t("action"), t("kind"), t("name"), t("slug"), t("status"), t("details")]}
      footer={
        plans.length > shown.length ? (
          <p className="border-t border-slate-100 p-3 text-sm text-slate-600">
            {t("showing", { shown: shown.length, total: plans.length })}
          </p>
        ) : null
      }
    >
      {shown.map((plan) => (
        <tr
          key={plan.row}
          className="align-top"
          data-testid="import-preview-row"
          data-action={plan.action}
          data-row={plan.row}
        >
          <td className="text-slate-600">{plan.row}</td>
          <td>
            <Badge variant={ACTION_BADGE[plan.action]}>{t(`actions.${plan.action}`)}</Badge>
          </td>
          <td>{plan.kind ? kinds(plan.kind) : "—"}</td>
          <td className="font-medium">{plan.name ?? "—"}</td>
          <td className="text-slate-600">{plan.slug ?? "—"}</td>
          <td className="text-slate-600">{plan.status ?? "—"}</td>
          <td className={plan.errors.length ? "text-red-700" : "text-slate-600"} data-testid="import-preview-details">
            {details(plan)}
            {plan.held?.length ? (
              <div className="mt-2 flex flex-col gap-1">
                <p className="text-amber-900">{t("held")}</p>
                <HeldClaimsNotice held={heldOfRow(plan.held)} testId="import-preview-held" />
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
