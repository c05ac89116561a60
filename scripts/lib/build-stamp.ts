import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = [
  "app",
  "components",
  "lib",
  "server",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "env.ts",
  "next.config.ts",
  "package.json",
  "postcss.config.mjs",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => (name === "generated" ? max : Math.max(max, newestMtime(path.join(entry, name)))),
    stat.mtimeMs,
  );
}

// Written only after `next build` succeeds: a failed build also leaves a BUILD_ID behind.
const COMPLETE_STAMP = ".next/.build-complete";

/**
 * What a build bakes in besides the sources: public pages are prerendered from the database, and SITE_URL, the map
 * style (and the CSP hosts read from it) and every NEXT_PUBLIC_ variable (the GA id) are inlined. A build made with
 * other values is stale too.
 */
function buildIdentity(database: string): string {
  const inlined = Object.keys(process.env)
    .filter((name) => name === "SITE_URL" || name === "MAP_STYLE_URL" || name.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((name) => `${name}=${process.env[name] ?? ""}`);
  return createHash("sha256")
    .update([database, ...inlined].join("\n"))
    .digest("hex")
    .slice(0, 16);
}

/** True when there is no complete production build, a source file changed after it, or it was built on another database or configuration. */
export function buildIsStale(database: string, { reuseAnyComplete = false } = {}): boolean {
  if (!existsSync(COMPLETE_STAMP) || !existsSync(".next/BUILD_ID")) return true;
  if (reuseAnyComplete) return false;
  if (readFileSync(COMPLETE_STAMP, "utf8").split("\n")[1] !== buildIdentity(database)) return true;
  const built = statSync(COMPLETE_STAMP).mtimeMs;
  return SOURCE_ROOTS.some((root) => newestMtime(root) > built);
}

export function markBuildComplete(database: string): void {
  writeFileSync(COMPLETE_STAMP, `${new Date().toISOString()}\n${buildIdentity(database)}\n`);
}
