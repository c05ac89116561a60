"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { heldIsland } from "@/components/ui/held-island";
import { cn } from "@/lib/cn";
import { useDirectorySearch } from "./directory-location";
import { useDirectoryActions } from "./use-directory-actions";

// The fields (every category's filter definitions and their controls) load when the panel first opens; a page opened
// with filters set renders them on the server and hydrates them once their code has arrived.
const FilterFields = heldIsland(() => import("./filter-fields").then((module) => module.FilterFields));

/**
 * The collapsible filter panel: exactly the filters of the current category, each
 * change reflected in the URL. A plain disclosure button (aria-expanded, aria-controls): Radix Collapsible added 3 KB
 * gzip for nothing more. It loads with the page; the count of the URL's filters is the server's until the directory's
 * actions have arrived.
 */
export function FilterPanel({ initialCount }: { initialCount: number }) {
  const t = useTranslations("directory");
  const search = useDirectorySearch();
  const { actions, go } = useDirectoryActions();
  const panelId = useId();
  const count = actions ? actions.filterCountOf(search) : initialCount;
  const [open, setOpen] = useState(initialCount > 0);

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
          <Button variant="ghost" onClick={() => go((loaded, current) => loaded.withoutFiltersUrl(current), "replace")}>
            <Icon name="x" aria-hidden="true" />
            {t("clearFilters")}
          </Button>
        ) : null}
      </div>
      {open ? <FilterFields id={panelId} /> : null}
    </div>
  );
}
