// Every route of the app, found on disk: route handlers (app/**/route.ts[x]) and pages (app/**/page.tsx). The
// hostile-input suites read this, so a new route joins them by existing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type AppRoute = {
  /** File path relative to the repository. */
  file: string;
  /** URL pattern with [param] segments, route groups removed: /api/[category]/[id]. */
  pattern: string;
  params: string[];
  type: "route" | "page";
  /** HTTP methods a route handler exports; pages answer GET. */
  methods: string[];
};

const ROOT = path.join(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function exportedMethods(source: string): string[] {
  return METHODS.filter((method) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source),
  );
}

export function appRoutes(): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const file of files(APP)) {
    const name = path.basename(file);
    const type = /^route\.tsx?$/.test(name) ? "route" : name === "page.tsx" ? "page" : null;
    if (!type) continue;
    const segments = path
      .relative(APP, path.dirname(file))
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    const params = segments.flatMap((segment) => /^\[\.{0,3}(.+?)\]$/.exec(segment)?.[1] ?? []);
    routes.push({
      file: path.relative(ROOT, file),
      pattern: `/${segments.join("/")}`,
      params,
      type,
      methods: type === "route" ? exportedMethods(readFileSync(file, "utf8")) : ["GET"],
    });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
