import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { ImportRowPlan } from "@/lib/admin/import-schema";
import { KIND_LABELS } from "@/lib/directory/kinds";

type ImportCounts = Record<ImportRowPlan["action"], number>;

export function countPlans(plans: readonly ImportRowPlan[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) counts[plan.action] += 1;
  return counts;
}

/** A large file's table is cut here; the counts above it cover every row. */
const PREVIEW_ROWS_SHOWN = 500;

const PREVIEW_COLUMNS = ["Row", "Action", "Kind", "Name", "Slug", "Status", "Details"];

const ACTION: Record<
  ImportRowPlan["action"],
  { label: string; variant: "default" | "secondary" | "outline" | "destructive" }
> = {
  create: { label: "Create", variant: "default" },
  update: { label: "Update", variant: "secondary" },
  unchanged: { label: "Unchanged", variant: "outline" },
  error: { label: "Error", variant: "destructive" },
};

function details(plan: ImportRowPlan): string {
  if (plan.errors.length) return plan.errors.join("; ");
  if (plan.action === "update") return `${plan.changes?.join(", ") ?? ""} (matched by ${plan.matchedBy})`;
  if (plan.action === "unchanged") return `Same as the stored listing (matched by ${plan.matchedBy})`;
  return plan.website ?? "";
}

/** One line per row of the file: what importing it would do, or what is wrong with it. */
export function ImportPreviewTable({ plans }: { plans: readonly ImportRowPlan[] }) {
  // Errors first, so a long file's problems are never cut off.
  const shown = [...plans]
    .sort((a, b) => Number(b.action === "error") - Number(a.action === "error") || a.row - b.row)
    .slice(0, PREVIEW_ROWS_SHOWN);
  return (
    <DataTable
      testId="import-preview"
      caption="What importing each row would do"
      columns={PREVIEW_COLUMNS}
      footer={
        plans.length > shown.length ? (
          <p className="border-t border-slate-100 p-3 text-sm text-slate-600">
            Showing {shown.length} of {plans.length} rows.
          </p>
        ) : null
      }
    >
      {shown.map((plan) => (
        <tr
          key={plan.row}
          className="border-t border-slate-100 align-top"
          data-testid="import-preview-row"
          data-action={plan.action}
          data-row={plan.row}
        >
          <td className="px-3 py-2 text-slate-600">{plan.row}</td>
          <td className="px-3 py-2">
            <Badge variant={ACTION[plan.action].variant}>{ACTION[plan.action].label}</Badge>
          </td>
          <td className="px-3 py-2">{plan.kind ? KIND_LABELS[plan.kind] : "—"}</td>
          <td className="px-3 py-2 font-medium">{plan.name ?? "—"}</td>
          <td className="px-3 py-2 text-slate-600">{plan.slug ?? "—"}</td>
          <td className="px-3 py-2 text-slate-600">{plan.status ?? "—"}</td>
          <td
            className={plan.errors.length ? "px-3 py-2 text-red-700" : "px-3 py-2 text-slate-600"}
            data-testid="import-preview-details"
          >
            {details(plan)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
