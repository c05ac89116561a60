"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef } from "react";
import type { Map as MapLibreMap } from "maplibre-gl";
import type { MapView } from "@/lib/map/mercator";

type MapLibreBasemapProps = {
  styleUrl: string;
  view: MapView;
  onMove: (center: Pick<MapView, "lng" | "lat" | "zoom">) => void;
};

// The worker ships as a file of its own, served from this origin: MapLibre would otherwise look for it beside its
// bundle (which a bundler renames) or fall back to a blob: worker the CSP does not allow.
const WORKER_URL = new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).href;

const same = (a: number, b: number) => Math.abs(a - b) < 1e-7;

/**
 * Real tiles when MAP_STYLE_URL names a MapLibre style (hosted, or self-hosted with pmtiles:// sources). MapLibre
 * draws and handles its own gestures; the view stays in step with the markers drawn over it.
 */
export function MapLibreBasemap({ styleUrl, view, onMove }: MapLibreBasemapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const moveHandler = useRef(onMove);
  useEffect(() => {
    moveHandler.current = onMove;
  }, [onMove]);
  const initial = useRef(view);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const maplibre = await import("maplibre-gl");
      if (styleUrl.includes("pmtiles://") || styleUrl.endsWith(".pmtiles")) {
        const { Protocol } = await import("pmtiles");
        maplibre.addProtocol("pmtiles", new Protocol().tile);
      }
      if (cancelled || !container.current) return;
      maplibre.setWorkerUrl(WORKER_URL);
      const start = initial.current;
      const created = new maplibre.Map({
        container: container.current,
        style: styleUrl,
        center: [start.lng, start.lat],
        zoom: start.zoom,
        attributionControl: { compact: true },
        // The page's own controls zoom and fit; the keyboard handler stays MapLibre's.
        dragRotate: false,
        pitchWithRotate: false,
        touchZoomRotate: true,
      });
      created.touchZoomRotate.disableRotation();
      created.on("move", () => {
        const center = created.getCenter();
        moveHandler.current({ lng: center.lng, lat: center.lat, zoom: created.getZoom() });
      });
      map.current = created;
    })();
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [styleUrl]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const center = current.getCenter();
    if (same(center.lng, view.lng) && same(center.lat, view.lat) && same(current.getZoom(), view.zoom)) return;
    current.jumpTo({ center: [view.lng, view.lat], zoom: view.zoom });
  }, [view]);

  // MapLibre makes its container position: relative, so the container fills a positioned wrapper.
  return (
    <div className="absolute inset-0" data-testid="map-tiles">
      <div ref={container} className="size-full" />
    </div>
  );
}
