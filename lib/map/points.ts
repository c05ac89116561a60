import type { ListingKind } from "@/lib/directory/kinds";
import type { Proximity } from "@/lib/directory/near";

/** The map shows at most this many results, the first in the list's order. */
export const MAP_POINT_LIMIT = 500;

/** A result on the map: where it is, what its small card says, and where it links. */
export type MapPoint = {
  id: string;
  name: string;
  kind: ListingKind;
  url: string;
  lat: number;
  lng: number;
  place?: string;
  proximity?: Proximity;
};

export type MapPoints = { points: MapPoint[]; truncated: boolean };
