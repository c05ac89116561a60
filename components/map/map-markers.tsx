"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type CSSProperties } from "react";
import { Icon } from "@/components/ui/icon";
import { useProximityWords } from "@/components/directory/proximity-words";
import { proximityText } from "@/lib/directory/near";
import { toScreen, type MapView } from "@/lib/map/mercator";
import type { MapPoint } from "@/lib/map/points";

/** What the map shows at the current zoom: single results, and groups of nearby ones. */
export type Marker =
  { type: "point"; point: MapPoint } | { type: "cluster"; id: number; count: number; lng: number; lat: number };

type MarkerLayerProps = {
  view: MapView;
  markers: readonly Marker[];
  selected: MapPoint | null;
  locale: string;
  onSelect: (point: MapPoint | null) => void;
  onExpand: (marker: Extract<Marker, { type: "cluster" }>) => void;
};

const POPUP_ID = "map-point-card";

/** "Name (Kind, Place, 3 km)": a point's accessible name, in the page's language. */
function usePointDescription(locale: string): (point: MapPoint) => string {
  const kinds = useTranslations("kinds.kinds");
  const words = useProximityWords();
  return (point) => {
    const details = [
      kinds(point.kind),
      point.place,
      point.proximity ? proximityText(point.proximity, locale, undefined, words) : null,
    ];
    return `${point.name} (${details.filter(Boolean).join(", ")})`;
  };
}

const CARD_WIDTH = 256;
const CARD_GAP = 14;

/** The card beside its point, inside the frame: below the point in the top half, above it in the bottom half. */
function cardPlacement([x, y]: [number, number], view: MapView): CSSProperties {
  const width = Math.min(CARD_WIDTH, view.width - 16);
  const left = Math.min(Math.max(x - width / 2, 8), view.width - width - 8);
  return y < view.height / 2
    ? { left, width, top: y + CARD_GAP }
    : { left, width, top: y - CARD_GAP, transform: "translateY(-100%)" };
}

/** A result's small card: what it is, where, how far, and the link to its page. Escape closes it. */
function PointCard({
  point,
  at,
  view,
  locale,
  onClose,
}: {
  point: MapPoint;
  at: [number, number];
  view: MapView;
  locale: string;
  onClose: () => void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const t = useTranslations("near.map");
  const kinds = useTranslations("kinds.kinds");
  const words = useProximityWords();
  useEffect(() => link.current?.focus(), [point.id]);
  return (
    <div
      id={POPUP_ID}
      role="dialog"
      aria-label={point.name}
      className="absolute z-30 rounded-lg border border-slate-200 bg-white p-3 text-left text-sm shadow-lg"
      style={cardPlacement(at, view)}
      data-testid="map-point-card"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <Link ref={link} href={point.url} className="font-semibold text-brand-700 hover:underline">
          {point.name}
        </Link>
        <button type="button" onClick={onClose} className="-m-1 rounded p-1 text-slate-500 hover:text-slate-900">
          <Icon name="x" className="size-4" aria-label={t("close")} />
        </button>
      </div>
      <p className="mt-1 text-slate-600">
        {kinds(point.kind)}
        {point.place ? ` · ${point.place}` : ""}
      </p>
      {point.proximity ? (
        <p className="mt-1 font-medium text-slate-900">{proximityText(point.proximity, locale, undefined, words)}</p>
      ) : null}
    </div>
  );
}

/**
 * The results over the basemap as real buttons, so they take focus, read out and respond to Enter like any other
 * control: a result opens its card, a group zooms in until it comes apart.
 */
export function MarkerLayer({ view, markers, selected, locale, onSelect, onExpand }: MarkerLayerProps) {
  const selectedAt = selected ? toScreen(view, selected.lng, selected.lat) : null;
  const t = useTranslations("near.map");
  const describe = usePointDescription(locale);
  return (
    <div className="pointer-events-none absolute inset-0">
      <ul aria-label={t("results")}>
        {markers.map((marker) => {
          const [x, y] = toScreen(
            view,
            marker.type === "point" ? marker.point.lng : marker.lng,
            marker.type === "point" ? marker.point.lat : marker.lat,
          );
          if (marker.type === "cluster") {
            return (
              <li key={`c${marker.id}`} className="pointer-events-auto absolute" style={{ left: x, top: y }}>
                <button
                  type="button"
                  className="map-cluster"
                  onClick={() => onExpand(marker)}
                  aria-label={t("cluster", { count: marker.count })}
                  data-testid="map-cluster"
                >
                  {marker.count}
                </button>
              </li>
            );
          }
          const { point } = marker;
          const open = selected?.id === point.id;
          return (
            <li key={point.id} className="pointer-events-auto absolute" style={{ left: x, top: y }}>
              <button
                type="button"
                className="map-point"
                aria-label={describe(point)}
                aria-expanded={open}
                aria-controls={open ? POPUP_ID : undefined}
                data-point-id={point.id}
                onClick={() => onSelect(open ? null : point)}
                data-testid="map-point"
              />
            </li>
          );
        })}
      </ul>
      {selected && selectedAt ? (
        <div className="pointer-events-auto">
          <PointCard point={selected} at={selectedAt} view={view} locale={locale} onClose={() => onSelect(null)} />
        </div>
      ) : null}
    </div>
  );
}
