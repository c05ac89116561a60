import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts", "/index.tsx", ""].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith("/")) ?? null;
}

/** Every module and package the island pulls in with static imports (lazy `import()` chunks are not followed). */
function staticImportGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      const specifier = match[1] ?? "";
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}

describe("the assistant island's initial bundle", () => {
  const graph = staticImportGraph(path.join(root, "components/assistant/health-assistant.tsx"));

  it("has no zod and no server code", () => {
    expect(graph.files).toContain("lib/assistant/phase-runner.ts");
    expect(graph.files).toContain("components/ui/icon.tsx");
    expect(graph.packages.filter((p) => p === "zod" || p.startsWith("zod/"))).toEqual([]);
    expect(graph.files.filter((f) => f.startsWith("server/"))).toEqual([]);
  });

  it("leaves the result view to a lazy chunk", () => {
    expect(graph.files).not.toContain("components/assistant/assistant-result.tsx");
    expect(graph.files).not.toContain("components/assistant/recommendation-cards.tsx");
  });
});
