import { describe, expect, it } from "vitest";
import { serverFiles, staticImportGraph, zodPackages } from "./import-graph";

// The island suites assert that these lists are empty; that only means something if the walk finds what is there.
describe("staticImportGraph", () => {
  it("follows `@/` and relative imports into packages, and sees zod and server code", () => {
    const graph = staticImportGraph("app/api/[category]/route.ts");
    expect(graph.files[0]).toBe("app/api/[category]/route.ts");
    expect(graph.files).toContain("lib/directory/directory-schema.ts");
    expect(graph.files).toContain("lib/directory/cursor.ts");
    // The listing rows' facts are parsed with zod/mini; the query string with zod.
    expect(zodPackages(graph).sort()).toEqual(["zod", "zod/mini", "zod/v4/core"]);
    expect(serverFiles(graph)).toContain("server/listings/read/search-sql.ts");
  });

  it("leaves out type imports and lazy import() chunks", () => {
    // The member's review composer imports the review schema's types only, and its form with import().
    const graph = staticImportGraph("components/reviews/member-composer.tsx");
    expect(graph.files).toContain("components/reviews/review-api.ts");
    expect(graph.files).not.toContain("lib/reviews/review-schema.ts");
    expect(graph.files).not.toContain("components/reviews/review-form.tsx");
    expect(graph.packages).not.toContain("react-hook-form");
  });
});
