"use client";

import { useLocale, useTranslations } from "next-intl";
import { useProximityWords } from "@/components/directory/proximity-words";
import { cityOf, proximityText, type NearPlace } from "@/lib/directory/near";
import { distanceKm } from "@/lib/geo/distance";

export type DistanceLineProps = { place: NearPlace; point: { lat: number; lng: number }; approximate: boolean };

/** How far the listing is from the given place, in words. */
export function DistanceLine({ place, point, approximate }: DistanceLineProps) {
  const locale = useLocale();
  const t = useTranslations("near.proximity");
  const words = useProximityWords();
  const km = distanceKm(place, point);
  const text = proximityText({ type: "distance", km, approximate }, locale, cityOf(place), words);
  return (
    <p className="font-medium text-slate-900" data-testid="detail-distance">
      {approximate && km < 1 ? text : t("from", { distance: text, place: place.label })}
    </p>
  );
}
