import type { ReactNode } from "react";

type Column = {
  label: ReactNode;
  /** This column's cell classes, where they differ from the row's. */
  className?: string;
  /** A column without a visible name (a row's actions): its name is for screen readers only. */
  hidden?: boolean;
};

/** A table's header row: one column header a column. */
export function ColumnHeads({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly Column[];
  className: string;
  rowClassName?: string;
}) {
  return (
    <tr className={rowClassName}>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={column.className ?? className}>
          {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
        </th>
      ))}
    </tr>
  );
}
