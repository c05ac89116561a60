"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { rememberedNearPlace } from "@/lib/directory/near-memory";
import type { DistanceLineProps } from "./distance-line";

// Only ever rendered in the browser (the server snapshot names no place): React.lazy, without next/dynamic's loader.
const DistanceLine = lazy(() =>
  import("./distance-line").then((module) => ({ default: module.DistanceLineWithWording })),
);

const noSubscription = () => () => {};
const remembered = () => JSON.stringify(rememberedNearPlace());
const none = () => "null";

/**
 * How far the listing is from the place of the visitor's last distance search in this tab: nothing on the cached
 * page itself, which every visitor shares. The wording's code loads only when such a place is remembered.
 */
export function DistanceFromPlace(props: Omit<DistanceLineProps, "place">) {
  const place = JSON.parse(useSyncExternalStore(noSubscription, remembered, none)) as ReturnType<
    typeof rememberedNearPlace
  >;
  return place ? (
    <Suspense fallback={null}>
      <DistanceLine place={place} {...props} />
    </Suspense>
  ) : null;
}
