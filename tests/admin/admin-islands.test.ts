import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [".ts", ".tsx", ""].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith("/")) ?? null;
}

/** Packages and files an island pulls in with static value imports (type imports and lazy import() are not followed). */
function staticImportGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      const specifier = match[1] ?? "";
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

describe("the admin tools' client islands", () => {
  for (const island of ["components/admin/listing-editor.tsx", "components/admin/import-wizard.tsx", "components/admin/listing-table.tsx", "components/admin/audit-log-table.tsx", "components/admin/review-moderation-list.tsx"]) {
    it(`${island} loads no zod and no server code with the page`, () => {
      const graph = staticImportGraph(island);
      expect(graph.packages.filter((name) => name.startsWith("zod"))).toEqual([]);
      expect(graph.files.filter((file) => file.startsWith("server/"))).toEqual([]);
    });
  }
});
