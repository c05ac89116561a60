"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from "react";
import Supercluster from "supercluster";
import useSWR from "swr";
import { useProximityWords } from "@/components/directory/proximity-words";
import { Icon } from "@/components/ui/icon";
import { apiRequest, swrConfig } from "@/lib/api-client";
import { proximityText, type NearPlace } from "@/lib/directory/near";
import { boundingBox } from "@/lib/geo/bounding-box";
import { fittedView, panned, viewBounds, zoomedAround, type MapView } from "@/lib/map/mercator";
import type { MapPoint, MapPoints } from "@/lib/map/points";
import { MarkerLayer, type Marker } from "./map-markers";
import { OutlineBasemap } from "./outline-basemap";
import { useElementSize } from "./use-element-size";
import { useMapGestures } from "./use-map-gestures";

// MapLibre (about 1 MB) only where a style is configured, in a chunk of its own.
const MapLibreBasemap = dynamic(() => import("./maplibre-basemap").then((m) => m.MapLibreBasemap), { ssr: false });

export type ResultsMapProps = {
  /** GET /api/map/{segment} with the list's query parameters. */
  pointsUrl: string;
  /** The place of a near-place view, and its radius: the map opens on that circle. */
  place: NearPlace | null;
  radiusKm: number | null;
  /** MAP_STYLE_URL, when set: MapLibre draws real tiles under the markers. */
  styleUrl: string | null;
  locale: string;
};

/** Europe, where most listings are, when there is nothing to fit. */
const DEFAULT_CENTRE = { lng: 10, lat: 50, zoom: 3 };
const PAN_STEP = 120;

function openingView(points: readonly MapPoint[], place: NearPlace | null, radiusKm: number | null, size: Size) {
  if (place && radiusKm) {
    const box = boundingBox(place, radiusKm);
    const [west, east] = box.lng ?? [place.lng - 1, place.lng + 1];
    return fittedView(
      [
        { lng: west, lat: box.lat[0] },
        { lng: east, lat: box.lat[1] },
      ],
      size,
    );
  }
  return fittedView(points, size) ?? { ...size, ...DEFAULT_CENTRE };
}

type Size = { width: number; height: number };

/**
 * The current results as points on a map, grouped (supercluster) where they crowd. Loaded on demand when a visitor
 * switches to the map: never part of a page's first load. The list stays the primary view; this one repeats its
 * results as focusable markers and as a list for screen readers.
 */
export default function ResultsMap({ pointsUrl, place, radiusKm, styleUrl, locale }: ResultsMapProps) {
  const t = useTranslations("near.map");
  const controls = useTranslations("near.mapControls");
  const words = useProximityWords();
  const { data, error, isLoading } = useSWR<MapPoints>(pointsUrl, (url: string) => apiRequest<MapPoints>("GET", url), {
    ...swrConfig,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const frame = useRef<HTMLDivElement>(null);
  const size = useElementSize(frame);
  const [view, setView] = useState<MapView | null>(null);
  const [fittedFor, setFittedFor] = useState<string | null>(null);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const points = useMemo(() => data?.points ?? [], [data]);

  // Open on the results (or the place's circle) once both they and the frame's size are known; again for new results.
  const fitKey = data && size ? pointsUrl : null;
  if (fitKey && size && fitKey !== fittedFor) {
    setFittedFor(fitKey);
    setView(openingView(points, place, radiusKm, size));
    setSelected(null);
  }
  const current = useMemo(() => (view && size ? { ...view, ...size } : null), [view, size]);

  const update = useCallback((change: (view: MapView) => MapView) => {
    setView((previous) => (previous ? change(previous) : previous));
  }, []);
  useMapGestures(frame, update, !styleUrl);

  const index = useMemo(() => {
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: 44, maxZoom: 16 });
    cluster.load(
      points.map((point) => ({
        type: "Feature" as const,
        properties: { point },
        geometry: { type: "Point" as const, coordinates: [point.lng, point.lat] },
      })),
    );
    return cluster;
  }, [points]);

  const markers: Marker[] = useMemo(() => {
    if (!current) return [];
    return index.getClusters(viewBounds(current), Math.floor(current.zoom)).map((feature): Marker => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      return "cluster" in properties && properties.cluster
        ? { type: "cluster", id: properties.cluster_id, count: properties.point_count, lng, lat }
        : { type: "point", point: (properties as { point: MapPoint }).point };
    });
  }, [index, current]);

  const closeCard = useCallback(() => {
    const id = selected?.id;
    setSelected(null);
    if (id) frame.current?.querySelector<HTMLButtonElement>(`[data-point-id="${CSS.escape(id)}"]`)?.focus();
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) update((v) => panned(v, move[0], move[1]));
    else if (event.key === "+" || event.key === "=") update((v) => zoomedAround(v, v.zoom + 1));
    else if (event.key === "-" || event.key === "_") update((v) => zoomedAround(v, v.zoom - 1));
    else return;
    event.preventDefault();
  }

  const status = error
    ? t("failed")
    : isLoading && !data
      ? t("loading")
      : data?.truncated
        ? t("truncated", { count: points.length })
        : t("count", { count: points.length });

  return (
    <section className="flex flex-col gap-2" aria-label={t("label")} data-testid="results-map">
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="map"
        aria-label={t("help")}
        onKeyDown={onKeyDown}
        className="map-frame"
        data-testid="map-frame"
      >
        {current && styleUrl ? (
          <MapLibreBasemap
            styleUrl={styleUrl}
            view={current}
            onMove={(moved) => setView((v) => (v ? { ...v, ...moved } : v))}
          />
        ) : null}
        {current && !styleUrl ? <OutlineBasemap view={current} /> : null}
        {current ? (
          <MarkerLayer
            view={current}
            markers={markers}
            selected={selected}
            locale={locale}
            onSelect={(point) => (point ? setSelected(point) : closeCard())}
            onExpand={(cluster) =>
              update((v) => ({
                ...zoomedAround(v, index.getClusterExpansionZoom(cluster.id)),
                lng: cluster.lng,
                lat: cluster.lat,
              }))
            }
          />
        ) : null}
        <div className="absolute top-2 right-2 z-10 flex flex-col gap-1">
          <button type="button" className="map-control" onClick={() => update((v) => zoomedAround(v, v.zoom + 1))}>
            <Icon name="plus" className="size-4" aria-label={controls("zoomIn")} />
          </button>
          <button type="button" className="map-control" onClick={() => update((v) => zoomedAround(v, v.zoom - 1))}>
            <Icon name="minus" className="size-4" aria-label={controls("zoomOut")} />
          </button>
          <button
            type="button"
            className="map-control"
            onClick={() => size && setView(openingView(points, place, radiusKm, size))}
          >
            <Icon name="scan" className="size-4" aria-label={controls("showAll")} />
          </button>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600" data-testid="map-status">
        {status}
      </p>
      <ul className="sr-only" aria-label={controls("list")}>
        {points.map((point) => (
          <li key={point.id}>
            <Link href={point.url}>
              {point.name}
              {point.place ? `, ${point.place}` : ""}
              {point.proximity ? `, ${proximityText(point.proximity, locale, undefined, words)}` : ""}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
