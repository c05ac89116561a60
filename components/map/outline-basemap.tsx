"use client";

import { useEffect, useMemo, useState } from "react";
import { viewProjection, type MapView } from "@/lib/map/mercator";
import { edgesNear, outlinePaths, prepareOutlines, type CountriesTopology, type Outlines } from "@/lib/map/outlines";

/** Beyond this zoom the 1:110m outlines are too coarse (coasts off by kilometres): 1:50m loads where it shows. */
const DETAILED_FROM_ZOOM = 5;

type Scale = "110m" | "50m";
const loaders: Record<Scale, () => Promise<{ default: unknown }>> = {
  "110m": () => import("world-atlas/countries-110m.json"),
  "50m": () => import("world-atlas/countries-50m.json"),
};
const loaded = new Map<Scale, Promise<Outlines>>();

/** Natural Earth outlines at a scale, each file fetched once (its own chunk) and prepared once. */
function outlinesAt(scale: Scale): Promise<Outlines> {
  let outlines = loaded.get(scale);
  if (!outlines) {
    outlines = loaders[scale]().then((module) => prepareOutlines(module.default as CountriesTopology));
    loaded.set(scale, outlines);
  }
  return outlines;
}

/** The outlines at a scale once their chunk has arrived (null until then, or when no scale is asked for). */
function useOutlines(scale: Scale | null): Outlines | null {
  const [ready, setReady] = useState<{ scale: Scale; outlines: Outlines } | null>(null);
  useEffect(() => {
    if (!scale) return;
    let live = true;
    void outlinesAt(scale).then((outlines) => {
      if (live) setReady({ scale, outlines });
    });
    return () => {
      live = false;
    };
  }, [scale]);
  return ready && ready.scale === scale ? ready.outlines : null;
}

/**
 * The offline basemap: country shapes and borders drawn as SVG in the browser, 1:110m when zoomed out and 1:50m
 * closer in. No tiles, fonts or network beyond this site's own chunks. Decorative: the markers and the list carry
 * the content.
 */
export function OutlineBasemap({ view }: { view: MapView }) {
  const coarse = useOutlines("110m");
  // Close in, the finer outlines only where a coast or border is near: inland they would draw the same land.
  const detailed = useMemo(
    () => coarse !== null && view.zoom >= DETAILED_FROM_ZOOM && edgesNear(coarse, view),
    [coarse, view],
  );
  const fine = useOutlines(detailed ? "50m" : null);
  const outlines = (detailed && fine) || coarse;
  const paths = useMemo(() => {
    if (!outlines) return null;
    const projection = viewProjection(view).clipExtent([
      [-8, -8],
      [view.width + 8, view.height + 8],
    ]);
    return outlinePaths(outlines, projection, view.width, view.height);
  }, [outlines, view]);
  return (
    <svg className="absolute inset-0 size-full" aria-hidden="true" data-testid="map-outlines">
      {paths ? (
        <>
          <path d={paths.land} fill="#f8fafc" stroke="#94a3b8" strokeWidth={0.75} />
          <path d={paths.borders} fill="none" stroke="#64748b" strokeWidth={0.9} strokeDasharray="4 3" />
        </>
      ) : null}
    </svg>
  );
}
