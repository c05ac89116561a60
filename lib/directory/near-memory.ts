import type { NearPlace } from "./near";

/**
 * The place of the visitor's last distance search, kept for this tab only (sessionStorage), so a detail page opened
 * from the results can say how far the listing is. It holds the city the visitor typed or chose (its public
 * coordinates), never a position of theirs.
 */
const KEY = "ld-near-place";

const isCoordinate = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

export function rememberNearPlace(place: NearPlace | null): void {
  try {
    if (place) sessionStorage.setItem(KEY, JSON.stringify(place));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the detail page simply shows no distance.
  }
}

export function rememberedNearPlace(): NearPlace | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { label, country, lat, lng } = value as Record<string, unknown>;
    return typeof label === "string" && typeof country === "string" && isCoordinate(lat) && isCoordinate(lng)
      ? { label, country, lat, lng }
      : null;
  } catch {
    return null;
  }
}
