// What a client island puts in the page's first chunk, read from the source: the files and packages it reaches
// through static value imports. Type imports and lazy `import()` are not followed, as neither lands in that chunk.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

export type ImportGraph = {
  /** Files relative to the repository, the entry first. */
  files: string[];
  packages: string[];
};

const ROOT = path.join(import.meta.dirname, "../..");
const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm;
const CANDIDATES = [".ts", ".tsx", "/index.ts", "/index.tsx", ""];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    // Missing, or a path through a file ("x.ts/index.ts"): not this candidate.
    return false;
  }
}

/** The file a relative or `@/` specifier names; undefined for a package. */
function localBase(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("@/")) return path.join(ROOT, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return undefined;
}

/** The static import graph of `entry`, a path relative to the repository. */
export function staticImportGraph(entry: string): ImportGraph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? "";
      const base = localBase(file, specifier);
      if (!base) packages.add(specifier);
      else {
        const local = CANDIDATES.map((suffix) => base + suffix).find(isFile);
        if (local) visit(local);
      }
    }
  };
  visit(path.resolve(ROOT, entry));
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages: [...packages] };
}

/** zod, its subpaths and add-ons: a client island loads its schema on first use, never with the page. */
export const zodPackages = (graph: ImportGraph) => graph.packages.filter((name) => name.startsWith("zod"));

/** Server code (server/ and the environment) that reached a client island. */
export const serverFiles = (graph: ImportGraph) =>
  graph.files.filter((file) => file.startsWith("server/") || file === "env.ts");
