import type { ReactNode } from "react";
import { Icon } from "./icon";

type CheckRow = { name: string; passed: boolean; detail: ReactNode };

type CheckListProps = {
  checks: readonly CheckRow[];
  /** The tick's and the cross's names for screen readers. */
  labels: { passed: string; failed: string };
  testId?: string;
  rowTestId: string;
};

/** Named checks, each with a green tick or a red cross and its detail on the right. */
export function CheckList({ checks, labels, testId, rowTestId }: CheckListProps) {
  return (
    <ul data-testid={testId} className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {checks.map((check) => (
        <li
          key={check.name}
          data-testid={rowTestId}
          data-passed={check.passed}
          className="flex items-start justify-between gap-4 px-4 py-2"
        >
          <span className="flex items-start gap-2 font-medium text-slate-900">
            {check.passed ? (
              <Icon
                name="check-circle-2"
                aria-label={labels.passed}
                className="mt-0.5 size-4 shrink-0 text-emerald-700"
              />
            ) : (
              <Icon name="x-circle" aria-label={labels.failed} className="mt-0.5 size-4 shrink-0 text-red-700" />
            )}
            {check.name}
          </span>
          <span className="shrink-0 text-right text-slate-600 tabular-nums">{check.detail}</span>
        </li>
      ))}
    </ul>
  );
}
