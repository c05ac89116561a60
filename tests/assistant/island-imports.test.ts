import { describe, expect, it } from "vitest";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";

describe("the assistant island's initial bundle", () => {
  const graph = staticImportGraph("components/assistant/health-assistant.tsx");

  it("has no zod and no server code", () => {
    expect(graph.files).toContain("lib/assistant/phase-runner.ts");
    expect(graph.files).toContain("components/ui/icon.tsx");
    expect(zodPackages(graph)).toEqual([]);
    expect(serverFiles(graph)).toEqual([]);
  });

  it("leaves the result view to a lazy chunk", () => {
    expect(graph.files).not.toContain("components/assistant/assistant-result.tsx");
    expect(graph.files).not.toContain("components/assistant/recommendation-cards.tsx");
  });
});
