// What a test panel measures and what a measured marker costs: the detail page, the compare table, the directory's
// "€ per measured marker" filter (its SQL mirrors this in server/listings/facts/panel-filter-sql.ts) and tests share it.
import { USUALLY_CALCULATED } from "./biomarkers";
import type { TestPanel } from "./fact-values";

/**
 * The panel's calculated markers: those it names as calculated, or, when it names none, the catalogue's usually
 * calculated markers among its own (LDL by Friedewald, HOMA-IR, eGFR…).
 */
export function calculatedMarkers(panel: Pick<TestPanel, "biomarkers" | "calculated">): string[] {
  const calculated = panel.calculated ?? USUALLY_CALCULATED;
  return panel.biomarkers.filter((marker) => calculated.includes(marker));
}

/** Measured and calculated markers of the panel's listed markers (a count the lab publishes beyond them is not split). */
export function markerCounts(panel: Pick<TestPanel, "biomarkers" | "calculated">): {
  measured: number;
  calculated: number;
} {
  const calculated = calculatedMarkers(panel).length;
  return { measured: panel.biomarkers.length - calculated, calculated };
}

/**
 * The price of one measured marker, to the cent, in the panel's currency: null without a price or a measured marker.
 * A calculated marker costs the lab nothing to add, so it does not lower the figure.
 */
export function pricePerMeasuredMarker(panel: Pick<TestPanel, "biomarkers" | "calculated" | "price">): number | null {
  const { measured } = markerCounts(panel);
  if (panel.price === undefined || measured === 0) return null;
  return Math.round((panel.price / measured) * 100) / 100;
}
