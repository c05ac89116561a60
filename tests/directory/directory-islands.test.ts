import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../support/import-graph";

// The directory page hydrates its client tree as React does, with no machinery of its own holding or replaying what
// a visitor does meanwhile: its search is a GET form, its pills links and its near-a-place panel a native disclosure.
// Its islands read the URL through nuqs's React adapter, fed the server's query string: useSearchParams in a
// prerendered view would leave them client-only fallbacks, without the results' HTML.
const PAGE = "components/directory/directory-page.tsx";
const REPLAY = ["components/ui/held-island.tsx", "components/ui/hydrate-on-demand.tsx"];
const ROOT = path.join(import.meta.dirname, "../..");

describe("the directory page's client tree", () => {
  const graph = staticImportGraph(PAGE);
  const directoryFiles = graph.files.filter((file) => file.startsWith("components/directory/"));

  it("renders its controls, results, distance search and comparison bar from the page", () => {
    expect(graph.files).toEqual(
      expect.arrayContaining([
        "components/search/search-bar.tsx",
        "components/directory/category-pills.tsx",
        "components/directory/filter-fields.tsx",
        "components/directory/directory-results.tsx",
        "components/directory/near-panel.tsx",
        "components/compare/compare-bar.tsx",
      ]),
    );
    expect(graph.packages).toContain("nuqs");
  });

  it("holds and replays nothing itself", () => {
    expect(graph.files.filter((file) => REPLAY.includes(file))).toEqual([]);
  });

  it("never reads the URL with useSearchParams", () => {
    const readers = directoryFiles.filter((file) =>
      /\buseSearchParams\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
