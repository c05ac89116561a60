// What a test panel measures and what a measured marker costs: the detail page, the compare table, the directory's
// "€ per measured marker" filter (its SQL mirrors this in server/listings/facts/panel-filter-sql.ts) and tests share it.
import type { TestPanel } from "./fact-values";

type Panel = Pick<TestPanel, "biomarkers" | "calculated">;

/**
 * The panel's calculated markers: those it names as calculated, or, when it names none, the ones the catalogue counts
 * as calculated (`usuallyCalculated`: LDL by Friedewald, HOMA-IR, eGFR…) among its own.
 */
export function calculatedMarkers(panel: Panel, usuallyCalculated: readonly string[]): string[] {
  const calculated = panel.calculated ?? usuallyCalculated;
  return panel.biomarkers.filter((marker) => calculated.includes(marker));
}

/** Measured and calculated markers of the panel's listed markers (a count the lab publishes beyond them is not split). */
export function markerCounts(
  panel: Panel,
  usuallyCalculated: readonly string[],
): {
  measured: number;
  calculated: number;
} {
  const calculated = calculatedMarkers(panel, usuallyCalculated).length;
  return { measured: panel.biomarkers.length - calculated, calculated };
}

/**
 * The price of one measured marker, to the cent, in the panel's currency: null without a price or a measured marker.
 * A calculated marker costs the lab nothing to add, so it does not lower the figure.
 */
export function pricePerMeasuredMarker(
  panel: Panel & Pick<TestPanel, "price">,
  usuallyCalculated: readonly string[],
): number | null {
  const { measured } = markerCounts(panel, usuallyCalculated);
  if (panel.price === undefined || measured === 0) return null;
  return Math.round((panel.price / measured) * 100) / 100;
}
