"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLazyComponent } from "@/components/ui/use-lazy-component";

/**
 * "Save this search": a disclosure that opens natively, holding the plain form the server rendered, so both work
 * before the page has hydrated and without JavaScript. Once opened (or about to be: pointer or focus on its summary),
 * the full form loads with its wording and replaces the plain one in a single commit: it saves the view the page
 * shows now, asks a member for no address, and answers in place.
 */
export function SaveSearchPanel({ summary, children }: { summary: string; children: ReactNode }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Its code and its wording arrive together, so nothing suspends: the plain form stays until the swap.
  const loadFields = useCallback(
    () => import("./save-search-fields").then((module) => module.loadSaveSearchFields(locale)),
    [locale],
  );
  const [loaded, load] = useLazyComponent(loadFields);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-200 p-3 text-sm"
      data-testid="save-search"
    >
      <summary
        className="cursor-pointer font-medium text-slate-900"
        onPointerEnter={load}
        onFocus={load}
        data-testid="save-search-toggle"
      >
        {summary}
      </summary>
      {loaded ? <loaded.Fields wording={loaded.wording} /> : children}
    </details>
  );
}
