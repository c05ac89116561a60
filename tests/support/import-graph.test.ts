import { describe, expect, it } from "vitest";
import { serverFiles, staticImportGraph, zodPackages } from "./import-graph";

// The island suites assert that these lists are empty; that only means something if the walk finds what is there.
describe("staticImportGraph", () => {
  it("follows `@/` and relative imports into packages, and sees zod and server code", () => {
    const graph = staticImportGraph("server/public/listings/schema.ts");
    expect(graph.files[0]).toBe("server/public/listings/schema.ts");
    expect(graph.files).toContain("server/public/listings/cursor.ts");
    expect(graph.files).toContain("lib/directory/filters.ts");
    expect(zodPackages(graph)).toEqual(["zod"]);
    expect(serverFiles(graph)).toContain("server/public/listings/cursor.ts");
  });

  it("leaves out type imports and lazy import() chunks", () => {
    const graph = staticImportGraph("components/admin/admin-login-form.tsx");
    expect(graph.files).toContain("components/admin/admin-api.ts");
    expect(graph.packages).toContain("react-hook-form");
    expect(graph.files).not.toContain("lib/admin/login-schema.ts");
  });
});
