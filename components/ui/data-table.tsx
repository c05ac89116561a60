import type { ReactNode } from "react";

type DataTableProps = {
  testId: string;
  /** Header cells, in order; a column without a visible name gets an sr-only one. */
  columns: readonly ReactNode[];
  /** For screen readers only. */
  caption?: string;
  /** The body's rows: each row gets a rule above it, each cell the header cells' padding. */
  children: ReactNode;
  /** Notes under the table, inside its frame (loading, no rows, rows left out). */
  footer?: ReactNode;
};

/** A bordered table that scrolls sideways on a narrow screen, with one header row. */
export function DataTable({ testId, columns, caption, children, footer }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:px-3 [&_td]:py-2 [&>tr]:border-t [&>tr]:border-slate-100">{children}</tbody>
      </table>
      {footer}
    </div>
  );
}
