import { describe, expect, it } from "vitest";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";

describe("the admin tools' client islands", () => {
  it("the listing editor validates with the schema its route handler parses, and loads no server code", () => {
    const graph = staticImportGraph("components/admin/listing-editor.tsx");
    expect(graph.files).toContain("lib/listings/editor-schema.ts");
    expect(serverFiles(graph)).toEqual([]);
  });

  for (const island of [
    "components/admin/import-wizard.tsx",
    "components/admin/listing-table.tsx",
    "components/admin/audit-log-table.tsx",
    "components/admin/review-moderation-list.tsx",
  ]) {
    it(`${island} loads no zod and no server code with the page`, () => {
      const graph = staticImportGraph(island);
      expect(zodPackages(graph)).toEqual([]);
      expect(serverFiles(graph)).toEqual([]);
    });
  }
});
