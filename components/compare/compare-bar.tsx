"use client";

import { clearCompare } from "@/lib/compare/compare-store";
import { COMPARE_MIN, comparePath } from "@/lib/compare/compare-path";
import { KIND_LABELS } from "@/lib/directory/kinds";
import { useCompareItems } from "./use-compare";

/** The bar that appears once the visitor collects a listing to compare: what is in it, the link, and Clear. */
export function CompareBar() {
  const items = useCompareItems();
  if (!items.length) return null;
  const kind = items[0]!.kind;
  const kinds = `${KIND_LABELS[kind].toLowerCase()}s`;
  const ready = items.length >= COMPARE_MIN;
  return (
    <section aria-label="Comparison" className="compare-bar" data-testid="compare-bar">
      <p aria-live="polite">
        <b>
          {items.length} {items.length === 1 ? KIND_LABELS[kind].toLowerCase() : kinds}
        </b>{" "}
        <span>{items.map((item) => item.name).join(", ")}</span>
      </p>
      <div>
        {ready ? (
          <a
            href={comparePath(
              kind,
              items.map((item) => item.slug),
            )}
            className="btn btn-default btn-sm"
            data-testid="compare-link"
          >
            Compare {items.length}
          </a>
        ) : (
          <span className="text-xs">Add another {KIND_LABELS[kind].toLowerCase()} to compare</span>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={clearCompare}>
          Clear
        </button>
      </div>
    </section>
  );
}
