import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticImportGraph, zodPackages } from "../support/import-graph";

// The directory page hydrates its client tree as React does, with no machinery of its own holding or replaying what
// a visitor does meanwhile: its search is a GET form, its pills links and its near-a-place panel a native disclosure.
// Its islands read the URL through nuqs's React adapter, fed the server's query string: useSearchParams in a
// prerendered view would leave them client-only fallbacks, without the results' HTML.
const PAGE = "components/directory/directory-page.tsx";
const REPLAY = ["components/ui/held-island.tsx", "components/ui/hydrate-on-demand.tsx"];
const ROOT = path.join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
/** The directory's client modules: each file of components/directory that opens with "use client". */
const CLIENT_MODULES = readdirSync(path.join(ROOT, "components/directory"))
  .map((name) => `components/directory/${name}`)
  .filter((file) => /^\s*["']use client["']/.test(read(file)));

describe("the directory page's client tree", () => {
  const graph = staticImportGraph(PAGE);
  const directoryFiles = graph.files.filter((file) => file.startsWith("components/directory/"));

  it("renders its controls, results, distance search and comparison bar from the page", () => {
    expect(graph.files).toEqual(
      expect.arrayContaining([
        "components/search/search-bar.tsx",
        "components/directory/category-pills.tsx",
        "components/directory/filter-panel.tsx",
        "components/directory/directory-results.tsx",
        "components/directory/near-panel.tsx",
        "components/compare/compare-bar.tsx",
      ]),
    );
    expect(graph.packages).toContain("nuqs");
  });

  // The open filter panel's fields and the empty, failed and "did you mean" states load when first shown.
  it("leaves the rarely shown parts to their own chunks", () => {
    expect(graph.files).not.toContain("components/directory/filter-fields.tsx");
    expect(graph.files).not.toContain("components/directory/directory-messages.tsx");
    expect(graph.packages).not.toContain("swr/infinite");
  });

  // Results, the near place and the visitor's country are fetched without SWR; the hearts' and the account menu's
  // SWR part loads after the page's own code.
  it("loads no SWR with the page, nor with the layout every page shares", () => {
    expect(graph.packages).not.toContain("swr");
    for (const shared of ["components/layout/site-header.tsx", "components/providers.tsx"])
      expect(staticImportGraph(shared).packages).not.toContain("swr");
  });

  it("holds and replays nothing itself", () => {
    expect(graph.files.filter((file) => REPLAY.includes(file))).toEqual([]);
  });

  it("never reads the URL with useSearchParams", () => {
    const readers = directoryFiles.filter((file) => /\buseSearchParams\(/.test(read(file)));
    expect(readers).toEqual([]);
  });

  // The API's strict reader (directory-api-schema.ts) is zod's; the islands read the URL with the lenient one.
  it("loads no zod in any client module", () => {
    expect(CLIENT_MODULES).toEqual(expect.arrayContaining(["components/directory/directory-results.tsx"]));
    const withZod = CLIENT_MODULES.filter((file) => zodPackages(staticImportGraph(file)).length > 0);
    expect(withZod).toEqual([]);
  });
});
