"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { activeFilterCount, withoutFilters } from "@/lib/directory/directory-state";
import { useDirectoryState } from "./use-directory-state";

// The fields' code loads when the panel first opens; a page opened with filters set has them rendered by the server.
const FilterFields = lazy(() => import("./filter-fields").then((m) => ({ default: m.FilterFields })));

/**
 * The collapsible filter panel: exactly the filters of the current category, each
 * change reflected in the URL. A plain disclosure button (aria-expanded, aria-controls): Radix Collapsible added 3 KB
 * gzip for nothing more. A page opened with filters set opens it.
 */
export function FilterPanel() {
  const t = useTranslations("directory");
  const { state, navigate } = useDirectoryState();
  const panelId = useId();
  const count = activeFilterCount(state);
  const [open, setOpen] = useState(count > 0);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          data-testid="filters-toggle"
        >
          <Icon name="sliders-horizontal" aria-hidden="true" />
          {t("filters")}
          {count ? (
            <span
              className="rounded-full bg-brand-700 px-1.5 text-xs text-white"
              aria-label={t("activeFilters", { count })}
            >
              {count}
            </span>
          ) : null}
          <Icon name="chevron-down" aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        </Button>
        {count ? (
          <Button variant="ghost" onClick={() => navigate(withoutFilters(state), "replace")}>
            <Icon name="x" aria-hidden="true" />
            {t("clearFilters")}
          </Button>
        ) : null}
      </div>
      {open ? (
        <Suspense
          fallback={
            <div
              id={panelId}
              aria-busy="true"
              className="mt-3 min-h-24 rounded-xl border border-slate-200 bg-slate-50"
            />
          }
        >
          <FilterFields id={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}
