"use client";

import { useLocale, useTranslations } from "next-intl";
import { DIRECTORY_PATH } from "@/lib/directory/directory-path";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { useEffect } from "react";
import { ALL_VIEW_KINDS, DIRECTORY_CATEGORIES, KIND_REGISTRY } from "@/lib/directory/kinds";
import { countryNameIn } from "@/lib/geo/country-name";
import { reachesOf, remoteReach, type NearPlace } from "@/lib/directory/near";
import { rememberNearPlace } from "@/lib/directory/near-memory";
import { withNear } from "@/lib/directory/directory-state";
import type { DirectoryView } from "@/lib/directory/directory-path";
import { NearPlaceControl } from "./near-place-control";
import { useDirectoryState } from "./use-directory-state";
import { useNearPlace } from "./use-near-place";

/** What the server resolved for the first render: the place as the URL said it, and its city. */
export type InitialNear = { place: string; resolved: NearPlace | null } | null;

function reachesOfView(view: DirectoryView) {
  const kinds = view === "all" ? ALL_VIEW_KINDS : [DIRECTORY_CATEGORIES[view]];
  return reachesOf(kinds.map((kind) => KIND_REGISTRY[kind]));
}

/**
 * The directory's distance search, on every view whose listings are near a place (visited there or shipped to it):
 * the place, radius, order and remote toggle go into the URL, which the results follow. The resolved place is kept
 * for this tab, so a detail page opened from the results can say how far it is.
 */
export function NearPanel({ initial }: { initial: InitialNear }) {
  const { state, navigate } = useDirectoryState();
  const { resolved } = useNearPlace(state.near?.place, initial);
  const t = useTranslations("near.panel");
  const locale = useLocale();
  useEffect(() => rememberNearPlace(resolved), [resolved]);
  const reaches = reachesOfView(state.category);
  if (!reaches.place && !reaches.ships) return null;
  return (
    <NearPlaceControl
      value={state.near ?? null}
      action={{
        path: localePath(locale as Locale, DIRECTORY_PATH),
        hidden: {
          ...(state.category === "all" ? {} : { category: state.category }),
          ...(state.search ? { search: state.search } : {}),
        },
      }}
      resolved={resolved}
      remoteLabel={t("remote", {
        reach: remoteReach(reaches),
        where: resolved ? countryNameIn(locale, resolved.country) : t("theCountry"),
      })}
      onChange={(near) => navigate(withNear(state, near))}
    />
  );
}
