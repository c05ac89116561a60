"use client";

import { useLocale } from "next-intl";
import { useState, type ReactNode } from "react";
import { ResultsMapLazy } from "@/components/map/results-map-lazy";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { DIRECTORY_CATEGORIES, KIND_REGISTRY } from "@/lib/directory/kinds";
import { directoryApiUrl, directoryQuery, type DirectoryState } from "@/lib/directory/directory-schema";
import { useDirectoryState } from "./use-directory-state";
import type { InitialNear } from "./near-panel";
import { useNearPlace } from "./use-near-place";

/**
 * The views that offer a map: clinics, labs and practitioners (KIND_REGISTRY's `map`), and near a place every view
 * of listings found where they are (the 'all' view, events, communities).
 */
function offersMap(state: DirectoryState): boolean {
  if (state.category === "all") return Boolean(state.near);
  const entry = KIND_REGISTRY[DIRECTORY_CATEGORIES[state.category]];
  return entry.map || (Boolean(state.near) && entry.reach === "place");
}

/** GET /api/map/{segment} with the list's own query parameters (without its paging). */
function pointsUrl(state: DirectoryState): string {
  const url = new URL(directoryApiUrl(directoryQuery(state)), "http://localhost");
  url.searchParams.delete("limit");
  url.searchParams.delete("offset");
  return `${url.pathname.replace(/^\/api\//, "/api/map/")}${url.search}`;
}

/**
 * The list of results, with a Map button where a view offers one: the map opens above the list, which stays in place
 * (the crawlable, accessible primary view). The map's code is fetched only when it is first opened.
 */
export function ResultsView({
  mapStyleUrl,
  initialNear,
  children,
}: {
  mapStyleUrl: string | null;
  initialNear: InitialNear;
  children: ReactNode;
}) {
  const { state } = useDirectoryState();
  const locale = useLocale();
  const { resolved } = useNearPlace(state.near?.place, initialNear);
  const [open, setOpen] = useState(false);
  const available = offersMap(state);
  return (
    <>
      {available ? (
        <div className="flex justify-end">
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls="results-map"
            onClick={() => setOpen((value) => !value)}
            data-testid="map-toggle"
          >
            <Icon name={open ? "list" : "map"} />
            {open ? "Hide map" : "Map"}
          </Button>
        </div>
      ) : null}
      {available && open ? (
        <div id="results-map">
          <ResultsMapLazy
            pointsUrl={pointsUrl(state)}
            place={resolved}
            radiusKm={resolved ? (state.near?.radiusKm ?? null) : null}
            styleUrl={mapStyleUrl}
            locale={locale}
          />
        </div>
      ) : null}
      {children}
    </>
  );
}
