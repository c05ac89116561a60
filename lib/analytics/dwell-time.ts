import { MIN_DWELL_MS } from "./constants";

/** Whole seconds spent on a page, or null when it was not longer than a second (not worth reporting). */
export function dwellSecondsToReport(enteredAtMs: number, leftAtMs: number): number | null {
  const dwell = leftAtMs - enteredAtMs;
  if (!Number.isFinite(dwell) || dwell <= MIN_DWELL_MS) return null;
  return Math.round(dwell / 1000);
}
