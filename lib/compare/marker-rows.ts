// A lab comparison marker by marker: one row per catalogue marker any compared panel holds, in the catalogue's order,
// each cell the listing's panels that include it (a panel with the same name at two labs may hold different tests).
import type { MarkerCatalogue } from "@/lib/biomarkers/catalogue";
import type { TestPanel } from "@/lib/listings/fact-values";
import { calculatedMarkers } from "@/lib/listings/panel-math";

type MarkerCell = { panel: string; calculated: boolean }[];
export type MarkerRow = { marker: string; label: string; cells: MarkerCell[]; differs: boolean };

export function markerRows(
  listings: readonly { testPanels?: TestPanel[] | null }[],
  catalogue: Pick<MarkerCatalogue, "slugs" | "name" | "calculated">,
): MarkerRow[] {
  const held = new Set(listings.flatMap((listing) => (listing.testPanels ?? []).flatMap((panel) => panel.biomarkers)));
  return catalogue.slugs
    .filter((value) => held.has(value))
    .map((value) => {
      const cells = listings.map((listing) =>
        (listing.testPanels ?? [])
          .filter((panel) => panel.biomarkers.includes(value))
          .map((panel) => ({
            panel: panel.name,
            calculated: calculatedMarkers(panel, catalogue.calculated).includes(value),
          })),
      );
      return {
        marker: value,
        label: catalogue.name(value),
        cells,
        differs: new Set(cells.map((cell) => cell.length > 0)).size > 1,
      };
    });
}
