// A lab comparison marker by marker: one row per catalogue marker any compared panel holds, in the catalogue's order,
// each cell the listing's panels that include it (a panel with the same name at two labs may hold different tests).
import { BIOMARKERS } from "@/lib/listings/biomarkers";
import type { TestPanel } from "@/lib/listings/fact-values";
import { calculatedMarkers } from "@/lib/listings/panel-math";

type MarkerCell = { panel: string; calculated: boolean }[];
export type MarkerRow = { marker: string; label: string; cells: MarkerCell[]; differs: boolean };

export function markerRows(
  listings: readonly { testPanels?: TestPanel[] | null }[],
  label: (marker: string) => string,
): MarkerRow[] {
  const held = new Set(listings.flatMap((listing) => (listing.testPanels ?? []).flatMap((panel) => panel.biomarkers)));
  return BIOMARKERS.filter((marker) => held.has(marker.value)).map(({ value }) => {
    const cells = listings.map((listing) =>
      (listing.testPanels ?? [])
        .filter((panel) => panel.biomarkers.includes(value))
        .map((panel) => ({ panel: panel.name, calculated: calculatedMarkers(panel).includes(value) })),
    );
    return {
      marker: value,
      label: label(value),
      cells,
      differs: new Set(cells.map((cell) => cell.length > 0)).size > 1,
    };
  });
}
