"use client";

import { useLocale, useTranslations } from "next-intl";
import { withWording } from "@/components/i18n/with-wording";
import { useProximityWords } from "@/components/directory/proximity-words";
import { cityOf, proximityText, type NearPlace } from "@/lib/directory/near";
import { distanceKm } from "@/lib/geo/distance";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

export type DistanceLineProps = { place: NearPlace; point: { lat: number; lng: number }; approximate: boolean };

/** How far the listing is from the given place, in words. */
function DistanceLine({ place, point, approximate }: DistanceLineProps) {
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

const nearWording = (locale: Locale) =>
  (import(`@/messages/${locale}/near.json`) as Promise<{ default: Messages["near"] }>).then((json) => ({
    near: json.default,
  }));

/** The line with its wording in the page's language: both load only when a place is remembered. */
export const DistanceLineWithWording = withWording(DistanceLine, nearWording);
