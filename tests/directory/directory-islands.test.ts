import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../support/import-graph";

// The directory page's first scripts are the islands it hydrates at once: whatever they import statically lands there.
// The schema (every filter definition), the kind registry, the results with their cards and paging, the distance
// search and the comparison bar load after the page.
const FIRST_LOAD = [
  "components/directory/directory-controls.tsx",
  "components/directory/directory-islands.tsx",
  "components/directory/directory-location.ts",
];
const AFTER_THE_PAGE = [
  "lib/directory/directory-schema.ts",
  "lib/directory/directory-state.ts",
  "lib/directory/filters.ts",
  "lib/directory/kinds.ts",
  "lib/directory/near.ts",
  "components/directory/directory-results.tsx",
  "components/directory/near-panel.tsx",
  "components/directory/filter-fields.tsx",
  "components/listing/listing-card.tsx",
  "components/compare/compare-bar.tsx",
];

describe("the directory's first-load islands", () => {
  it("bring the search box, the category pills and the filter toggle", () => {
    expect(staticImportGraph(FIRST_LOAD[0]!).files).toEqual(
      expect.arrayContaining([
        "components/search/search-bar.tsx",
        "components/directory/category-pills.tsx",
        "components/directory/filter-panel.tsx",
      ]),
    );
  });

  for (const entry of FIRST_LOAD) {
    it(`${entry} leaves the schema, the kind registry, the results and the distance search to later chunks`, () => {
      const graph = staticImportGraph(entry);
      expect(graph.files.filter((file) => AFTER_THE_PAGE.includes(file))).toEqual([]);
      expect(graph.packages).not.toContain("swr/infinite");
    });
  }
});
