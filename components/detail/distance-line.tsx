"use client";

import { useLocale, useTranslations } from "next-intl";
import { useProximityWords } from "@/components/directory/proximity-words";
import { useSyncExternalStore } from "react";
import { cityOf, proximityText } from "@/lib/directory/near";
import { rememberedNearPlace } from "@/lib/directory/near-memory";
import { distanceKm } from "@/lib/geo/distance";

const noSubscription = () => () => {};
const remembered = () => JSON.stringify(rememberedNearPlace());
const none = () => "null";

/**
 * How far the listing is from the place of the visitor's last distance search in this tab: nothing on the cached
 * page itself, which every visitor shares.
 */
export function DistanceFromPlace({
  point,
  approximate,
}: {
  point: { lat: number; lng: number };
  approximate: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations("near.proximity");
  const words = useProximityWords();
  const place = JSON.parse(useSyncExternalStore(noSubscription, remembered, none)) as ReturnType<
    typeof rememberedNearPlace
  >;
  if (!place) return null;
  const km = distanceKm(place, point);
  const text = proximityText({ type: "distance", km, approximate }, locale, cityOf(place), words);
  return (
    <p className="font-medium text-slate-900" data-testid="detail-distance">
      {approximate && km < 1 ? text : t("from", { distance: text, place: place.label })}
    </p>
  );
}
